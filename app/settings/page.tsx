import type { Metadata } from "next";
import { SettingsNav } from "@/components/settings/settings-nav";
import { requireViewer } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const viewer = await requireViewer("/settings");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <SettingsNav current="/settings" />
      <dl className="grid max-w-md grid-cols-[8rem_1fr] gap-2 rounded-lg border border-slate-200 bg-white p-5 text-sm">
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
