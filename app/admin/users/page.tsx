import Link from "next/link";
import { Badge } from "@/components/admin/badge";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { EmptyState, inputClass, secondaryButton } from "@/components/admin/section-card";
import { UserRowActions } from "@/components/admin/user-row-actions";
import { Table, Td, Th } from "@/components/ui/table";
import { parsePage } from "@/lib/domain/pagination";
import { listUsersForAdmin } from "@/lib/server/admin/users";
import { adminMetadata } from "@/lib/server/admin/metadata";
import { requireAdmin } from "@/lib/server/auth/session";

export const generateMetadata = adminMetadata("Users · Admin");

export default async function AdminUsersPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string; page?: string }>;
}) {
  const viewer = await requireAdmin();
  const params = await searchParams;
  const q = (params.q ?? "").slice(0, 200);
  const { info, users } = await listUsersForAdmin(viewer, { q, page: parsePage(params.page) });
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Users</h1>
        <p className="text-slate-600">
          Change roles, disable or enable accounts. Disabling ends every open session of that user at once. Open a user
          to see their delegation policy, their library and why an Expert was or was not offered to them.
        </p>
      </div>
      <form role="search" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="q" className="block text-sm font-medium text-slate-700">
            Email or name
          </label>
          <input id="q" name="q" type="search" defaultValue={q} className={inputClass} />
        </div>
        <button className={secondaryButton}>Search</button>
      </form>
      {users.length === 0 ? (
        <EmptyState>{q ? `No user matches “${q}”.` : "There are no users."}</EmptyState>
      ) : (
        <Table label="Users" className="rounded-lg border border-slate-200 bg-white">
          <thead>
            <tr>
              {["User", "Role", "State", "Open sessions", "Experts", "Actions"].map((h) => (
                <Th key={h}>{h}</Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id}>
                <Td className="min-w-40">
                  <div className="font-medium [overflow-wrap:anywhere]">
                    <Link
                      href={`/admin/users/${encodeURIComponent(u.id)}`}
                      className="text-indigo-700 underline"
                      dir="auto"
                    >
                      {u.name}
                    </Link>
                    {u.isViewer ? " (you)" : ""}
                  </div>
                  <div className="text-xs [overflow-wrap:anywhere] text-slate-600">{u.email}</div>
                </Td>
                <Td>
                  <Badge tone={u.role === "admin" ? "info" : "neutral"}>{u.role}</Badge>
                </Td>
                <Td>{u.disabled ? <Badge tone="bad">disabled</Badge> : <Badge tone="good">active</Badge>}</Td>
                <Td>{u.sessions}</Td>
                <Td>{u.experts}</Td>
                <Td className="min-w-56">
                  {u.isViewer ? (
                    <p className="text-xs text-slate-600">
                      You cannot demote or disable yourself: another admin must do it.
                    </p>
                  ) : (
                    <UserRowActions user={u} />
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <PaginationNav info={info} basePath="/admin/users" params={{ q }} label="User pages" />
    </div>
  );
}
