import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/** How long a closing connection keeps reading and dropping what its client still sends. */
export const LINGER_MS = 5_000;

const lingering = new WeakSet<Socket>();

/**
 * When an answer closes the connection before the request body has all arrived (a 413), Node closes a
 * socket that still holds unread bytes, and the kernel answers those with a reset that can reach the
 * client before the answer does: the client sees EPIPE or ECONNRESET instead of its 413. As servers
 * do with a lingering close, this sends the answer, half-closes, keeps dropping what arrives (a body
 * the handler stopped reading is resumed into nothing) until the client closes or LINGER_MS pass, then closes.
 * A connection whose request body was read whole closes at once, as before.
 */
export function lingerOnEarlyClose(req: IncomingMessage): void {
  const socket = req.socket;
  if (lingering.has(socket) || !hasBody(req)) return;
  lingering.add(socket);
  const closeSoon = socket.destroySoon.bind(socket);
  // Node's HTTP server calls `socket.destroySoon()` after the last answer on a closing connection.
  socket.destroySoon = () => {
    if (req.complete || socket.destroyed) return closeSoon();
    // A handler that stopped reading past a limit left the body paused: let it flow into nothing,
    // so the client's sending ends normally rather than stalling until the timer.
    req.removeAllListeners("data");
    req.resume();
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}
