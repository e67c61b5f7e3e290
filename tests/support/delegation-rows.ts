import type { DelegationLogRow } from "@/lib/server/harness/delegation-log";

/**
 * A delegation log row as the endpoint writes it, for tests that fill the log directly: Bob's accepted
 * delegation from the SQL Expert to Contract Review at `createdAt`, with `fields` changed.
 */
export function delegationRow(createdAt: Date, fields: Partial<DelegationLogRow> = {}) {
  return {
    createdAt,
    day: createdAt.toISOString().slice(0, 10),
    requestId: `row-${createdAt.getTime()}`,
    userId: "u_bob",
    userRef: "u_bob",
    fromRef: "e_sql",
    toRef: "e_contract",
    fromId: "e_sql",
    toId: "e_contract",
    chain: [],
    input: "x",
    status: "accepted" as const,
    ...fields,
  } satisfies DelegationLogRow;
}
