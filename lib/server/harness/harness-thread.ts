import "server-only";
import { Worker } from "node:worker_threads";
import type { HarnessAnswer, HarnessJobKind, HarnessJobs, HarnessRequest } from "./harness-jobs";

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };
type HarnessThread = { worker: Worker; pending: Map<number, Pending>; next: number };

// One worker per process, whichever bundle asks (kept on globalThis as lib/server/db.ts keeps its client).
const globalForThread = globalThis as unknown as { expertStudioHarnessThread?: HarnessThread };

/**
 * A job computed on the harness worker thread, one at a time in the order asked. The admin trace of
 * the largest Expert reads 32 MB of specs and resolves them for about a second of CPU, and the
 * Studio's preview of a glob-heavy draft resolves as long: on this thread that held every other
 * request (`/api/health` waited 1.5–2.3 s behind the trace, 0.3–0.5 s behind the preview). The
 * worker gets plain data and sends back only the bounded view (under 1 MB). `transfer` lists the
 * buffers of `job` handed over rather than copied (a preview's body, up to 40 MB): this thread can no
 * longer read them.
 */
export function runOffThread<K extends HarnessJobKind>(
  kind: K,
  job: HarnessJobs[K]["job"],
  transfer: ArrayBuffer[] = [],
): Promise<HarnessJobs[K]["result"]> {
  const thread = (globalForThread.expertStudioHarnessThread ??= startThread());
  const id = thread.next++;
  // One of HarnessRequest's members: TypeScript does not narrow the union by the generic K.
  const request = { id, kind, job } as HarnessRequest;
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve: (result) => resolve(result as HarnessJobs[K]["result"]), reject });
    thread.worker.ref();
    thread.worker.postMessage(request, transfer);
  });
}

function throughTsx(entry: string): string {
  const url = JSON.stringify(entry);
  return `import("tsx/esm/api").then(({ tsImport }) => tsImport(${url}, ${url}));`;
}

function startThread(): HarnessThread {
  // The build bundles the worker from the `new Worker(new URL(…))` expression (Next.js sets
  // NEXT_RUNTIME in what it builds). Where the sources run as TypeScript (the tests), the worker
  // imports its entry through tsx: on Node 20 a worker does not take `--import tsx`.
  const worker = process.env.NEXT_RUNTIME
    ? new Worker(new URL("./harness-worker.ts", import.meta.url))
    : new Worker(throughTsx(import.meta.url.replace(/harness-thread\.ts$/, "harness-worker.ts")), { eval: true });
  const thread: HarnessThread = { worker, pending: new Map(), next: 0 };
  worker.on("message", (answer: HarnessAnswer) => {
    const pending = thread.pending.get(answer.id);
    thread.pending.delete(answer.id);
    if (thread.pending.size === 0) worker.unref(); // an idle worker does not keep the process alive
    if ("error" in answer) pending?.reject(new Error(`The harness worker failed: ${answer.error}`));
    else pending?.resolve(answer.result);
  });
  const fail = (error: Error) => {
    if (globalForThread.expertStudioHarnessThread === thread) globalForThread.expertStudioHarnessThread = undefined;
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The harness worker stopped (exit code ${code}).`)));
  return thread;
}
