import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";

export type StreamedAnswer = {
  status: number;
  body: string;
  bytesSentBeforeAnswer: number;
  totalBytes: number;
  ms: number;
};

/**
 * POSTs `totalBytes` as a chunked body (no Content-Length) and resolves on the answer: its status,
 * its body, and how much of the body had been written when it came (an answer that waited for the
 * whole body comes only after all of it). The first MB goes as fast as the server reads; the rest
 * one 64 KB chunk every `paceMs`, so that an answer given at once arrives well before the end even
 * on a busy machine.
 */
export function postChunked(
  url: string,
  totalBytes: number,
  headers: Record<string, string> = {},
  paceMs = 0,
): Promise<StreamedAnswer> {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(url, { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } }, (res) => {
      answered = true;
      const bytesSentBeforeAnswer = sent;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, bytesSentBeforeAnswer, totalBytes, ms: Date.now() - started });
      });
    });
    // The server may close the connection once it has answered: only an error before any answer counts.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < totalBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, totalBytes - sent));
        sent += piece.length;
        const flowing = req.write(piece);
        if (paceMs > 0 && sent > 1024 * 1024) return void setTimeout(write, paceMs);
        if (!flowing) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

/** The pid of the process listening on this TCP port on this machine. */
export function listeningPid(port: number): number {
  const out = execFileSync("ss", ["-Hltnp", `sport = :${port}`]).toString();
  const match = /pid=(\d+)/.exec(out);
  if (!match) throw new Error(`No process found listening on port ${port}: ${out}`);
  return Number(match[1]);
}

/** A process's resident memory in MB, as the kernel counts it. */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? NaN) / 1024;
}
