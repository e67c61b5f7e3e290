// The app's server: Next.js behind a plain Node HTTP server (`npm start`, `npm run setup`, the tests).
// It serves the machine API itself, on its lean path (ARCHITECTURE.md): the route handlers of
// lib/server/api/machine-routes.ts, called straight from here without Next's per-request pipeline.
// It answers what Next cannot route itself: TRACE and other methods Next refuses with a bare 500 or
// 400 before any app code runs, and methods Node's own parser rejects. Everything else is Next's.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire, register } from "node:module";
import { pathToFileURL } from "node:url";
import type { Socket } from "node:net";
import { PROXY_SET_HEADERS, trustsProxy, withoutProxySetHeaders } from "./lib/domain/forwarded";
import { REQUEST_ID_HEADER, validRequestId } from "./lib/domain/request-id";
import { STATIC_SECURITY_HEADERS } from "./lib/domain/security-headers";
import { lingerOnEarlyClose } from "./lib/server/api/lingering-close";
import {
  requestLineOf,
  ROUTABLE_METHODS,
  unroutableMethodAnswer,
  type PlainAnswer,
} from "./lib/domain/unroutable-method";

// As `next start` does, before Next (and the React build it picks) is loaded.
(process.env as Record<string, string>).NODE_ENV = "production";
const { default: next } = await import("next");

// The machine routes run in this process, outside Next's bundler, which resolves `server-only` to its
// empty module for server code (the `react-server` condition). Here it resolves to that same module;
// only that one specifier: the rest of the process (Next, React) keeps its ordinary conditions.
const serverOnlyEmpty = pathToFileURL(
  createRequire(import.meta.url)
    .resolve("server-only")
    .replace(/index\.js$/, "empty.js"),
).href;
register(
  `data:text/javascript,${encodeURIComponent(
    "let empty; export function initialize(data) { empty = data.empty; }" +
      'export function resolve(specifier, context, next) { return specifier === "server-only" ? { url: empty, shortCircuit: true } : next(specifier, context); }',
  )}`,
  { data: { empty: serverOnlyEmpty } },
);
const port = Number(portArgument() ?? process.env.PORT ?? 3000);

function portArgument(): string | undefined {
  const at = process.argv.findIndex((a) => a === "-p" || a === "--port");
  return at === -1 ? undefined : process.argv[at + 1];
}

function send(req: IncomingMessage, res: ServerResponse, answer: PlainAnswer): void {
  const requestId = validRequestId(req.headers[REQUEST_ID_HEADER] as string | undefined) ?? randomUUID();
  res.writeHead(answer.status, {
    ...STATIC_SECURITY_HEADERS,
    ...answer.headers,
    [REQUEST_ID_HEADER]: requestId,
    "content-length": Buffer.byteLength(answer.body),
  });
  res.end(answer.body);
}

// A request whose method Node's parser does not know never becomes a request object: answer it on the socket.
function answerOnSocket(socket: Socket, answer: PlainAnswer): void {
  const headers = {
    ...STATIC_SECURITY_HEADERS,
    ...answer.headers,
    [REQUEST_ID_HEADER]: randomUUID(),
    "content-length": String(Buffer.byteLength(answer.body)),
    connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n");
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.status === 404 ? "Not Found" : "Method Not Allowed"}\r\n${head}\r\n\r\n${answer.body}`,
  );
}

const app = next({ dev: false, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();
// After Next has loaded the environment files, which the handlers read. MACHINE_API=next hands the
// machine paths to Next as before (the benchmark compares both paths in one run; a fallback).
const lean = process.env.MACHINE_API !== "next";
const { serveMachineRequest } = await import("./lib/server/api/lean-path");
if (lean) await (await import("./lib/server/api/machine-routes")).loadMachineRoutes();
const trustProxy = trustsProxy(process.env.TRUST_PROXY);

// Without a proxy in front, X-Forwarded-For and its kin are whatever the client wrote: dropped here,
// before Next.js (which then fills them from the socket) or the lean path reads them.
function dropProxySetHeaders(req: IncomingMessage): void {
  const headers = req.headers; // parsed (and cached by Node) before the raw list shrinks
  for (const name of PROXY_SET_HEADERS) delete headers[name];
  req.rawHeaders = withoutProxySetHeaders(req.rawHeaders);
}

const server = createServer((req, res) => {
  lingerOnEarlyClose(req);
  if (!trustProxy) dropProxySetHeaders(req);
  if (!ROUTABLE_METHODS.has(req.method ?? ""))
    return send(req, res, unroutableMethodAnswer(req.method ?? "", req.url ?? "/"));
  if (lean && serveMachineRequest(req, res)) return;
  void handle(req, res);
});
server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
  const line =
    error.code === "HPE_INVALID_METHOD" && error.rawPacket ? requestLineOf(error.rawPacket.toString("latin1")) : null;
  if (line && socket.writable) return answerOnSocket(socket, unroutableMethodAnswer(line.method, line.target));
  if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
  else socket.destroy();
});
server.listen(port, () => console.log(`> Ready on http://localhost:${port}`));
