import JSZip from "jszip";
import { parse } from "yaml";
import { describe, expect, test } from "vitest";
import { splitFrontmatter } from "@/lib/domain/claude-code/frontmatter";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";

const t = await testDatabaseForFile();
const { GET } = await import("@/app/studio/[expertId]/export/route");
const { POST } = await import("@/app/studio/[expertId]/import/route");

const download = (expertId: string, query = "") =>
  GET(new Request(`http://test/studio/${expertId}/export${query}`), { params: Promise.resolve({ expertId }) });

// A realistic Claude Code subagent, in the shape of the examples in Claude Code's documentation.
const DEBUGGER = `---
name: debugger
description: Debugging specialist for errors, test failures, and unexpected behavior. Use proactively when encountering any issues — auch auf Deutsch (Fehlersuche) 🐛.
tools:
  - Read
  - Edit
  - Bash
  - Grep
  - Glob
  - mcp__github__get_issue
model: sonnet
---

You are an expert debugger specializing in root cause analysis.

When invoked:
1. Capture error message and stack trace
2. Identify reproduction steps
3. Isolate the failure location
4. Implement minimal fix
5. Verify solution works

Focus on fixing the underlying issue, not the symptoms.
`;

function frontmatterAndBody(text: string) {
  const split = splitFrontmatter(text);
  if (split.kind !== "frontmatter") throw new Error("no frontmatter");
  const values = parse(split.yaml) as Record<string, unknown>;
  if (typeof values.tools === "string") values.tools = values.tools.split(",").map((s) => s.trim());
  return { values, body: split.body.trim() };
}

describe("GET /studio/<expertId>/export authorization", () => {
  test.each([
    ["anonymous", null, "e_contract"],
    ["a non-owner", DEMO_VIEWERS.bob, "e_contract"],
    ["the owner of a deleted Expert", DEMO_VIEWERS.alice, "e_jira_migrator"],
    ["anyone, for a missing Expert", DEMO_VIEWERS.alice, "e_nope"],
  ])("404 for %s, saying nothing about the Expert", async (_label, viewer, expertId) => {
    actAs(viewer);
    for (const query of ["", "?index=0"]) {
      const res = await download(expertId, query);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe("Not found\n");
    }
  });

  test("an admin may export anyone's Expert", async () => {
    actAs(DEMO_VIEWERS.admin);
    expect((await download("e_contract")).status).toBe(200);
  });
});

describe("export downloads", () => {
  test("all specs as a zip with a REPORT.md", async () => {
    actAs(DEMO_VIEWERS.alice);
    const res = await download("e_contract");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain('filename="contract-review-subagents.zip"');
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    const specCount = await t.db.subagentSpec.count({ where: { expertId: "e_contract" } });
    const report = await zip.file("REPORT.md")!.async("string");
    expect(report.match(/^## Spec \d+/gm)).toHaveLength(specCount);
    const mdFiles = Object.keys(zip.files).filter((n) => n !== "REPORT.md");
    expect(mdFiles.length + (report.match(/— not exported/g)?.length ?? 0)).toBe(specCount);
  });

  test.each([["?index=99"], ["?index=-1"], ["?index=abc"]])("%s is a 404 naming the index", async (query) => {
    actAs(DEMO_VIEWERS.alice);
    const res = await download("e_contract", query);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/no subagent spec at index/);
  });

  test("a spec that cannot be exported is a 422 with the reason", async () => {
    actAs(DEMO_VIEWERS.alice);
    const expert = await t.db.expert.findUniqueOrThrow({
      where: { id: "e_support_triage" },
      select: { version: true, _count: { select: { subagents: true } } },
    });
    await t.db.subagentSpec.create({ data: { expertId: "e_support_triage", position: 1000, raw: "{broken" } });
    const specs = await t.db.subagentSpec.count({ where: { expertId: "e_support_triage" } });
    expect(specs).toBe(expert._count.subagents + 1);
    const res = await download("e_support_triage", `?index=${specs - 1}`);
    expect(res.status).toBe(422);
    expect(await res.text()).toMatch(/not valid JSON/);
  });

  test("importing a Claude Code file then exporting it gives back the same frontmatter and body", async () => {
    actAs(DEMO_VIEWERS.alice);
    const form = new FormData();
    form.append("files", new File([DEBUGGER], "debugger.md"));
    const res = await POST(new Request("http://test/studio/e_api_docs/import", { method: "POST", body: form }), {
      params: Promise.resolve({ expertId: "e_api_docs" }),
    });
    const imported = await res.json();
    // The GitHub plugin is on for this Expert, so its MCP tool draws no warning.
    expect(imported.report.files).toEqual([
      expect.objectContaining({
        file: "debugger.md",
        status: "imported",
        name: "debugger",
        notes: [expect.objectContaining({ severity: "info", key: "model" })],
      }),
    ]);
    // The editor's Save stores the draft's specs; here the imported one is stored directly.
    const index = await t.db.subagentSpec.count({ where: { expertId: "e_api_docs" } });
    await t.db.subagentSpec.create({ data: { expertId: "e_api_docs", position: index, raw: imported.specs[0] } });

    const single = await download("e_api_docs", `?index=${index}`);
    expect(single.status).toBe(200);
    expect(single.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(single.headers.get("content-disposition")).toContain('filename="debugger.md"');
    expect(JSON.parse(decodeURIComponent(single.headers.get("x-export-report")!))).toEqual([]);
    const text = await single.text();
    expect(frontmatterAndBody(text)).toEqual(frontmatterAndBody(DEBUGGER));

    const zip = await JSZip.loadAsync(await (await download("e_api_docs")).arrayBuffer());
    const inZip = Object.keys(zip.files).find((f) => f.endsWith("-debugger.md"))!;
    expect(inZip).toBe(`${String(index + 1).padStart(2, "0")}-debugger.md`);
    expect(frontmatterAndBody(await zip.file(inZip)!.async("string"))).toEqual(frontmatterAndBody(DEBUGGER));
  });
});
