import { diffSnapshots, type ExpertSnapshot, type SnapshotChange } from "./expert-snapshot";
import { parseStoredSpec, type ExpertConfig } from "./injection";
import type { TeamGuardSettings } from "./tool-surface";

/**
 * Everything a live version freezes (SPEC §10): the configuration a creator edits, as authored.
 * Status and deletion are the Expert's, not a version's; the slug is kept for the record only
 * (it is the Expert's identity and does not change with a version).
 */
export type ExpertVersionConfig = Omit<ExpertSnapshot, "status" | "deleted">;

/** Which configuration the harness reads: what runtimes get, the draft, the current live version, or a live version by number. */
export type VersionSelector = "served" | "draft" | "live" | { number: number };

/** SPEC §10: a published Expert serves its live version to everyone; otherwise its owner gets the draft. */
export function servesLive(expert: { status: string; deleted: boolean; hasLive: boolean }): boolean {
  return expert.status === "published" && !expert.deleted && expert.hasLive;
}

export function versionConfigOf(snapshot: ExpertSnapshot): ExpertVersionConfig {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { status, deleted, ...config } = snapshot;
  return config;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const text = (v: unknown, fallback = ""): string => (typeof v === "string" ? v : fallback);

/**
 * A stored version read defensively: the JSON column is written by this code and by the migration
 * (where SQLite may spell a boolean as 1), so anything missing reads as its default.
 */
export function readVersionConfig(value: unknown): ExpertVersionConfig {
  const v = (typeof value === "string" ? safeParse(value) : value) as Record<string, unknown> | null;
  const o = typeof v === "object" && v !== null ? v : {};
  const guard = (typeof o.teamGuard === "object" && o.teamGuard !== null ? o.teamGuard : {}) as Record<string, unknown>;
  const mode: TeamGuardSettings["mode"] = guard.mode === "warn" || guard.mode === "off" ? guard.mode : "enforce";
  const brief = typeof o.delegationBrief === "string" && o.delegationBrief.trim() !== "" ? o.delegationBrief : null;
  return {
    name: text(o.name),
    slug: text(o.slug),
    description: text(o.description),
    instructions: text(o.instructions),
    delegationBrief: brief,
    delegatable: o.delegatable === true || o.delegatable === 1,
    priceLabel: typeof o.priceLabel === "string" ? o.priceLabel : null,
    defaultModel: text(o.defaultModel),
    plugins: strings(o.plugins),
    teamGuard: { mode, markers: strings(guard.markers), deny: strings(guard.deny) },
    specs: strings(o.specs),
    disabledBuiltins: strings(o.disabledBuiltins),
  };
}

function safeParse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** A live version as the harness reads it; id and slug stay the Expert's. */
export function harnessConfigOf(expert: { id: string; slug: string }, version: ExpertVersionConfig): ExpertConfig {
  return {
    id: expert.id,
    slug: expert.slug,
    name: version.name,
    defaultModel: version.defaultModel,
    plugins: version.plugins,
    teamGuard: version.teamGuard,
    specs: version.specs.map(parseStoredSpec),
    builtinSwitches: { readable: true, disabled: version.disabledBuiltins },
  };
}

/** The columns the roster, the marketplace and the delegate check read, copied onto the Expert at publish. */
export function liveColumnsOf(version: ExpertVersionConfig) {
  return {
    liveName: version.name,
    liveNameKey: version.name.toLowerCase(),
    liveDescription: version.description,
    liveBrief: version.delegationBrief,
    liveDelegatable: version.delegatable,
  };
}

/** "Unpublished changes": what the draft changes against the live version, field by field (slug excluded: it is not versioned). */
export function diffDraftAgainstLive(live: ExpertVersionConfig, draft: ExpertVersionConfig): SnapshotChange[] {
  const asSnapshot = (c: ExpertVersionConfig): ExpertSnapshot => ({ ...c, slug: "", status: "published", deleted: false });
  return diffSnapshots(asSnapshot(live), asSnapshot(draft));
}
