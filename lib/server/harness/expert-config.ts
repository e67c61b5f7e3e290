import "server-only";
import { mayUseExpert, hasAccess } from "@/lib/domain/expert-access";
import type { ExpertVersionConfig } from "@/lib/domain/expert-content";
import {
  harnessConfigOf,
  publishedStatus,
  readVersionConfig,
  servesLive,
  type VersionSelector,
} from "@/lib/domain/expert-version";
import { parseStoredSpec, type ExpertConfig } from "@/lib/domain/injection";
import type { BuiltinSwitchState } from "@/lib/domain/subagents/builtins";
import { db } from "@/lib/server/db";
import { errorFields, log } from "@/lib/server/log";
import { INJECTED_CONTENT_SELECT, stringList, teamGuardFromRow } from "@/lib/server/expert-columns";
import { liveVersionConfig } from "./live-version-cache";
import { readRows } from "./sql-reader";
import { isSet, type SqlDateTime, type SqlExpertStatus, type SqlGrantKind } from "./sql-rows";

export type StoredExpertConfig = {
  config: ExpertConfig;
  ownerId: string;
  ownerIsUser: boolean;
  /** rules §5 "may use", for the user the read was made for. */
  usableBy: boolean;
  /** Which configuration was read: the draft, or a live version by number. */
  source: { kind: "draft" } | { kind: "live"; number: number };
  /** The current live version's id when that is what was read: its resolution can be shared. */
  liveVersionId: string | null;
  /** The live version as authored, when a live version was read (pages show its name, brief, flag and price). */
  liveConfig: ExpertVersionConfig | null;
};

/** The Expert row and whether the user holds a grant on it: one indexed read (the grant is keyed by user and Expert). */
export type ExpertAccessRow = {
  id: string;
  slug: string;
  ownerId: string;
  status: SqlExpertStatus;
  deleted: boolean;
  liveVersionId: string | null;
  grantKind: SqlGrantKind | null;
};

/** ExpertAccessRow as SQL returns it (every query that reads one selects these columns). */
export type ExpertAccessSqlRow = Omit<ExpertAccessRow, "deleted"> & { deletedAt: SqlDateTime | null };

export function expertAccessOf({ deletedAt, ...row }: ExpertAccessSqlRow): ExpertAccessRow {
  return { ...row, deleted: isSet(deletedAt) };
}

/**
 * An Expert's stored configuration and, in the same read, whether `userId` may use it. This is
 * the one place the harness reads configuration: `selector` chooses the draft or a live version
 * (rules §10). A published Expert's live version comes through its pointer, parsed once per process
 * (live-version-cache.ts); null when the Expert, or the live version asked for, does not exist.
 * `known`: the Expert's row for this user when the caller read it already (the injection does).
 */
export async function readExpertConfig(
  expertId: string,
  userId: string,
  selector: VersionSelector = "served",
  known?: ExpertAccessRow,
): Promise<StoredExpertConfig | null> {
  const row = known ?? (await readExpertAccess(expertId, userId));
  if (!row) return null;
  const ownerIsUser = row.ownerId === userId;
  const deleted = row.deleted;
  const usableBy = mayUseExpert({
    ownerIsUser,
    hasAccess: hasAccess(ownerIsUser, row.grantKind === null ? 0 : 1),
    // Without a live version there is nothing to serve to anyone but the owner.
    status: publishedStatus(row),
    deleted,
  });
  const base = { ownerId: row.ownerId, ownerIsUser, usableBy };
  if (
    selector === "live" ||
    (selector === "served" && servesLive({ status: row.status, deleted, hasLive: row.liveVersionId !== null }))
  ) {
    const versionId = row.liveVersionId;
    const live = versionId
      ? await liveVersionConfig(versionId, row, () =>
          db.expertVersion.findUnique({ where: { id: versionId }, select: { number: true, config: true } }),
        )
      : null;
    if (!versionId || !live) return null;
    return {
      ...base,
      config: live.config,
      source: { kind: "live", number: live.number },
      liveVersionId: versionId,
      liveConfig: live.version,
    };
  }
  if (typeof selector === "object") {
    const version = await db.expertVersion.findUnique({
      where: { expertId_number: { expertId, number: selector.number } },
      select: { number: true, config: true },
    });
    if (!version) return null;
    const liveConfig = readVersionConfig(version.config);
    return {
      ...base,
      config: harnessConfigOf(row, liveConfig),
      source: { kind: "live", number: version.number },
      liveVersionId: null,
      liveConfig,
    };
  }
  const draft = await readDraftConfig(expertId);
  return draft && { ...base, config: draft, source: { kind: "draft" }, liveVersionId: null, liveConfig: null };
}

async function readExpertAccess(expertId: string, userId: string): Promise<ExpertAccessRow | null> {
  const [row] = await readRows<ExpertAccessSqlRow>(
    `SELECT e."id", e."slug", e."ownerId", e."status", e."deletedAt", e."liveVersionId", g."kind" AS "grantKind"
     FROM "Expert" e LEFT JOIN "AccessGrant" g ON g."expertId" = e."id" AND g."userId" = ?
     WHERE e."id" = ?`,
    [userId, expertId],
  );
  return row ? expertAccessOf(row) : null;
}

async function readDraftConfig(expertId: string): Promise<ExpertConfig | null> {
  const [row, builtinSwitches] = await Promise.all([
    db.expert.findUnique({
      where: { id: expertId },
      select: { id: true, ...INJECTED_CONTENT_SELECT },
    }),
    readBuiltinSwitches(expertId),
  ]);
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    defaultModel: row.defaultModel,
    plugins: stringList(row.plugins),
    teamGuard: teamGuardFromRow(row),
    specs: row.subagents.map((s) => parseStoredSpec(s.raw)),
    builtinSwitches,
  };
}

/** rules §2.4: if the switches cannot be read, no exclusions apply and the report says so. */
export async function readBuiltinSwitches(expertId: string): Promise<BuiltinSwitchState> {
  try {
    const rows = await db.builtinSwitch.findMany({ where: { expertId, enabled: false }, select: { handle: true } });
    return { readable: true, disabled: rows.map((r) => r.handle) };
  } catch (error) {
    log.error({ event: "builtin_switches_unreadable", expertId, ...errorFields(error) }, "builtin switches unreadable");
    return { readable: false, reason: "the builtin switch settings could not be read" };
  }
}
