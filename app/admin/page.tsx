import Link from "next/link";
import { getAdminOverview } from "@/lib/server/admin/overview";
import { adminMetadata } from "@/lib/server/admin/metadata";
import { requireAdmin } from "@/lib/server/auth/session";
import { PageHeader } from "@/components/ui/page-header";
import { cardClass } from "@/components/ui/section-card";

export const generateMetadata = adminMetadata("Admin");

export default async function AdminPage() {
  const viewer = await requireAdmin();
  const overview = await getAdminOverview(viewer);
  const figures = [
    ["Users", overview.users, "/admin/users"],
    ["Experts", overview.experts, "/admin/experts"],
    ["Published", overview.published, "/admin/experts?state=published"],
    ["Delegation requests (24 h)", overview.delegationsLastDay, "/admin/delegations"],
    ["Failed delegations (24 h)", overview.failuresLastDay, "/admin/delegations?outcome=failed"],
    ["Configuration changes (24 h)", overview.auditLastDay, "/admin/audit"],
  ] as const;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Admin"
        description="Every decision the harness made, explained: pick a view above or a figure below."
      />
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map(([label, value, href]) => (
          <div key={label} className={cardClass(undefined, "md")}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-semibold">
              <Link href={href} className="hover:text-indigo-700">
                {value}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
