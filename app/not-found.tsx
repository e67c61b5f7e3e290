import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";

export default function NotFound() {
  return (
    <div className="space-y-3">
      <PageHeader title="Page not found" description="There is nothing here, or you do not have access to it." />
      <Link href="/" className="text-indigo-700 underline">
        Go to the home page
      </Link>
    </div>
  );
}
