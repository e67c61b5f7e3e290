import "server-only";

export type CappedBody = { ok: true; bytes: Uint8Array } | { ok: false };

/**
 * A request body read up to `limit` bytes, counted as it streams. A declared Content-Length past the
 * limit is refused before any byte is read. Past the limit the rest is read and dropped in the
 * background, so the caller answers 413 at once, holds no more than `limit` bytes, and the client's
 * connection is neither left waiting nor torn down before it gets that answer.
 */
export async function readCappedBody(request: Request, limit: number): Promise<CappedBody> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    discard(request.body?.getReader());
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
      discard(reader);
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
