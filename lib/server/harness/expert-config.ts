import "server-only";
import { mayUseExpert, hasAccess } from "@/lib/domain/expert-access";
import { parseStoredSpec, type ExpertConfig } from "@/lib/domain/injection";
import type { BuiltinSwitchState } from "@/lib/domain/subagents/builtins";
import { db } from "@/lib/server/db";
import { log } from "@/lib/server/log";
import { stringList, teamGuardFromRow } from "@/lib/server/expert-columns";

export type StoredExpertConfig = {
  config: ExpertConfig;
  ownerId: string;
  /** SPEC §5 "may use", for the user the read was made for. */
  usableBy: boolean;
};

/**
 * An Expert's stored configuration and, in the same read, whether `userId` may use it. This is
 * the one place the harness reads configuration, so choosing a draft or a live version lands here.
 */
export async function readExpertConfig(expertId: string, userId: string): Promise<StoredExpertConfig | null> {
  const row = await db.expert.findUnique({
    where: { id: expertId },
    select: {
      id: true,
      slug: true,
      name: true,
      defaultModel: true,
      plugins: true,
      guardMode: true,
      guardMarkers: true,
      guardDeny: true,
      ownerId: true,
      status: true,
      deletedAt: true,
      subagents: { orderBy: { position: "asc" }, select: { raw: true } },
      grants: { where: { userId }, select: { kind: true } },
    },
  });
  if (!row) return null;
  const ownerIsUser = row.ownerId === userId;
  const config: ExpertConfig = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    defaultModel: row.defaultModel,
    plugins: stringList(row.plugins),
    teamGuard: teamGuardFromRow(row),
    specs: row.subagents.map((s) => parseStoredSpec(s.raw)),
    builtinSwitches: await readBuiltinSwitches(row.id),
  };
  const usableBy = mayUseExpert({
    ownerIsUser,
    hasAccess: hasAccess(ownerIsUser, row.grants.length),
    status: row.status === "published" ? "published" : "draft",
    deleted: row.deletedAt !== null,
  });
  return { config, ownerId: row.ownerId, usableBy };
}

/** SPEC §2.4: if the switches cannot be read, no exclusions apply and the report says so. */
async function readBuiltinSwitches(expertId: string): Promise<BuiltinSwitchState> {
  try {
    const rows = await db.builtinSwitch.findMany({ where: { expertId, enabled: false }, select: { handle: true } });
    return { readable: true, disabled: rows.map((r) => r.handle) };
  } catch (error) {
    log.error({ event: "builtin_switches_unreadable", expertId, error: String(error) }, "builtin switches unreadable");
    return { readable: false, reason: "the builtin switch settings could not be read" };
  }
}
