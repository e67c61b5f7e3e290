import type { Metadata } from "next";
import { SettingsHeader } from "@/components/settings/settings-nav";
import { cardClass } from "@/components/ui/section-card";
import { requireViewer } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const viewer = await requireViewer("/settings");
  return (
    <div className="space-y-4">
      <SettingsHeader current="/settings" />
      <dl className={cardClass("grid max-w-md grid-cols-[8rem_1fr] gap-2 text-sm")}>
        <dt className="text-slate-500">Name</dt>
        <dd>{viewer.name}</dd>
        <dt className="text-slate-500">Email</dt>
        <dd>{viewer.email}</dd>
        <dt className="text-slate-500">Role</dt>
        <dd>{viewer.role}</dd>
      </dl>
    </div>
  );
}
