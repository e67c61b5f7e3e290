// The trace worker's entry (started by trace-thread.ts): the large reads and the resolution of a
// trace run here, off the thread that answers every other request.
import { parentPort } from "node:worker_threads";
import { runTraceJob, type TraceJob } from "./trace-job";
import { withSpecReads } from "./trace-reads";

export type TraceRequest = { id: number; job: TraceJob };
export type TraceAnswer =
  { id: number; result: Awaited<ReturnType<typeof runTraceJob>> } | { id: number; error: string };

parentPort?.on("message", ({ id, job }: TraceRequest) => {
  withSpecReads(job.databaseUrl, (reads) => runTraceJob(job, reads)).then(
    (result) => parentPort?.postMessage({ id, result } satisfies TraceAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies TraceAnswer),
  );
});
