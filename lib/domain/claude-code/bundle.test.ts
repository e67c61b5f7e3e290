import JSZip from "jszip";
import { describe, expect, test } from "vitest";
import { REPORT_FILE, buildExportZip, exportSpecs, importUploads, uniqueFileNames } from "./bundle";
import { IMPORT_LIMITS } from "./limits";

const utf8 = (text: string) => new TextEncoder().encode(text);
const agent = (name: string, tools = "Read, Grep") => `---\nname: ${name}\ndescription: The ${name} agent.\ntools: ${tools}\n---\n\nYou are ${name}.\n`;

async function zipOf(files: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

describe("uniqueFileNames", () => {
  test.each([
    [["reviewer", "Reviewer", "reviewer"], ["reviewer.md", "Reviewer-2.md", "reviewer-3.md"]],
    [["a b/c", null, "..", "日本語"], ["a-b-c.md", "subagent-2.md", "subagent-3.md", "日本語.md"]],
    [["REPORT", "report"], ["REPORT-2.md", "report-3.md"]],
  ])("%j → %j", (names, expected) => {
    expect(uniqueFileNames(names)).toEqual(expected);
  });
});

describe("importUploads", () => {
  test("reads single files and every Markdown file of a zip, reporting the rest", async () => {
    const zip = await zipOf({ "agents/b.md": agent("beta"), "agents/a.md": agent("alpha"), "README.txt": "hi", "__MACOSX/._a.md": "x", ".hidden.md": "x" });
    const results = await importUploads([{ name: "one.md", bytes: utf8(agent("one")) }, { name: "bundle.zip", bytes: zip }]);
    expect(results.map((r) => [r.file, r.spec?.name ?? null])).toEqual([
      ["one.md", "one"],
      ["bundle.zip/README.txt", null],
      ["bundle.zip/agents/a.md", "alpha"],
      ["bundle.zip/agents/b.md", "beta"],
    ]);
    expect(results[1].notes[0].message).toMatch(/not a Markdown/);
  });

  test("skips an export's own REPORT.md so an exported zip imports cleanly", async () => {
    const zip = await buildExportZip("X", [JSON.stringify({ name: "a", description: "d", system_prompt: "p", tools: ["read"] })]);
    const results = await importUploads([{ name: "x.zip", bytes: zip }]);
    expect(results.map((r) => r.file)).toEqual(["x.zip/a.md"]);
  });

  test.each([
    ["a broken zip", { name: "x.zip", bytes: utf8("PK not really") }, /not a readable zip/],
    ["a file that is not UTF-8", { name: "x.md", bytes: new Uint8Array([0xff, 0xfe, 0xfd]) }, /not UTF-8/],
    ["a file over the size limit", { name: "x.md", bytes: new Uint8Array(IMPORT_LIMITS.fileBytes + 1).fill(65) }, /larger than 256 KB/],
  ])("reports %s", async (_label, file, message) => {
    const [result] = await importUploads([file]);
    expect(result.spec).toBeNull();
    expect(result.notes[0].message).toMatch(message);
  });

  test("stops reading a zip entry that inflates past the limit", async () => {
    const zip = await zipOf({ "big.md": "a".repeat(IMPORT_LIMITS.fileBytes * 4) });
    expect(zip.length).toBeLessThan(10_000);
    const [result] = await importUploads([{ name: "bomb.zip", bytes: zip }]);
    expect(result).toMatchObject({ file: "bomb.zip/big.md", spec: null });
  });

  test("takes at most the file limit per import", async () => {
    const files = Object.fromEntries(Array.from({ length: IMPORT_LIMITS.markdownFiles + 2 }, (_, i) => [`a${String(i).padStart(3, "0")}.md`, agent(`a${i}`)]));
    const results = await importUploads([{ name: "many.zip", bytes: await zipOf(files) }]);
    expect(results.filter((r) => r.spec).length).toBe(IMPORT_LIMITS.markdownFiles);
    expect(results.at(-1)?.notes[0].message).toMatch(/at most 50 files/);
  });

  test("a zip with too many entries is refused whole", async () => {
    const files = Object.fromEntries(Array.from({ length: IMPORT_LIMITS.zipEntries + 1 }, (_, i) => [`f${i}.txt`, "x"]));
    const results = await importUploads([{ name: "many.zip", bytes: await zipOf(files) }]);
    expect(results).toEqual([{ file: "many.zip", spec: null, notes: [expect.objectContaining({ message: expect.stringMatching(/at most 200/) })] }]);
  });

  test("a Markdown file that merely starts with PK is not taken for a zip", async () => {
    const [result] = await importUploads([{ name: "pki", bytes: utf8("PKI notes") }]);
    expect(result.spec).toMatchObject({ name: "pki", system_prompt: "PKI notes" });
  });

  test("an empty zip is reported", async () => {
    const [result] = await importUploads([{ name: "empty.zip", bytes: await zipOf({}) }]);
    expect(result.notes[0].message).toMatch(/holds no files/);
  });
});

describe("export bundle", () => {
  const raws = [
    JSON.stringify({ name: "reviewer", description: "d", system_prompt: "p", tools: ["read"], model: "gpt-5" }),
    "{not json",
    JSON.stringify({ name: "reviewer", description: "d2", system_prompt: "p2", tools: ["*"] }),
  ];

  test("names files uniquely and skips what cannot be exported", () => {
    const bundle = exportSpecs(raws);
    expect(bundle.files.map((f) => f.fileName)).toEqual(["reviewer.md", "reviewer-2.md"]);
    expect(bundle.specs[1]).toMatchObject({ position: 2, content: null });
  });

  test("the zip holds every exported file and a REPORT.md naming what was not carried over", async () => {
    const zip = await JSZip.loadAsync(await buildExportZip("Code Helper", raws));
    expect(Object.keys(zip.files).sort()).toEqual([REPORT_FILE, "reviewer-2.md", "reviewer.md"]);
    const report = await zip.file(REPORT_FILE)!.async("string");
    expect(report).toMatch(/^# Expert Studio export report/);
    expect(report).toContain("## Spec 1 (reviewer) → reviewer.md");
    expect(report).toMatch(/gpt-5 has no Claude Code equivalent/);
    expect(report).toContain("## Spec 2 — not exported");
    expect(report).toMatch(/not valid JSON/);
    expect(report).toContain("## Spec 3 (reviewer) → reviewer-2.md\n\n- Everything was carried over.");
  });

  test("an Expert without specs still gets a report", async () => {
    const zip = await JSZip.loadAsync(await buildExportZip("Empty", []));
    expect(await zip.file(REPORT_FILE)!.async("string")).toMatch(/no subagent specs/);
  });
});
