import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCappedBody } from "@/lib/server/auth/capped-body";
import { lingerOnEarlyClose } from "./lingering-close";

// A server that refuses every body at once, as the 16 KB routes do: 413 with `connection: close`,
// before reading any of it.
let server: Server;
let port = 0;
// A server that reads a streamed body up to 1 MB, as the harness API does, and leaves the rest unread.
let readingServer: Server;
let readingPort = 0;

const listen = async (s: Server) => {
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return (s.address() as AddressInfo).port;
};

beforeAll(async () => {
  server = createServer((req, res) => {
    lingerOnEarlyClose(req);
    res.writeHead(413, { "content-type": "application/json", connection: "close" });
    res.end('{"error":"too large"}');
  });
  readingServer = createServer((req, res) => void answerAfterReading(req, res));
  port = await listen(server);
  readingPort = await listen(readingServer);
});

afterAll(() =>
  Promise.all([server, readingServer].map((s) => new Promise<void>((resolve) => s.close(() => resolve())))),
);

/** Reads up to 1 MB of the body as the machine API does, then answers (413 past it). */
async function answerAfterReading(req: IncomingMessage, res: ServerResponse): Promise<void> {
  lingerOnEarlyClose(req);
  const request = new Request("http://localhost/", {
    method: "POST",
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
  const body = await readCappedBody(request, 1024 * 1024, "leave");
  res.writeHead(body.ok ? 200 : 413, { "content-type": "application/json", connection: "close" });
  res.end('{"error":"too large"}');
}

type Outcome = { answer: string; error: string | null; closedAfterMs: number };

/** Sends a chunked body until the answer comes (at most `totalBytes`), then stops and waits for the close. */
function postChunked(
  totalBytes: number,
  { endAfterAnswer = true, to = port, stopOnAnswer = true } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(to, "127.0.0.1");
    const frame = Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, 0x61), Buffer.from("\r\n")]);
    let answer = "";
    let error: string | null = null;
    let sent = 0;
    let answeredAt = 0;
    socket.on("data", (data) => {
      answer += data.toString();
      answeredAt ||= Date.now();
    });
    socket.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on("close", () => resolve({ answer, error, closedAfterMs: Date.now() - answeredAt }));
    socket.write(`POST /sign-up HTTP/1.1\r\nhost: localhost\r\ntransfer-encoding: chunked\r\n\r\n`);
    const write = () => {
      while ((!answer || !stopOnAnswer) && !socket.destroyed && sent < totalBytes) {
        sent += 0x10000;
        if (!socket.write(frame)) return void socket.once("drain", write);
      }
      if (socket.destroyed) return;
      if (!answer || !stopOnAnswer) socket.write("0\r\n\r\n");
      if (endAfterAnswer) socket.end();
    };
    write();
  });
}

describe("lingerOnEarlyClose", () => {
  it("lets a client still sending its body read the 413 every time, then closes", async () => {
    for (let i = 0; i < 20; i++) {
      const outcome = await postChunked(8 * 1024 * 1024);
      expect(outcome.error).toBeNull();
      expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(outcome.answer).toContain('{"error":"too large"}');
    }
  });

  it("closes at once, without lingering, when the whole body had been read", async () => {
    // The client keeps its side open: only the server's own close ends this.
    const outcome = await postChunked(0, { endAfterAnswer: false });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.closedAfterMs).toBeLessThan(1_000);
  });

  it("lets a client that sends its whole body anyway finish sending, read the 413 and close cleanly", async () => {
    // The handler stopped reading at 1 MB and left the rest: the close resumes it into nothing.
    for (let i = 0; i < 5; i++) {
      const outcome = await postChunked(8 * 1024 * 1024, { to: readingPort, stopOnAnswer: false });
      expect(outcome.error).toBeNull();
      expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    }
  });
});
