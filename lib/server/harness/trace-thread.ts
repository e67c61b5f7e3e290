import "server-only";
import { Worker } from "node:worker_threads";
import type { TraceJob, TraceResult } from "./trace-job";
import type { TraceAnswer, TraceRequest } from "./trace-worker";

type Pending = { resolve: (result: TraceResult | null) => void; reject: (error: Error) => void };
type TraceThread = { worker: Worker; pending: Map<number, Pending>; next: number };

// One worker per process, whichever bundle asks (kept on globalThis as lib/server/db.ts keeps its client).
const globalForThread = globalThis as unknown as { expertStudioTraceThread?: TraceThread };

/**
 * A trace computed on a worker thread: the admin trace of the largest Expert reads 32 MB of specs and
 * resolves them for about a second of CPU, and on this thread that held every other request
 * (`/api/health` waited 1.5–2.3 s). The worker sends back only the bounded injection (under 1 MB).
 */
export function traceOffThread(job: TraceJob): Promise<TraceResult | null> {
  const thread = (globalForThread.expertStudioTraceThread ??= startThread());
  const id = thread.next++;
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    thread.worker.ref();
    thread.worker.postMessage({ id, job } satisfies TraceRequest);
  });
}

function throughTsx(entry: string): string {
  const url = JSON.stringify(entry);
  return `import("tsx/esm/api").then(({ tsImport }) => tsImport(${url}, ${url}));`;
}

function startThread(): TraceThread {
  // The build bundles the worker from the `new Worker(new URL(…))` expression (Next.js sets
  // NEXT_RUNTIME in what it builds). Where the sources run as TypeScript (the tests), the worker
  // imports its entry through tsx: on Node 20 a worker does not take `--import tsx`.
  const worker = process.env.NEXT_RUNTIME
    ? new Worker(new URL("./trace-worker.ts", import.meta.url))
    : new Worker(throughTsx(import.meta.url.replace(/trace-thread\.ts$/, "trace-worker.ts")), { eval: true });
  const thread: TraceThread = { worker, pending: new Map(), next: 0 };
  worker.on("message", (answer: TraceAnswer) => {
    const pending = thread.pending.get(answer.id);
    thread.pending.delete(answer.id);
    if (thread.pending.size === 0) worker.unref(); // an idle worker does not keep the process alive
    if ("error" in answer) pending?.reject(new Error(`The trace worker failed: ${answer.error}`));
    else pending?.resolve(answer.result);
  });
  const fail = (error: Error) => {
    if (globalForThread.expertStudioTraceThread === thread) globalForThread.expertStudioTraceThread = undefined;
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The trace worker stopped (exit code ${code}).`)));
  return thread;
}
