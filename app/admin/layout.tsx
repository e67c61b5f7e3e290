import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { requireAdmin } from "@/lib/server/auth/session";

// Each page checks again (layouts are not re-run on every navigation); this only keeps the nav from non-admins.
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdmin();
  return (
    <div className="space-y-6">
      <AdminNav />
      {children}
    </div>
  );
}
