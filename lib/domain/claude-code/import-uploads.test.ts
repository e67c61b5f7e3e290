import JSZip from "jszip";
import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { buildExportZip } from "./bundle";
import { importUploads, type ImportOutcome } from "./import-uploads";
import { IMPORT_LIMITS } from "./limits";

const utf8 = (text: string) => new TextEncoder().encode(text);
const agent = (name: string, tools = "Read, Grep") =>
  `---\nname: ${name}\ndescription: The ${name} agent.\ntools: ${tools}\n---\n\nYou are ${name}.\n`;

async function zipOf(files: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}
function files(outcome: ImportOutcome) {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.files;
}

describe("importUploads", () => {
  test("reads single files and the agent files of a zip; the zip's other files are counted, litter ignored", async () => {
    const zip = await zipOf({
      "agents/b.md": agent("beta"),
      "agents/a.md": agent("alpha"),
      "README.txt": "hi",
      "__MACOSX/._a.md": "x",
      "agents/._b.md": "x",
      ".git/HEAD": "x",
    });
    const outcome = await importUploads([
      { name: "one.md", bytes: utf8(agent("one")) },
      { name: "bundle.zip", bytes: zip },
      { name: "notes.txt", bytes: utf8("hi") },
    ]);
    expect(files(outcome).map((r) => [r.file, r.spec?.name ?? null, r.skipped ?? false])).toEqual([
      ["bundle.zip/agents/a.md", "alpha", false],
      ["bundle.zip/agents/b.md", "beta", false],
      ["notes.txt", null, true],
      ["one.md", "one", false],
    ]);
    expect(outcome.ok && outcome.unlisted).toEqual({ "not-markdown": 1 });
    // A file given on its own gets its line: the creator chose it.
    expect(at(at(files(outcome), 2).notes, 0).message).toBe("Skipped: not a Markdown (.md) file.");
  });

  test("a project's .claude/agents folder is read, not taken for a hidden file", async () => {
    const zip = await zipOf({ ".claude/agents/x.md": agent("x") });
    expect(files(await importUploads([{ name: "p.zip", bytes: zip }])).map((r) => r.spec?.name)).toEqual(["x"]);
  });

  test("an export zip imports back in its authored order, without its REPORT.md as a subagent", async () => {
    const names = Array.from({ length: 12 }, (_, i) => `zeta-${12 - i}`);
    const raws = names.map((name) => JSON.stringify({ name, description: "d", system_prompt: "p", tools: ["read"] }));
    const results = files(await importUploads([{ name: "x.zip", bytes: await buildExportZip("X", raws) }]));
    expect(results.filter((r) => r.spec).map((r) => r.spec!.name)).toEqual(names);
    expect(results.find((r) => r.file === "x.zip/REPORT.md")).toMatchObject({
      skipped: true,
      notes: [{ message: expect.stringMatching(/report of an Expert Studio export/) }],
    });
  });

  test("files of a zip come in natural order (2 before 10)", async () => {
    const zip = await zipOf({ "10-b.md": agent("b"), "2-a.md": agent("a") });
    expect(files(await importUploads([{ name: "z.zip", bytes: zip }])).map((r) => r.spec?.name)).toEqual(["a", "b"]);
  });

  test.each([
    ["a broken zip", { name: "x.zip", bytes: utf8("PK not really") }, /not a readable zip/],
    ["a file that is not UTF-8", { name: "x.md", bytes: new Uint8Array([0xff, 0xfe, 0xfd]) }, /not UTF-8/],
    [
      "a file over the size limit",
      { name: "x.md", bytes: new Uint8Array(IMPORT_LIMITS.fileBytes + 1).fill(65) },
      /larger than 256 KB/,
    ],
    ["an empty zip", { name: "empty.zip", bytes: new Uint8Array() }, /not a readable zip/],
  ])("refuses %s with its reason", async (_label, file, message) => {
    const result = at(files(await importUploads([file])), 0);
    expect(result.spec).toBeNull();
    expect(result.skipped).toBeUndefined();
    expect(at(result.notes, 0)).toMatchObject({ severity: "error", message: expect.stringMatching(message) });
  });

  test("a zip with no files is reported", async () => {
    const result = at(files(await importUploads([{ name: "empty.zip", bytes: await zipOf({}) }])), 0);
    expect(at(result.notes, 0).message).toMatch(/holds no files/);
  });

  test("stops reading a zip entry that inflates past the per-file limit", async () => {
    const zip = await zipOf({ "big.md": "a".repeat(IMPORT_LIMITS.fileBytes * 4) });
    expect(zip.length).toBeLessThan(10_000);
    const [result] = files(await importUploads([{ name: "bomb.zip", bytes: zip }]));
    expect(result).toMatchObject({
      file: "bomb.zip/big.md",
      spec: null,
      notes: [{ message: expect.stringMatching(/larger than 256 KB/) }],
    });
  });

  test("a Markdown file that merely starts with PK is not taken for a zip", async () => {
    const result = at(files(await importUploads([{ name: "pki.md", bytes: utf8("PKI notes") }])), 0);
    expect(result.spec).toMatchObject({ name: "pki", system_prompt: "PKI notes" });
  });
});

describe("real-world scale", () => {
  test("a 250-file zip imports whole, in order", async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 250 }, (_, i) => [`agents/agent-${i + 1}.md`, agent(`agent-${i + 1}`)]),
    );
    const results = files(await importUploads([{ name: "big.zip", bytes: await zipOf(entries) }]));
    expect(results).toHaveLength(250);
    expect(results.every((r) => r.spec !== null && r.notes.every((n) => n.severity === "info"))).toBe(true);
    expect(results.map((r) => r.spec!.name)).toEqual(Array.from({ length: 250 }, (_, i) => `agent-${i + 1}`));
  });

  test(`exactly ${IMPORT_LIMITS.markdownFiles} files import; one more refuses the whole import with a sentence`, async () => {
    const make = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`a${i}.md`, agent(`a${i}`)]));
    expect(
      files(await importUploads([{ name: "max.zip", bytes: await zipOf(make(IMPORT_LIMITS.markdownFiles)) }])),
    ).toHaveLength(500);
    const over = await importUploads([{ name: "over.zip", bytes: await zipOf(make(IMPORT_LIMITS.markdownFiles + 1)) }]);
    expect(over).toEqual({
      ok: false,
      message: "This import holds 501 subagent files; one import takes at most 500. Split it into smaller ones.",
    });
  });

  test("documentation beside 500 subagents does not count against the limit", async () => {
    const entries = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`a${i}.md`, agent(`a${i}`)]));
    const outcome = await importUploads([
      { name: "c.zip", bytes: await zipOf({ ...entries, "README.md": "# C", "docs/guide.md": "# Guide\n\nHow to." }) },
    ]);
    expect(outcome.ok && outcome.files.filter((f) => f.skipped).map((f) => f.file)).toEqual([
      "c.zip/docs/guide.md",
      "c.zip/README.md",
    ]);
  });

  test("Markdown past 5 MB in total refuses the whole import, even when each file is small", async () => {
    const body = "x".repeat(200 * 1024);
    const many = Object.fromEntries(Array.from({ length: 27 }, (_, i) => [`a${i}.md`, agent(`a${i}`) + body]));
    const outcome = await importUploads([{ name: "heavy.zip", bytes: await zipOf(many) }]);
    expect(outcome).toMatchObject({ ok: false, message: expect.stringMatching(/more than 5 MB/) });
  });

  test("a zip whose directory lists more files than an import takes is refused whole, before any is read", async () => {
    // The end record alone: the count is read from it, and nothing else is needed to refuse.
    const end = new Uint8Array(22);
    const view = new DataView(end.buffer);
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, IMPORT_LIMITS.zipEntries + 1, true);
    view.setUint16(10, IMPORT_LIMITS.zipEntries + 1, true);
    expect(await importUploads([{ name: "many.zip", bytes: end }])).toEqual({
      ok: false,
      message: "This import holds more than 50,000 files in its zips; split it into smaller ones.",
    });
  });
});
