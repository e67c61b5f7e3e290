// Runs inside the harness worker (harness-worker.ts), where `server-only` cannot be imported: it throws
// outside the react-server condition. Nothing here is reachable from a client component.
import { harnessConfigOf, readVersionConfig } from "@/lib/domain/expert-version";
import {
  buildInjection,
  resolveExpert,
  type ExpertConfig,
  type ExpertResolution,
  type Injection,
  type InjectionOptions,
  type RosterContext,
} from "@/lib/domain/injection";
import { boundPreview, type InjectionBounds } from "@/lib/domain/preview-bounds";
import { runPreviewJob, type ConfigWithoutSpecs } from "./preview-job";

/**
 * One bounded view of an injection, computed where the specs are read. The caller reads the small
 * parts (the draft's columns, the roster context); the specs, up to 32 MB, are read here.
 */
export type TraceJob = {
  databaseUrl: string;
  expert: { id: string; slug: string };
  /** The draft (its columns as read by the caller, its specs read here), or a live version by id. */
  source: { kind: "draft"; config: ConfigWithoutSpecs } | { kind: "version"; versionId: string };
  context: RosterContext;
  /** The roster budget; the plugin catalog is always the platform's. */
  options: Pick<InjectionOptions, "rosterTokenBudget">;
  limits: InjectionBounds;
};

export type TraceResult = {
  config: ConfigWithoutSpecs;
  /** A live version's own delegation flag; null for the draft. */
  delegatable: boolean | null;
  /** The injection cut to `limits`, as boundPreview cuts it. */
  injection: Injection;
};

/** The reads of the large columns, on a connection of the job's own. */
export type SpecReads = {
  draftSpecs: (expertId: string) => Promise<string[]>;
  /** The stored configuration of a live version (parsed JSON), or null when there is none. */
  versionConfig: (versionId: string) => Promise<unknown>;
};

type KeptVersion = {
  config: Omit<ExpertConfig, "id" | "slug">;
  delegatable: boolean;
  resolved: ExpertResolution;
  chars: number;
};

// Live versions are immutable (rules §10): a version id names one configuration forever, so its
// resolution is kept and a repeated view only builds the roster part. Bounded by count and by the
// text the versions hold (two of the largest possible fit).
const KEPT_VERSIONS = 16;
const KEPT_CHARS = 64_000_000;
const versions = new Map<string, KeptVersion>();

export async function runTraceJob(job: TraceJob, reads: SpecReads): Promise<TraceResult | null> {
  if (job.source.kind === "draft") {
    const { context, options, limits } = job;
    const specs = await reads.draftSpecs(job.expert.id);
    const injection = runPreviewJob({ config: job.source.config, specs, context, options, limits });
    return { config: job.source.config, delegatable: null, injection };
  }
  const kept = await keptVersion(job.source.versionId, reads);
  if (!kept) return null;
  const config: ExpertConfig = { ...kept.config, id: job.expert.id, slug: job.expert.slug };
  const injection = buildInjection(config, job.context, { ...job.options }, kept.resolved);
  const { specs: _specs, ...withoutSpecs } = config;
  return { config: withoutSpecs, delegatable: kept.delegatable, injection: boundPreview(injection, job.limits) };
}

async function keptVersion(versionId: string, reads: SpecReads): Promise<KeptVersion | null> {
  const found = versions.get(versionId);
  if (found) {
    // Most recently used last, so the oldest is the one evicted.
    versions.delete(versionId);
    versions.set(versionId, found);
    return found;
  }
  const stored = await reads.versionConfig(versionId);
  if (stored === null || stored === undefined) return null;
  const version = readVersionConfig(stored);
  const { id: _id, slug: _slug, ...config } = harnessConfigOf({ id: "", slug: "" }, version);
  const kept: KeptVersion = {
    config,
    delegatable: version.delegatable,
    resolved: resolveExpert({ ...config, id: "", slug: "" }),
    chars: version.specs.reduce((sum, raw) => sum + raw.length, 0),
  };
  versions.set(versionId, kept);
  let chars = 0;
  for (const v of versions.values()) chars += v.chars;
  for (const [id, v] of versions) {
    if (versions.size <= 1 || (versions.size <= KEPT_VERSIONS && chars <= KEPT_CHARS)) break;
    versions.delete(id);
    chars -= v.chars;
  }
  return kept;
}
