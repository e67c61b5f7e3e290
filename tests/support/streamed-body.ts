// Request bodies for the routes that count theirs as they stream (lib/server/auth/capped-body.ts).

/** A body that counts the bytes the server pulls from it: `total` bytes of spaces in `chunk`-byte pieces. */
export function countingStream(total: number, chunk = 64 * 1024) {
  const pulled = { bytes: 0 };
  const piece = new TextEncoder().encode(" ".repeat(chunk));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        pulled.bytes += piece.byteLength;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

/** `total` bytes of spaces in 64 KB pieces, with no Content-Length: the route has to count them. */
export function chunked(total: number): ReadableStream<Uint8Array> {
  return countingStream(total).stream;
}
