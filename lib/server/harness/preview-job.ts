// Runs inside the harness worker (see trace-job.ts for why there is no `server-only` here).
import {
  buildInjection,
  parseStoredSpec,
  resolveExpert,
  type ExpertConfig,
  type Injection,
  type InjectionOptions,
  type RosterContext,
} from "@/lib/domain/injection";
import { collapseOverlaps, overlapGroups, type OverlapGroup } from "@/lib/domain/overlap-groups";
import { boundPreview, type InjectionBounds } from "@/lib/domain/preview-bounds";
import { subagentRoutingPreview, type RoutingPreview } from "@/lib/domain/routing-preview";

/** An Expert's configuration without its specs: the part small enough to pass between threads. */
export type ConfigWithoutSpecs = Omit<ExpertConfig, "specs">;

/**
 * The Studio's preview of an unsaved draft, as plain data: the caller checked who asks and read the
 * Expert's row, its builtin switches and the owner's roster context; the draft's specs come as sent.
 */
export type PreviewJob = {
  config: ConfigWithoutSpecs;
  /** The draft's specs as raw text, each parsed here as a stored spec is. */
  specs: string[];
  context: RosterContext;
  /** The roster budget; the plugin catalog is always the platform's. */
  options: Pick<InjectionOptions, "rosterTokenBudget">;
  limits: InjectionBounds;
};

/**
 * The draft's injection cut to `limits`: what assembleInjection builds for the draft, then
 * boundPreview. The admin trace of a draft is the same with the stored specs (trace-job.ts).
 */
export function runPreviewJob(job: PreviewJob): Injection {
  const config = withSpecs(job);
  const options = { ...job.options };
  return boundPreview(buildInjection(config, job.context, options, resolveExpert(config, options)), job.limits);
}

/** The Studio's routing preview of an unsaved draft: its kept subagents ranked for a sample message. */
export type RoutingJob = Pick<PreviewJob, "config" | "specs"> & { message: string };

export type DraftRouting = { routing: RoutingPreview; groups: OverlapGroup[]; kept: number };

/**
 * rules §11: the draft's kept subagents (exactly the ones its injection lists) ranked for `message`,
 * long overlap lists pointing to their groups.
 */
export function runRoutingJob(job: RoutingJob): DraftRouting {
  const { subagents } = resolveExpert(withSpecs(job)).resolution;
  const routing = subagentRoutingPreview(subagents, job.message);
  // Sixty similar subagents make 1,770 pairs: each candidate names a few, the groups hold the rest.
  return { routing: collapseOverlaps(routing), groups: overlapGroups(routing), kept: subagents.length };
}

/** The draft's configuration with its specs parsed as stored specs are. */
function withSpecs(job: Pick<PreviewJob, "config" | "specs">): ExpertConfig {
  return { ...job.config, specs: job.specs.map(parseStoredSpec) };
}
