import { readStoredContent, type ExpertVersionConfig } from "./expert-content";
import { diffSnapshots, type ExpertSnapshot, type SnapshotChange } from "./expert-snapshot";
import { parseStoredSpec, type ExpertConfig } from "./injection";

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
  const asSnapshot = (c: ExpertVersionConfig): ExpertSnapshot => ({ ...c, slug: "", status: "published", deleted: false });
  return diffSnapshots(asSnapshot(live), asSnapshot(draft));
}
