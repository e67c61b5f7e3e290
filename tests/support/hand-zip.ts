// Zips written by hand for tests that need layouts no zip tool writes (zip bombs).

export type ZipRecord = { name: string; data: Buffer; size: number; at?: number };

/** A little-endian header of `length` bytes: each field is its offset and a 16- or 32-bit value. */
function header(length: number, fields: Record<number, [bits: 16 | 32, value: number]>): Buffer {
  const bytes = Buffer.alloc(length);
  for (const [offset, [bits, value]] of Object.entries(fields)) {
    if (bits === 16) bytes.writeUInt16LE(value, Number(offset));
    else bytes.writeUInt32LE(value, Number(offset));
  }
  return bytes;
}

/** A zip written by hand: local records for `stored`, then a central directory naming `listed` (offsets as given). */
export function handWrittenZip(stored: ZipRecord[], listed: ZipRecord[]): Uint8Array {
  const parts: Buffer[] = [];
  let offset = 0;
  for (const r of stored) {
    const name = Buffer.from(r.name);
    // Signature, version needed, method (deflate), compressed and uncompressed sizes, name length.
    const local = header(30, {
      0: [32, 0x04034b50],
      4: [16, 20],
      8: [16, 8],
      18: [32, r.data.length],
      22: [32, r.size],
      26: [16, name.length],
    });
    r.at = offset;
    parts.push(local, name, r.data);
    offset += local.length + name.length + r.data.length;
  }
  const centralStart = offset;
  for (const r of listed) {
    const name = Buffer.from(r.name);
    // Signature, versions made by and needed, method, sizes, name length, the local record's offset.
    const central = header(46, {
      0: [32, 0x02014b50],
      4: [16, 20],
      6: [16, 20],
      10: [16, 8],
      20: [32, r.data.length],
      24: [32, r.size],
      28: [16, name.length],
      42: [32, r.at ?? 0],
    });
    parts.push(central, name);
    offset += central.length + name.length;
  }
  // End of central directory: signature, entries on this disk and in all, directory size and offset.
  const end = header(22, {
    0: [32, 0x06054b50],
    8: [16, listed.length],
    10: [16, listed.length],
    12: [32, offset - centralStart],
    16: [32, centralStart],
  });
  parts.push(end);
  return new Uint8Array(Buffer.concat(parts));
}
