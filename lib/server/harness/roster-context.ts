import "server-only";
import type { RosterContext } from "@/lib/domain/injection";
import { parseMentions } from "@/lib/domain/mentions";
import type { RosterPolicy } from "@/lib/domain/roster";
import { loadAccessibleCandidates } from "./accessible-candidates";
import { toRosterCandidate, type CandidateRow } from "./roster-candidates";
import { placeholders, readRows } from "./sql-reader";
import type { SqlGrantKind } from "./sql-rows";

/** What the caller read already: the policy, and perhaps the named Experts (the injection reads both with the user). */
export type KnownRosterRows = { policy: RosterPolicy; named?: NamedCandidateRow[] };

/** The slugs a message mentions: the Experts read as named candidates beside the whitelist's. */
export const mentionedSlugs = (message: string) => parseMentions(message).map((m) => m.slug);

/** The user's policy and only the Experts the roster can consider (indexed lookups, no full scan). */
export async function loadRosterContext(
  userId: string,
  message: string,
  known?: KnownRosterRows,
): Promise<RosterContext> {
  const policy = known?.policy ?? (await loadPolicy(userId));
  const [accessibleRows, namedRows] = await Promise.all([
    policy.mode === "all" ? loadAccessibleCandidates(userId) : Promise.resolve([]),
    known?.named ?? loadNamedCandidates(userId, policy, mentionedSlugs(message)),
  ]);
  return {
    policy,
    message,
    accessible: accessibleRows,
    named: namedRows.map((row) => toRosterCandidate(row, userId, row.grantKind === null ? 0 : 1)),
  };
}

/** The policy row and the whitelist in one read: the policy first, then the entries in order. */
async function loadPolicy(userId: string): Promise<RosterPolicy> {
  const rows = await readRows<PolicyRow>(
    `SELECT 'p' AS "k", CAST("mode" AS TEXT) AS "v", 0 AS "position" FROM "DelegationPolicy" WHERE "userId" = ?
     UNION ALL
     SELECT 'w' AS "k", "expertId" AS "v", "position" FROM "WhitelistEntry" WHERE "userId" = ?
     ORDER BY "k", "position"`,
    [userId, userId],
  );
  return policyOf(rows);
}

/** A policy row (`k` "p", `v` the mode) and whitelist rows (`k` "w", `v` an Expert id) in whitelist order. */
export type PolicyRow = { k: "p" | "w"; v: string };

export function policyOf(rows: readonly PolicyRow[]): RosterPolicy {
  const stored = rows.find((r) => r.k === "p")?.v;
  const mode = stored === "all" || stored === "whitelist" ? stored : "none";
  return { mode, whitelist: rows.filter((r) => r.k === "w").map((r) => r.v) };
}

/** An Expert a whitelist entry or a mention names, with the user's grant on it if any. */
export type NamedCandidateRow = CandidateRow & { grantKind: SqlGrantKind | null };

/** Experts named by the whitelist (under its policy) or mentions (slugs), each with the user's grant if any (keyed by user and Expert). */
async function loadNamedCandidates(
  userId: string,
  policy: RosterPolicy,
  slugs: string[],
): Promise<NamedCandidateRow[]> {
  const ids = policy.mode === "whitelist" ? policy.whitelist : [];
  if (ids.length === 0 && slugs.length === 0) return [];
  const byId = ids.length > 0 ? `e."id" IN (${placeholders(ids.length)})` : "1 = 0";
  const bySlug = slugs.length > 0 ? `e."slug" IN (${placeholders(slugs.length)})` : "1 = 0";
  return readRows<NamedCandidateRow>(
    `SELECT e."id", e."slug", e."name", e."liveName", e."liveDescription", e."liveBrief", e."liveDelegatable", e."status", e."deletedAt", e."ownerId",
       g."kind" AS "grantKind"
     FROM "Expert" e LEFT JOIN "AccessGrant" g ON g."expertId" = e."id" AND g."userId" = ?
     WHERE ${byId} OR ${bySlug}`,
    [userId, ...ids, ...slugs],
  );
}
