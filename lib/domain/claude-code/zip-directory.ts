export type ZipEntry = {
  name: string;
  /** Uncompressed size as the archive declares it (inflating stops at the limit whatever it says). */
  size: number;
  compressedSize: number;
  method: number;
  encrypted: boolean;
  headerOffset: number;
};

export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; tooMany?: number; overlapping?: true };

const EOCD = 0x06054b50;
const EOCD64 = 0x06064b50;
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const utf8 = new TextDecoder("utf-8", { fatal: true });
const latin1 = new TextDecoder("latin1");

/**
 * Lists a zip's files from its central directory alone, without reading a single file's data: a
 * downloaded repository of thousands of files costs a few milliseconds, and only the files the
 * import wants are inflated later (readZipEntryData). Directories are left out.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipDirectory {
  try {
    return listEntries(bytes, maxEntries);
  } catch {
    // A field pointing past the archive's end: the archive is damaged, whatever else it holds.
    return { ok: false };
  }
}

function listEntries(bytes: Uint8Array, maxEntries: number): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  if (end < 0) return { ok: false };
  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if ((count === 0xffff || offset === 0xffffffff) && end >= 20 && view.getUint32(end - 20, true) === EOCD64_LOCATOR) {
    const at = Number(view.getBigUint64(end - 12, true));
    if (at + 56 > bytes.length || view.getUint32(at, true) !== EOCD64) return { ok: false };
    count = Number(view.getBigUint64(at + 32, true));
    offset = Number(view.getBigUint64(at + 48, true));
  }
  if (count > maxEntries) return { ok: false, tooMany: count };
  const entries: ZipEntry[] = [];
  const records: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return { ok: false };
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = decodeName(bytes.subarray(at + 46, at + 46 + nameLength), (flags & 0x800) !== 0);
    const entry: ZipEntry = {
      name: cleanName(name),
      method: view.getUint16(at + 10, true),
      encrypted: (flags & 1) !== 0,
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      headerOffset: view.getUint32(at + 42, true),
    };
    readZip64Extra(view, at + 46 + nameLength, extraLength, entry);
    records.push(entry);
    if (!name.endsWith("/") && entry.name !== "") entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return overlaps(records) ? { ok: false, overlapping: true } : { ok: true, entries };
}

/**
 * True when two records share bytes: each one's local header (30 bytes at least) and data must end
 * before the next begins. A zip bomb points thousands of entries at one compressed block; no zip
 * tool writes that, so it is refused before a byte is inflated.
 */
function overlaps(records: ZipEntry[]): boolean {
  const byOffset = [...records].sort((a, b) => a.headerOffset - b.headerOffset);
  let before: ZipEntry | undefined;
  for (const record of byOffset) {
    if (before && record.headerOffset < before.headerOffset + 30 + before.compressedSize) return true;
    before = record;
  }
  return false;
}

function findEndRecord(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) if (view.getUint32(at, true) === EOCD) return at;
  return -1;
}

// Sizes and offsets of 0xFFFFFFFF are in the Zip64 extra field, in this order, when present.
function readZip64Extra(view: DataView, start: number, length: number, entry: ZipEntry): void {
  for (let at = start; at + 4 <= start + length;) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      for (const key of ["size", "compressedSize", "headerOffset"] as const) {
        if (entry[key] !== 0xffffffff || field + 8 > at + 4 + size) continue;
        entry[key] = Number(view.getBigUint64(field, true));
        field += 8;
      }
    }
    at += 4 + size;
  }
}

function decodeName(raw: Uint8Array, flaggedUtf8: boolean): string {
  try {
    return utf8.decode(raw).replace(/\\/g, "/");
  } catch {
    return (flaggedUtf8 ? new TextDecoder().decode(raw) : latin1.decode(raw)).replace(/\\/g, "/");
  }
}

// A name only labels a report line and places a file in a plugin; it never becomes a path on disk.
function cleanName(name: string): string {
  return name
    .split("/")
    .filter((p) => p !== "" && p !== "." && p !== "..")
    .join("/");
}

export type EntryData =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: "too_large" | "unreadable" | "encrypted" | "method" };

/** One file's bytes, inflated as they stream and abandoned past `limit`: a small zip cannot inflate into a large allocation. */
export async function readZipEntryData(bytes: Uint8Array, entry: ZipEntry, limit: number): Promise<EntryData> {
  if (entry.encrypted) return { ok: false, reason: "encrypted" };
  if (entry.method !== 0 && entry.method !== 8) return { ok: false, reason: "method" };
  if (entry.size > limit) return { ok: false, reason: "too_large" };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.headerOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) return { ok: false, reason: "unreadable" };
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) return { ok: false, reason: "unreadable" };
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.length > limit ? { ok: false, reason: "too_large" } : { ok: true, bytes: data };
  // Never more than the archive declares (which the import has already counted against its
  // budget): a file that inflates past its declared size is damaged or built to lie.
  const inflated = await inflate(data, entry.size);
  return !inflated.ok && inflated.reason === "too_large" ? { ok: false, reason: "unreadable" } : inflated;
}

async function inflate(data: Uint8Array, limit: number): Promise<EntryData> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  // DOM's and Node's stream types disagree on the chunk type; the stream takes these bytes either way.
  const reader = source
    .pipeThrough(new DecompressionStream("deflate-raw") as unknown as ReadableWritablePair<Uint8Array, Uint8Array>)
    .getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too_large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return { ok: true, bytes: out };
}
