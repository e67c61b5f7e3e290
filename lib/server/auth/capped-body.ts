import "server-only";

export type CappedBody = { ok: true; bytes: Uint8Array } | { ok: false };

/**
 * What happens to the bytes past the limit. "drain": read and dropped in the background, so a
 * route served by Next's handler answers 413 at once and the client's connection is neither left
 * waiting nor torn down before it gets that answer. "leave": not read at all (rules §6.1, the harness
 * API): the reader lets go without cancelling, since cancelling a socket's stream destroys the socket
 * before the 413 is written, and the server's lingering close (lingering-close.ts) drops the rest.
 */
export type RestPastLimit = "drain" | "leave";

/**
 * The one capped body reader: a request body read up to `limit` bytes, counted as it streams. A
 * declared Content-Length past the limit is refused before any byte is read. The caller holds no
 * more than `limit` bytes either way.
 */
export async function readCappedBody(
  request: Request,
  limit: number,
  rest: RestPastLimit = "drain",
): Promise<CappedBody> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    if (rest === "drain") discard(request.body?.getReader());
    return { ok: false };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      chunks.length = 0;
      if (rest === "drain") discard(reader);
      else reader.releaseLock();
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** Reads what is left and keeps none of it; a client that goes away just ends the loop. */
function discard(reader: ReadableStreamDefaultReader<Uint8Array> | undefined): void {
  if (!reader) return;
  void (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // The connection closed after the answer: nothing left to drop.
    }
  })();
}
