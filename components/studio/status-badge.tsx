import { Badge } from "@/components/ui/badge";

export function StatusBadge({ status }: { status: "draft" | "published" }) {
  return <Badge tone={status}>{status === "published" ? "Published" : "Draft"}</Badge>;
}
