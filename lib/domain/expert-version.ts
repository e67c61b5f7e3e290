import { readStoredContent, type ExpertVersionConfig } from "./expert-content";
import { diffSnapshots, type ExpertSnapshot, type SnapshotChange } from "./expert-snapshot";
import { parseStoredSpec, type ExpertConfig } from "./injection";

/** Which configuration the harness reads: what runtimes get, the draft, the current live version, or a live version by number. */
export type VersionSelector = "served" | "draft" | "live" | { number: number };

// rules §10 "served", written once: a published Expert with a live version serves it to everyone
// (unless deleted); one never published is a draft, whatever its status column says. Code asks
// `publishedStatus` / `servesLive`, Prisma reads use SERVED_EXPERT_WHERE, raw SQL `publishedLiveSql`.
// A live version shows as the Expert's pointer to it (`liveVersionId`); the roster's reads, which
// read only the live fields copied onto the Expert with that pointer, see it as the copied `liveName`.

type LiveMark = { liveVersionId: string | null } | { liveName: string | null };

/** Whether the Expert row has a live version, from the pointer or, in a roster read, the copied name. */
export function hasLiveVersion(row: LiveMark): boolean {
  return "liveVersionId" in row ? row.liveVersionId !== null : row.liveName !== null;
}

/** The status the access rules see: "published" only with a live version to serve. */
export function publishedStatus(row: { status: string } & LiveMark): "published" | "draft" {
  return row.status === "published" && hasLiveVersion(row) ? "published" : "draft";
}

/** rules §10: a published Expert serves its live version to everyone; otherwise its owner gets the draft. */
export function servesLive(expert: { status: string; deleted: boolean; hasLive: boolean }): boolean {
  return expert.status === "published" && !expert.deleted && expert.hasLive;
}

/** The Prisma where clause of an Expert that is served now. */
export const SERVED_EXPERT_WHERE = { status: "published", deletedAt: null, liveVersionId: { not: null } } as const;

/** `publishedStatus` in SQL, for the Expert table under `alias`: true when it is "published". */
export function publishedLiveSql(alias: string, live: "liveVersionId" | "liveName" = "liveVersionId"): string {
  return `(${alias}."status" = 'published' AND ${alias}."${live}" IS NOT NULL)`;
}

export function versionConfigOf(snapshot: ExpertSnapshot): ExpertVersionConfig {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { status, deleted, ...config } = snapshot;
  return config;
}

/** A stored version read defensively, each field to its default when missing (expert-content.ts). */
export function readVersionConfig(value: unknown): ExpertVersionConfig {
  return readStoredContent(value);
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
  const asSnapshot = (c: ExpertVersionConfig): ExpertSnapshot => ({
    ...c,
    slug: "",
    status: "published",
    deleted: false,
  });
  return diffSnapshots(asSnapshot(live), asSnapshot(draft));
}
