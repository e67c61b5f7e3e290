import type JSZip from "jszip";

// Documented in JSZip's API (StreamHelper) but missing from its type definitions.
type StreamHelper = {
  on(event: "data", cb: (chunk: Uint8Array) => void): StreamHelper;
  on(event: "error", cb: (error: unknown) => void): StreamHelper;
  on(event: "end", cb: () => void): StreamHelper;
  pause(): StreamHelper;
  resume(): StreamHelper;
};
type InternalStreamSource = { internalStream(type: "uint8array"): StreamHelper };

/** Streams a zip entry and stops past the limit (null), so a small zip cannot inflate into a large allocation. */
export function readZipEntry(entry: JSZip.JSZipObject, limit: number): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let done = false;
    const stream = (entry as unknown as InternalStreamSource).internalStream("uint8array");
    stream
      .on("data", (chunk: Uint8Array) => {
        if (done) return;
        size += chunk.length;
        if (size > limit) {
          done = true;
          stream.pause();
          resolve(null);
          return;
        }
        chunks.push(chunk);
      })
      .on("error", () => {
        if (!done) resolve(null);
        done = true;
      })
      .on("end", () => {
        if (done) return;
        done = true;
        const out = new Uint8Array(size);
        let offset = 0;
        for (const c of chunks) {
          out.set(c, offset);
          offset += c.length;
        }
        resolve(out);
      })
      .resume();
  });
}
