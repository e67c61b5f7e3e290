import JSZip from "jszip";
import { describe, expect, test } from "vitest";
import { buildExportZip, exportSpecs } from "./bundle";
import { orderedFileNames, uniqueFileNames } from "./file-names";
import { REPORT_FILE } from "./file-names";

describe("uniqueFileNames", () => {
  test.each([
    [
      ["reviewer", "Reviewer", "reviewer"],
      ["reviewer.md", "Reviewer-2.md", "reviewer-3.md"],
    ],
    [
      ["a b/c", null, "..", "日本語"],
      ["a-b-c.md", "subagent-2.md", "subagent-3.md", "日本語.md"],
    ],
    [
      ["REPORT", "report"],
      ["REPORT-2.md", "report-3.md"],
    ],
  ])("%j → %j", (names, expected) => {
    expect(uniqueFileNames(names)).toEqual(expected);
  });
});

test.each([
  [
    ["b", "a"],
    ["01-b.md", "02-a.md"],
  ],
  [Array.from({ length: 120 }, (_, i) => `s${i}`).slice(0, 120), null],
])("orderedFileNames keeps authored order with a zero-padded prefix", (names, expected) => {
  const files = orderedFileNames(names);
  if (expected) expect(files).toEqual(expected);
  expect([...files].sort()).toEqual(files);
  expect(files[0]).toMatch(names.length >= 100 ? /^001-/ : /^01-/);
});

describe("export bundle", () => {
  const raws = [
    JSON.stringify({ name: "reviewer", description: "d", system_prompt: "p", tools: ["read"], model: "gpt-5" }),
    "{not json",
    JSON.stringify({ name: "reviewer", description: "d2", system_prompt: "p2", tools: ["*"] }),
  ];

  test("names files uniquely and skips what cannot be exported", () => {
    const bundle = exportSpecs(raws);
    expect(bundle.files.map((f) => f.fileName)).toEqual(["01-reviewer.md", "02-reviewer-2.md"]);
    expect(bundle.specs[1]).toMatchObject({ position: 2, content: null });
  });

  test("the zip holds every exported file and a REPORT.md naming what was not carried over", async () => {
    const zip = await JSZip.loadAsync(await buildExportZip("Code Helper", raws));
    expect(Object.keys(zip.files).sort()).toEqual(["01-reviewer.md", "02-reviewer-2.md", REPORT_FILE]);
    const report = await zip.file(REPORT_FILE)!.async("string");
    expect(report).toMatch(/^# Expert Studio export report/);
    expect(report).toContain("## Spec 1 (reviewer) → 01-reviewer.md");
    expect(report).toMatch(/gpt-5 has no Claude Code equivalent/);
    expect(report).toContain("## Spec 2 — not exported");
    expect(report).toMatch(/not valid JSON/);
    expect(report).toContain("## Spec 3 (reviewer) → 02-reviewer-2.md\n\n- Everything was carried over.");
  });

  test("an Expert without specs still gets a report", async () => {
    const zip = await JSZip.loadAsync(await buildExportZip("Empty", []));
    expect(await zip.file(REPORT_FILE)!.async("string")).toMatch(/no subagent specs/);
  });
});
