import JSZip from "jszip";
import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { readZipDirectory, readZipEntryData } from "./zip-directory";

async function zipOf(
  files: Record<string, string>,
  options: JSZip.JSZipGeneratorOptions<"uint8array"> = {},
): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  zip.folder("empty-folder");
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE", ...options });
}
const text = (data: Awaited<ReturnType<typeof readZipEntryData>>) =>
  data.ok ? new TextDecoder().decode(data.bytes) : data.reason;
const CENTRAL = 0x02014b50;

/** The offset of the n-th central directory header, to alter one field of a real archive. */
function centralHeader(bytes: Uint8Array, n: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let seen = -1;
  for (let at = 0; at + 4 <= bytes.length; at++) if (view.getUint32(at, true) === CENTRAL && ++seen === n) return at;
  throw new Error("no such header");
}

describe("readZipDirectory", () => {
  test("lists files from the central directory, without folders, with their declared sizes", async () => {
    const bytes = await zipOf(
      { "agents/a.md": "alpha", "b.md": "b".repeat(1000) },
      { comment: "a comment after the directory" },
    );
    const directory = readZipDirectory(bytes, 10);
    expect(directory.ok && directory.entries.map((e) => [e.name, e.size, e.method])).toEqual([
      ["agents/a.md", 5, 8],
      ["b.md", 1000, 8],
    ]);
  });

  test("more files than allowed is answered with the count, and a damaged archive as unreadable", async () => {
    const bytes = await zipOf({ "a.md": "a", "b.md": "b", "c.md": "c" });
    // The directory's own count, its folder entry included: nothing past the end record is read.
    expect(readZipDirectory(bytes, 2)).toEqual({ ok: false, tooMany: 4 });
    expect(readZipDirectory(bytes.subarray(0, bytes.length - 30), 10)).toEqual({ ok: false });
    expect(readZipDirectory(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), 10)).toEqual({ ok: false });
  });

  test("names are cleaned of parent references and leading slashes; names that are not UTF-8 read as Latin-1", async () => {
    const bytes = await zipOf({ "x/../../etc/agent.md": "a" });
    expect(readZipDirectory(bytes, 10)).toMatchObject({ ok: true, entries: [{ name: "x/etc/agent.md" }] });
    const latin = await zipOf({ "caf\u00e9.md": "a" });
    const at = centralHeader(latin, 0);
    const view = new DataView(latin.buffer, latin.byteOffset);
    view.setUint16(at + 8, view.getUint16(at + 8, true) & ~0x800, true);
    // "é" as its single Latin-1 byte, in place of UTF-8's two (the name's last byte is then padding).
    latin.set([0xe9, 0x2e, 0x6d, 0x64, 0x20], at + 46 + 3);
    expect(readZipDirectory(latin, 10)).toMatchObject({ ok: true, entries: [{ name: "café.md " }] });
  });
});

describe("readZipEntryData", () => {
  test("inflates one file, and reads a stored one as it is", async () => {
    const deflated = await zipOf({ "a.md": "alpha ".repeat(100) });
    const stored = await zipOf({ "a.md": "plain" }, { compression: "STORE" });
    const d = at((readZipDirectory(deflated, 10) as { entries: Parameters<typeof readZipEntryData>[1][] }).entries, 0);
    const s = at((readZipDirectory(stored, 10) as { entries: Parameters<typeof readZipEntryData>[1][] }).entries, 0);
    expect(text(await readZipEntryData(deflated, d, 1000))).toBe("alpha ".repeat(100));
    expect(text(await readZipEntryData(stored, s, 1000))).toBe("plain");
  });

  test("stops inflating at the size the directory declares, and calls a file that passes it unreadable", async () => {
    const bomb = await zipOf({ "big.md": "a".repeat(1_000_000) });
    const header = centralHeader(bomb, 0);
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(header + 24, 10, true);
    const entry = at((readZipDirectory(bomb, 10) as { entries: Parameters<typeof readZipEntryData>[1][] }).entries, 0);
    expect(entry.size).toBe(10);
    expect(await readZipEntryData(bomb, entry, 64 * 1024)).toEqual({ ok: false, reason: "unreadable" });
  });

  test.each([
    ["encrypted", (view: DataView, at: number) => view.setUint16(at + 8, 1, true), "encrypted"],
    ["compressed another way", (view: DataView, at: number) => view.setUint16(at + 10, 12, true), "method"],
    // Past every other record (an offset inside another would overlap it and be refused at the directory).
    [
      "pointing at no file",
      (view: DataView, at: number) => view.setUint32(at + 42, view.byteLength - 10, true),
      "unreadable",
    ],
  ])("a file %s is refused with its reason", async (_label, alter, reason) => {
    const bytes = await zipOf({ "a.md": "alpha" });
    alter(new DataView(bytes.buffer, bytes.byteOffset), centralHeader(bytes, 0));
    const entry = at((readZipDirectory(bytes, 10) as { entries: Parameters<typeof readZipEntryData>[1][] }).entries, 0);
    expect(await readZipEntryData(bytes, entry, 1000)).toEqual({ ok: false, reason });
  });
});
