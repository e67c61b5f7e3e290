// The harness worker's entry (started by harness-thread.ts): the large reads and the resolutions of
// the admin trace and the Studio's preview run here, off the thread that answers every other request.
import { parentPort } from "node:worker_threads";
import { runHarnessJob, type HarnessAnswer, type HarnessRequest } from "./harness-jobs";

parentPort?.on("message", (request: HarnessRequest) => {
  const { id } = request;
  runHarnessJob(request).then(
    (result) => parentPort?.postMessage({ id, result } satisfies HarnessAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies HarnessAnswer),
  );
});
