import Link from "next/link";
import { DELEGATION_CAUSE_LABELS, isDelegationCause } from "@/lib/domain/delegation-cause-text";
import type { UserDetail } from "@/lib/server/admin/user-detail";
import { Table, Td, Th } from "@/components/ui/table";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/section-card";

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export function UserDelegationsTable({ rows, userEmail }: { rows: UserDetail["recent"]; userEmail: string }) {
  if (rows.length === 0) return <EmptyState>No delegation was made for this user.</EmptyState>;
  return (
    <>
      <Table label="Delegations made for this user, newest first" className="rounded-md border border-slate-200">
        <thead>
          <tr>
            <Th className="sticky left-0 bg-white">From → to</Th>
            <Th>Outcome</Th>
            <Th>When</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <Td className="sticky left-0 min-w-36 bg-white font-mono text-xs [overflow-wrap:anywhere]">
                {r.fromRef} → {r.toRef}
              </Td>
              <Td className="min-w-48">
                <Badge tone={r.status === "accepted" ? "good" : "bad"}>{r.status}</Badge>{" "}
                {r.status === "failed" ? (
                  <span className="text-xs">
                    {isDelegationCause(r.cause) ? DELEGATION_CAUSE_LABELS[r.cause] : (r.error ?? "")}
                  </span>
                ) : null}
                {r.runStatus ? <span className="text-xs text-slate-600"> · run {r.runStatus}</span> : null}
              </Td>
              <Td className="whitespace-nowrap text-slate-600">
                <time dateTime={r.createdAt.toISOString()}>{when(r.createdAt)}</time>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="text-sm">
        <Link
          href={`/admin/delegations?${new URLSearchParams({ user: userEmail })}`}
          className="text-indigo-700 underline"
        >
          All of this user&apos;s delegations in the log
        </Link>
      </p>
    </>
  );
}
