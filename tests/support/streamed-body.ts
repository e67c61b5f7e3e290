// Request bodies for the routes that count theirs as they stream (lib/server/auth/capped-body.ts).

/** `total` bytes of spaces in 64 KB pieces, with no Content-Length: the route has to count them. */
export function chunked(total: number): ReadableStream<Uint8Array> {
  const piece = new TextEncoder().encode(" ".repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += piece.byteLength;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
}
