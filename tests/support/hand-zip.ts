// Zips written by hand for tests that need layouts no zip tool writes (zip bombs).

export type ZipRecord = { name: string; data: Buffer; size: number; at?: number };

/** A zip written by hand: local records for `stored`, then a central directory naming `listed` (offsets as given). */
export function handWrittenZip(stored: ZipRecord[], listed: ZipRecord[]): Uint8Array {
  const parts: Buffer[] = [];
  let offset = 0;
  for (const r of stored) {
    const name = Buffer.from(r.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(r.data.length, 18);
    local.writeUInt32LE(r.size, 22);
    local.writeUInt16LE(name.length, 26);
    r.at = offset;
    parts.push(local, name, r.data);
    offset += 30 + name.length + r.data.length;
  }
  const centralStart = offset;
  for (const r of listed) {
    const name = Buffer.from(r.name);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(r.data.length, 20);
    central.writeUInt32LE(r.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(r.at ?? 0, 42);
    parts.push(central, name);
    offset += 46 + name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed.length, 8);
  end.writeUInt16LE(listed.length, 10);
  end.writeUInt32LE(offset - centralStart, 12);
  end.writeUInt32LE(centralStart, 16);
  parts.push(end);
  return new Uint8Array(Buffer.concat(parts));
}
