import "server-only";
import { PLUGINS, type PluginDefinition } from "@/lib/domain/catalog";
import type { ExpertVersionConfig } from "@/lib/domain/expert-content";
import { harnessConfigOf, readVersionConfig } from "@/lib/domain/expert-version";
import { resolveExpert, type ExpertConfig, type ExpertResolution } from "@/lib/domain/injection";

/**
 * Live versions are immutable (rules §10): a version id names one configuration forever, and a new
 * publish is a new id. So what the harness derives from a version alone (the parsed configuration,
 * its tool surface and resolved subagents) is kept here and shared by every request for it instead
 * of being parsed and resolved again. It cannot go stale, and another instance computes the same
 * (rules §8). Entries are frozen: a caller that tried to change a shared one would throw.
 */
const LIMIT = 500;

type Entry = {
  number: number;
  /** id and slug are the Expert's, not the version's: callers put them back. */
  config: Omit<ExpertConfig, "id" | "slug">;
  /** The version as authored (name, description, brief, delegatable, price): what pages show of it. */
  version: ExpertVersionConfig;
  resolved: WeakMap<readonly PluginDefinition[], ExpertResolution>;
};

const globalForCache = globalThis as unknown as { expertStudioLiveVersions?: Map<string, Entry> };
const entries = (globalForCache.expertStudioLiveVersions ??= new Map<string, Entry>());

/** A live version's number and parsed configuration, read through `read` only the first time. */
export async function liveVersionConfig(
  versionId: string,
  expert: { id: string; slug: string },
  read: () => Promise<{ number: number; config: unknown } | null>,
): Promise<{ number: number; config: ExpertConfig; version: ExpertVersionConfig } | null> {
  let entry = entries.get(versionId);
  if (entry) {
    // Most recently used last, so the oldest is the one evicted.
    entries.delete(versionId);
    entries.set(versionId, entry);
  } else {
    const row = await read();
    if (!row) return null;
    const version = deepFreeze(readVersionConfig(row.config));
    const { id: _id, slug: _slug, ...config } = harnessConfigOf({ id: "", slug: "" }, version);
    entry = { number: row.number, config: deepFreeze(config), version, resolved: new WeakMap() };
    entries.set(versionId, entry);
    if (entries.size > LIMIT) entries.delete(entries.keys().next().value as string);
  }
  return {
    number: entry.number,
    config: { ...entry.config, id: expert.id, slug: expert.slug },
    version: entry.version,
  };
}

/** The version's tool surface and subagents against `catalog`, resolved once per catalog. */
export function resolvedLiveVersion(
  versionId: string,
  config: ExpertConfig,
  catalog: readonly PluginDefinition[] = PLUGINS,
): ExpertResolution {
  const entry = entries.get(versionId);
  if (!entry) return resolveExpert(config, { catalog });
  let resolved = entry.resolved.get(catalog);
  if (!resolved) {
    resolved = deepFreeze(resolveExpert(config, { catalog }));
    entry.resolved.set(catalog, resolved);
  }
  return resolved;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
