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
import { boundPreview, type InjectionBounds } from "@/lib/domain/preview-bounds";
import type { ConfigWithoutSpecs } from "./trace-job";

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

/** The draft's injection cut to `limits`: what assembleInjection builds for the draft, then boundPreview. */
export function runPreviewJob(job: PreviewJob): Injection {
  const config: ExpertConfig = { ...job.config, specs: job.specs.map(parseStoredSpec) };
  const options = { ...job.options };
  return boundPreview(buildInjection(config, job.context, options, resolveExpert(config, options)), job.limits);
}
