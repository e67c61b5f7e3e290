import "server-only";
import { mayUseExpert } from "@/lib/domain/delegation-check";
import { buildInjection, parseStoredSpec, type ExpertConfig, type Injection, type InjectionOptions } from "@/lib/domain/injection";
import { parseMentions } from "@/lib/domain/mentions";
import type { RosterCandidate, RosterPolicy } from "@/lib/domain/roster";
import type { BuiltinSwitchState } from "@/lib/domain/subagents/builtins";
import type { GuardMode } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db";
import { stringList, teamGuardFromRow } from "@/lib/server/expert-columns";
import { AppError } from "@/lib/server/errors";
import { findUserByRef, resolveExpertRefs } from "@/lib/server/lookups";

/** The Expert fields a roster candidate is made of. */
export const rosterCandidateSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  delegationBrief: true,
  delegatable: true,
  status: true,
  deletedAt: true,
  ownerId: true,
} as const;

export type CandidateRow = {
  id: string;
  slug: string;
  name: string;
  description: string;
  delegationBrief: string | null;
  delegatable: boolean;
  status: string;
  deletedAt: Date | string | null;
  ownerId: string;
};

export type HarnessRequest = { userRef: string; expertRef: string; message?: string | null };

/**
 * The one harness path (SPEC §5): the Studio preview, the roster preview, the admin views and
 * the HTTP API all come here, so what a page shows is what the runtime gets.
 */
export async function getInjection(request: HarnessRequest, options: InjectionOptions = {}): Promise<Injection> {
  const user = await findUserByRef(request.userRef);
  if (!user) throw new AppError("not_found:user");
  const expertId = (await resolveExpertRefs([request.expertRef])).get(request.expertRef);
  const expert = expertId ? await loadExpertConfig(expertId, user.id) : null;
  if (!expert) throw new AppError("not_found:expert");
  return buildInjection(expert, await loadRosterContext(user.id, request.message ?? ""), options);
}

const expertConfigSelect = {
  id: true,
  slug: true,
  name: true,
  defaultModel: true,
  plugins: true,
  guardMode: true,
  guardMarkers: true,
  guardDeny: true,
  subagents: { orderBy: { position: "asc" as const }, select: { raw: true } },
} as const;

type ExpertConfigRow = {
  id: string;
  slug: string;
  name: string;
  defaultModel: string;
  plugins: unknown;
  guardMode: GuardMode;
  guardMarkers: unknown;
  guardDeny: unknown;
  subagents: { raw: string }[];
};

/** The Expert's stored configuration, or null when the user may not use it (one read for both). */
export async function loadExpertConfig(expertId: string, userId: string): Promise<ExpertConfig | null> {
  const row = await db.expert.findUnique({
    where: { id: expertId },
    select: { ...expertConfigSelect, ownerId: true, status: true, deletedAt: true, grants: { where: { userId }, select: { kind: true } } },
  });
  const usable =
    row !== null &&
    mayUseExpert({
      ownerIsUser: row.ownerId === userId,
      hasAccess: row.grants.length > 0,
      status: row.status === "published" ? "published" : "draft",
      deleted: row.deletedAt !== null,
    });
  return usable ? toExpertConfig(row) : null;
}

/**
 * An Expert's stored configuration with no access check: callers decide who may see it
 * (loadExpertConfig for users, the admin trace for admins).
 */
export async function readStoredExpertConfig(expertId: string): Promise<ExpertConfig | null> {
  const row = await db.expert.findUnique({ where: { id: expertId }, select: expertConfigSelect });
  return row ? toExpertConfig(row) : null;
}

async function toExpertConfig(row: ExpertConfigRow): Promise<ExpertConfig> {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    defaultModel: row.defaultModel,
    plugins: stringList(row.plugins),
    teamGuard: teamGuardFromRow(row),
    specs: row.subagents.map((s) => parseStoredSpec(s.raw)),
    builtinSwitches: await readBuiltinSwitches(row.id),
  };
}

/** SPEC §2.4: if the switches cannot be read, no exclusions apply and the report says so. */
async function readBuiltinSwitches(expertId: string): Promise<BuiltinSwitchState> {
  try {
    const rows = await db.builtinSwitch.findMany({ where: { expertId, enabled: false }, select: { handle: true } });
    return { readable: true, disabled: rows.map((r) => r.handle) };
  } catch (error) {
    console.error(JSON.stringify({ event: "builtin_switches_unreadable", expertId, error: String(error) }));
    return { readable: false, reason: "the builtin switch settings could not be read" };
  }
}

/** The user's policy and only the Experts the roster can consider (indexed lookups, no full scan). */
export async function loadRosterContext(userId: string, message: string) {
  const [policyRow, whitelistRows] = await Promise.all([
    db.delegationPolicy.findUnique({ where: { userId }, select: { mode: true } }),
    db.whitelistEntry.findMany({ where: { userId }, orderBy: { position: "asc" }, select: { expertId: true } }),
  ]);
  const mode = policyRow?.mode === "all" || policyRow?.mode === "whitelist" ? policyRow.mode : "none";
  const policy: RosterPolicy = { mode, whitelist: whitelistRows.map((w) => w.expertId) };
  const mentionSlugs = parseMentions(message).map((m) => m.slug);

  const [accessibleRows, namedRows] = await Promise.all([
    mode === "all" ? loadAccessibleCandidates(userId) : Promise.resolve([]),
    mode === "whitelist" || mentionSlugs.length > 0
      ? db.expert.findMany({
          where: { OR: [{ id: { in: mode === "whitelist" ? policy.whitelist : [] } }, { slug: { in: mentionSlugs } }] },
          select: { ...rosterCandidateSelect, grants: { where: { userId }, select: { kind: true } } },
        })
      : Promise.resolve([]),
  ]);
  const accessible = accessibleRows.map((row) => toRosterCandidate(row, true));
  const named = namedRows.map((row) => toRosterCandidate(row, row.grants.length > 0 || row.ownerId === userId));
  return { policy, message, accessible, named };
}

/**
 * Every Expert the user has access to, in one indexed join. Plain SQL (portable to PostgreSQL):
 * for 10,000 rows it costs a third of Prisma's nested relation load, which is the hot path of policy "all".
 * Rows arrive in roster order, so the roster's own sort has almost nothing left to do.
 */
function loadAccessibleCandidates(userId: string): Promise<CandidateRow[]> {
  return db.$queryRaw<CandidateRow[]>`
    SELECT e."id", e."slug", e."name", e."description", e."delegationBrief", e."delegatable", e."status", e."deletedAt", e."ownerId"
    FROM "AccessGrant" g JOIN "Expert" e ON e."id" = g."expertId"
    WHERE g."userId" = ${userId}
    ORDER BY e."nameKey", e."id"`;
}

export function toRosterCandidate(row: CandidateRow, hasAccess: boolean): RosterCandidate {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    delegationBrief: row.delegationBrief,
    delegatable: Boolean(row.delegatable),
    status: row.status === "published" ? "published" : "draft",
    deleted: row.deletedAt !== null,
    hasAccess,
  };
}
