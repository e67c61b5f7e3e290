import type { Metadata } from "next";
import { requireAdmin } from "@/lib/server/session";
import { getAdminOverview } from "@/lib/server/admin";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminPage() {
  await requireAdmin();
  const overview = await getAdminOverview();
  const figures = [
    ["Users", overview.users],
    ["Experts", overview.experts],
    ["Published", overview.published],
    ["Delegation requests (24 h)", overview.delegationsLastDay],
  ] as const;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Admin</h1>
      <dl className="grid gap-4 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
