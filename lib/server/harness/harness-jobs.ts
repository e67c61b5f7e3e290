// Runs inside the harness worker (see trace-job.ts for why there is no `server-only` here): the
// kinds of job the worker takes, one per kind of request, and what each sends back.
import { runDraftPreviewJob, type DraftPreviewAnswer, type DraftPreviewJob } from "./draft-preview-job";
import { runRoutingJob, type DraftRouting, type RoutingJob } from "./preview-job";
import { runTraceJob, type TraceJob, type TraceResult } from "./trace-job";
import { withSpecReads } from "./trace-reads";

export type HarnessJobs = {
  /** The admin trace of one Expert (admin-trace.ts): its specs are read here. */
  trace: { job: TraceJob; result: TraceResult | null };
  /** The Studio's preview of an unsaved draft, from its request's body (draft-preview.ts). */
  preview: { job: DraftPreviewJob; result: DraftPreviewAnswer };
  /** The Studio's routing preview of an unsaved draft (draft-preview.ts). */
  routing: { job: RoutingJob; result: DraftRouting };
};
export type HarnessJobKind = keyof HarnessJobs;

export type HarnessRequest = {
  [K in HarnessJobKind]: { id: number; kind: K; job: HarnessJobs[K]["job"] };
}[HarnessJobKind];
export type HarnessAnswer = { id: number; result: unknown } | { id: number; error: string };

export async function runHarnessJob(request: HarnessRequest): Promise<HarnessJobs[HarnessJobKind]["result"]> {
  switch (request.kind) {
    case "trace": {
      const { job } = request;
      return withSpecReads(job.databaseUrl, (reads) => runTraceJob(job, reads));
    }
    case "preview":
      return runDraftPreviewJob(request.job);
    case "routing":
      return runRoutingJob(request.job);
  }
}
