import "server-only";
import { buildInjection, parseStoredSpec, type ExpertConfig, type Injection } from "@/lib/domain/injection";
import type { BuiltinSwitchState } from "@/lib/domain/subagents/builtins";
import type { TeamGuardSettings } from "@/lib/domain/tool-surface";
import { assertAdmin } from "./admin-auth";
import { db } from "./db";
import { loadRosterContext } from "./harness";
import type { Viewer } from "./users";

/**
 * The same fields loadExpertConfig (harness.ts) reads, without the per-user "may use" check:
 * admins trace any Expert, drafts and deleted ones included. An integration test compares the
 * two on every demo Expert so they cannot drift apart.
 */
export async function loadExpertConfigForAdmin(viewer: Viewer | null, expertId: string): Promise<ExpertConfig | null> {
  assertAdmin(viewer);
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
      subagents: { orderBy: { position: "asc" }, select: { raw: true } },
    },
  });
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    defaultModel: row.defaultModel,
    plugins: stringArray(row.plugins),
    teamGuard: {
      mode: row.guardMode === "warn" || row.guardMode === "off" ? row.guardMode : "enforce",
      markers: stringArray(row.guardMarkers),
      deny: stringArray(row.guardDeny),
    } satisfies TeamGuardSettings,
    specs: row.subagents.map((s) => parseStoredSpec(s.raw)),
    builtinSwitches: await readBuiltinSwitches(row.id),
  };
}

export type ExpertTrace = {
  expert: {
    id: string;
    slug: string;
    name: string;
    status: string;
    deleted: boolean;
    delegatable: boolean;
    version: number;
    updatedAt: Date;
    owner: { id: string; email: string; name: string };
    defaultModel: string;
    plugins: string[];
    teamGuard: TeamGuardSettings;
  };
  injection: Injection;
};

/** The resolution trace of any Expert: its stored configuration through the pure harness, the owner's roster. */
export async function getExpertTrace(viewer: Viewer | null, expertId: string): Promise<ExpertTrace | null> {
  assertAdmin(viewer);
  const meta = await db.expert.findUnique({
    where: { id: expertId },
    select: {
      id: true, slug: true, name: true, status: true, deletedAt: true, delegatable: true, version: true, updatedAt: true,
      owner: { select: { id: true, email: true, name: true } },
    },
  });
  const config = meta ? await loadExpertConfigForAdmin(viewer, expertId) : null;
  if (!meta || !config) return null;
  const injection = buildInjection(config, await loadRosterContext(meta.owner.id, ""));
  return {
    expert: {
      id: meta.id,
      slug: meta.slug,
      name: meta.name,
      status: meta.status,
      deleted: meta.deletedAt !== null,
      delegatable: meta.delegatable,
      version: meta.version,
      updatedAt: meta.updatedAt,
      owner: meta.owner,
      defaultModel: config.defaultModel,
      plugins: config.plugins,
      teamGuard: config.teamGuard,
    },
    injection,
  };
}

/** SPEC §2.4, as in harness.ts: unreadable switches mean no exclusions, and the report says so. */
async function readBuiltinSwitches(expertId: string): Promise<BuiltinSwitchState> {
  try {
    const rows = await db.builtinSwitch.findMany({ where: { expertId, enabled: false }, select: { handle: true } });
    return { readable: true, disabled: rows.map((r) => r.handle) };
  } catch (error) {
    console.error(JSON.stringify({ event: "builtin_switches_unreadable", expertId, error: String(error) }));
    return { readable: false, reason: "the builtin switch settings could not be read" };
  }
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
