import "server-only";
import type { RosterPolicy } from "@/lib/domain/roster";
import { USER_REF_SQL, userRefParams } from "@/lib/server/lookups";
import { expertAccessOf, type ExpertAccessRow, type ExpertAccessSqlRow } from "./expert-config";
import { CANDIDATE_COLUMNS } from "./roster-candidates";
import { policyOf, type NamedCandidateRow } from "./roster-context";
import { placeholders, readRows } from "./sql-reader";
import { isSet, type SqlDateTime } from "./sql-rows";

export type InjectionRefs = {
  user: { id: string; disabled: boolean } | null;
  expert: ExpertAccessRow | null;
  policy: RosterPolicy;
  /** The Experts the roster may name: the whitelist's when the policy is "whitelist", and the mentioned slugs'. */
  named: NamedCandidateRow[];
};

/**
 * A row of the statement below, by its kind `k` (the columns another kind uses come back NULL):
 * the user, the Expert, the policy, a whitelist entry (its Expert's columns NULL when that Expert is
 * gone) and a mentioned Expert. `v` is the id (the policy's mode for "p").
 */
type RefRow =
  | { k: "u"; v: string; disabledAt: SqlDateTime | null; position: number }
  | ({ k: "e"; v: string; position: number } & Omit<ExpertAccessSqlRow, "id">)
  | { k: "p"; v: string }
  | ({ k: "w" | "n"; v: string; position: number } & Omit<NamedCandidateRow, "id">)
  | ({ k: "w"; v: string; position: number; slug: null } & NullColumns<Omit<NamedCandidateRow, "id" | "slug">>);
type NullColumns<T> = { [K in keyof T]: null };

// Every branch has the same columns, typed in the first (PostgreSQL would read an untyped NULL as
// text); `k` says which read a row answers. The user, then "me": the user an id names wins over one
// whose email spells the same, as lib/server/lookups.ts resolves them.
const USER = `WITH "u" AS (SELECT "id", "disabledAt", CASE WHEN "id" = ? THEN 0 ELSE 1 END AS "rank" FROM "User" WHERE ${USER_REF_SQL}),
     "me" AS (SELECT "id" FROM "u" ORDER BY "rank" LIMIT 1)
   SELECT 'u' AS "k", "id" AS "v", "disabledAt", "rank" AS "position", NULL AS "slug", NULL AS "ownerId", NULL AS "status", NULL AS "deletedAt",
     NULL AS "liveVersionId", NULL AS "grantKind", NULL AS "name", NULL AS "liveName", NULL AS "liveDescription", NULL AS "liveBrief", CAST(NULL AS BOOLEAN) AS "liveDelegatable"
   FROM "u"`;
const EXPERT = `SELECT 'e', e."id", NULL, CASE WHEN e."id" = ? THEN 0 ELSE 1 END, e."slug", e."ownerId", CAST(e."status" AS TEXT), e."deletedAt",
     e."liveVersionId", CAST(g."kind" AS TEXT), NULL, NULL, NULL, NULL, NULL
   FROM "Expert" e LEFT JOIN "AccessGrant" g ON g."expertId" = e."id" AND g."userId" = (SELECT "id" FROM "me")
   WHERE e."id" = ? OR e."slug" = ?`;
// The whitelist's entries in order, each with the Expert it names (if it still exists) and the user's grant on it.
const POLICY = `SELECT 'p', CAST("mode" AS TEXT), NULL, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
   FROM "DelegationPolicy" WHERE "userId" = (SELECT "id" FROM "me")
   UNION ALL
   SELECT 'w', w."expertId", NULL, w."position", e."slug", e."ownerId", CAST(e."status" AS TEXT), e."deletedAt", NULL, CAST(g."kind" AS TEXT),
     e."name", e."liveName", e."liveDescription", e."liveBrief", e."liveDelegatable"
   FROM "WhitelistEntry" w LEFT JOIN "Expert" e ON e."id" = w."expertId"
     LEFT JOIN "AccessGrant" g ON g."expertId" = e."id" AND g."userId" = (SELECT "id" FROM "me")
   WHERE w."userId" = (SELECT "id" FROM "me")`;
// The Experts the message mentions, with the user's grant on each.
const mentioned = (
  count: number,
) => `SELECT 'n', e."id", NULL, 0, e."slug", e."ownerId", CAST(e."status" AS TEXT), e."deletedAt", NULL, CAST(g."kind" AS TEXT),
     e."name", e."liveName", e."liveDescription", e."liveBrief", e."liveDelegatable"
   FROM "Expert" e LEFT JOIN "AccessGrant" g ON g."expertId" = e."id" AND g."userId" = (SELECT "id" FROM "me")
   WHERE e."slug" IN (${placeholders(count)})`;

// The statement for each number of mentions (at most 50 are read), written once rather than on every injection.
const statements: string[] = [];
function refsSql(mentions: number): string {
  statements[mentions] ??=
    [USER, EXPERT, POLICY, ...(mentions > 0 ? [mentioned(mentions)] : [])].join("\n UNION ALL\n ") +
    `\n ORDER BY "k", "position"`;
  return statements[mentions];
}

/**
 * Everything an injection reads before its roster, in one statement (one round trip on PostgreSQL,
 * where the database's work per request is what instances share): the user by id or email, the
 * Expert by id or slug with the user's grant on it, the user's delegation policy and whitelist, and
 * the Experts the whitelist and the message's mentions name. The live configuration comes from
 * live-version-cache.ts, so for a whitelist policy this is the injection's only read.
 */
export async function readInjectionRefs(
  userRef: string,
  expertRef: string,
  mentionSlugs: readonly string[],
): Promise<InjectionRefs> {
  const rows = await readRows<RefRow>(refsSql(mentionSlugs.length), [
    userRef,
    ...userRefParams(userRef),
    expertRef,
    expertRef,
    expertRef.toLowerCase(),
    ...mentionSlugs,
  ]);
  // Sorted by kind, then id matches first.
  const policy = policyOf(rows.flatMap((r) => (r.k === "p" || r.k === "w" ? [{ k: r.k, v: r.v }] : [])));
  const user = rows.find((r) => r.k === "u");
  const expert = rows.find((r) => r.k === "e");
  return {
    user: user ? { id: user.v, disabled: isSet(user.disabledAt) } : null,
    expert: expert ? expertOf(expert) : null,
    policy,
    named: rows.flatMap((r) =>
      (r.k === "n" || (r.k === "w" && policy.mode === "whitelist")) && r.slug !== null ? [namedRow(r)] : [],
    ),
  };
}

/** A row's columns as the kind's own row: `v` as the id, the other kinds' NULL padding left out. */
function columnsOf<R extends { v: string }, K extends keyof R>(row: R, columns: Record<K, true>) {
  const picked = Object.fromEntries(Object.keys(columns).map((c) => [c, row[c as K]]));
  return { id: row.v, ...picked } as { id: string } & Pick<R, K>;
}

// Every column of the kind's row but its id: a column added to the row type and not here fails typecheck.
const EXPERT_COLUMNS = {
  slug: true,
  ownerId: true,
  status: true,
  deletedAt: true,
  liveVersionId: true,
  grantKind: true,
} satisfies Record<keyof Omit<ExpertAccessSqlRow, "id">, true>;
const NAMED_COLUMNS = { ...CANDIDATE_COLUMNS, grantKind: true } satisfies Record<
  keyof Omit<NamedCandidateRow, "id">,
  true
>;

const expertOf = (row: Extract<RefRow, { k: "e" }>): ExpertAccessRow => expertAccessOf(columnsOf(row, EXPERT_COLUMNS));

const namedRow = (row: Extract<RefRow, { k: "w" | "n"; slug: string }>): NamedCandidateRow =>
  columnsOf(row, NAMED_COLUMNS);
