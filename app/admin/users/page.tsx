import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { UserRowActions } from "@/components/admin/user-row-actions";
import { Button } from "@/components/ui/button";
import { InlineForm, TextField } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/section-card";
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
      <PageHeader
        title="Users"
        description="Change roles, disable or enable accounts. Disabling ends every open session of that user at once. Open a user to see their delegation policy, their library and why an Expert was or was not offered to them."
      />
      <InlineForm role="search">
        <TextField id="q" name="q" type="search" label="Email or name" defaultValue={q} />
        <Button type="submit">Search</Button>
      </InlineForm>
      {users.length === 0 ? (
        <EmptyState>{q ? `No user matches “${q}”.` : "There are no users."}</EmptyState>
      ) : (
        <Table label="Users" framed>
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
