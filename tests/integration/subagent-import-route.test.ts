import { readFileSync } from "node:fs";
import JSZip from "jszip";
import { describe, expect, test } from "vitest";
import type { ImportResponse } from "@/lib/domain/claude-code/import-report";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { at } from "@/lib/domain/at-index";
import { expectDefined } from "../support/defined";

const t = await testDatabaseForFile();
const { POST } = await import("@/app/studio/[expertId]/import/route");

const AGENT = (name: string) =>
  `---\nname: ${name}\ndescription: Reviews ${name}.\ntools: Read, Grep\n---\n\nYou review.\n`;
const FIXTURES = "lib/domain/claude-code/fixtures";

function upload(expertId: string, files: File[], init: { headers?: Record<string, string>; paths?: string[] } = {}) {
  const form = new FormData();
  files.forEach((f, i) => {
    form.append("files", f);
    if (init.paths) form.append("paths", expectDefined(init.paths[i], `a path for file ${i}`));
  });
  const request = new Request(`http://test/studio/${expertId}/import`, {
    method: "POST",
    body: form,
    headers: init.headers,
  });
  return POST(request, { params: Promise.resolve({ expertId }) });
}

/** Every row an import could touch: the route must write none, whoever calls it. */
async function everyRow() {
  const [specs, experts, audit, switches] = await Promise.all([
    t.db.subagentSpec.findMany({ orderBy: [{ expertId: "asc" }, { position: "asc" }] }),
    t.db.expert.findMany({ orderBy: { id: "asc" } }),
    t.db.auditEvent.findMany({ orderBy: { id: "asc" } }),
    t.db.builtinSwitch.findMany(),
  ]);
  return { specs, experts, audit, switches };
}

// The seed's sentence, byte for byte, with its code (rules §6.2): the route's JSON is a machine answer too.
const DENIED = { error: "Expert not found or access denied", code: "expert_not_found_or_denied" };

describe("POST /studio/<expertId>/import refuses callers who may not edit the Expert", () => {
  test.each([
    ["anonymous", null, "e_contract", 401, { error: "Sign in to import subagents." }],
    ["a non-owner", DEMO_VIEWERS.bob, "e_contract", 404, DENIED],
    ["the owner, on a deleted Expert", DEMO_VIEWERS.alice, "e_jira_migrator", 404, DENIED],
    ["anyone, on a missing Expert", DEMO_VIEWERS.alice, "e_nope", 404, DENIED],
  ])("%s → %i, nothing written", async (_label, viewer, expertId, status, body) => {
    actAs(viewer);
    const before = await everyRow();
    const res = await upload(expertId, [new File([AGENT("x")], "x.md")]);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
    expect(await everyRow()).toEqual(before);
  });

  test("a post from another site is refused", async () => {
    actAs(DEMO_VIEWERS.alice);
    const res = await upload("e_contract", [new File([AGENT("x")], "x.md")], {
      headers: { origin: "https://evil.example", host: "studio.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("the owner's import answers specs and a report, and stores nothing", () => {
  test("files, a folder with paths and a zip in one upload", async () => {
    actAs(DEMO_VIEWERS.alice);
    const before = await everyRow();
    const zip = new JSZip();
    zip.file("agents/02-b.md", AGENT("b"));
    zip.file("agents/01-a.md", AGENT("a"));
    const res = await upload(
      "e_contract",
      [
        new File([AGENT("single")], "single.md"),
        new File([await zip.generateAsync({ type: "arraybuffer" })], "pack.zip"),
        new File([readFileSync(`${FIXTURES}/collection/README.md`)], "README.md"),
      ],
      { paths: ["single.md", "pack.zip", "docs/README.md"] },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = (await res.json()) as ImportResponse;
    expect(body.specs.map((raw) => JSON.parse(raw).name)).toEqual(["a", "b", "single"]);
    expect(body.report.files.map((f) => [f.file, f.status])).toEqual([
      ["docs/README.md", "skipped"],
      ["pack.zip/agents/01-a.md", "imported"],
      ["pack.zip/agents/02-b.md", "imported"],
      ["single.md", "imported"],
    ]);
    expect(await everyRow()).toEqual(before);
  });

  test("the Expert's switched-off builtins and plugins shape the notes", async () => {
    actAs(DEMO_VIEWERS.alice);
    await t.db.builtinSwitch.upsert({
      where: { expertId_handle: { expertId: "e_api_docs", handle: "code-reviewer" } },
      create: { expertId: "e_api_docs", handle: "code-reviewer", enabled: false },
      update: { enabled: false },
    });
    const files = ["builtin-name.md", "mcp-only.md"].map((f) => new File([readFileSync(`${FIXTURES}/${f}`)], f));
    const onApiDocs = (await (await upload("e_api_docs", files)).json()) as ImportResponse;
    expect(onApiDocs.report.files.map((f) => f.status)).toEqual(["imported", "imported"]);
    const onContract = (await (await upload("e_contract", files)).json()) as ImportResponse;
    expect(onContract.report.files.map((f) => f.notes.map((n) => n.message).join(" "))).toEqual([
      expect.stringMatching(/collides_with_builtin/),
      expect.stringMatching(/GitHub plugin/),
    ]);
  });

  test("a YAML alias bomb is that file's problem, not a server error", async () => {
    actAs(DEMO_VIEWERS.alice);
    const res = await upload("e_contract", [
      new File([readFileSync(`${FIXTURES}/alias-bomb.md`)], "alias-bomb.md"),
      new File([AGENT("fine")], "fine.md"),
    ]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ImportResponse;
    expect(body.report.files.map((f) => f.status)).toEqual(["notes", "imported"]);
    expect(at(at(body.report.files, 0).notes, 0).message).toMatch(/not valid YAML \(its aliases expand too far\)/);
  });
});

describe("limits are refused with a sentence", () => {
  test("an upload over 50 MB is a 413, read no further than the limit", async () => {
    actAs(DEMO_VIEWERS.alice);
    const res = await upload("e_contract", [new File([new Uint8Array(53 * 1024 * 1024)], "huge.zip")]);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: "The upload is larger than 50 MB, the most one import takes. Split it into smaller ones.",
    });
  });

  test("more than 500 subagent files is a 413 naming the count", async () => {
    actAs(DEMO_VIEWERS.alice);
    const zip = new JSZip();
    for (let i = 0; i < 501; i++) zip.file(`a${i}.md`, AGENT(`a${i}`));
    const res = await upload("e_contract", [
      new File([await zip.generateAsync({ type: "arraybuffer", compression: "DEFLATE" })], "many.zip"),
    ]);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/holds 501 subagent files; one import takes at most 500/);
  });

  test.each([
    [
      "no files",
      () => new Request("http://test/x", { method: "POST", body: new FormData() }),
      400,
      /Choose at least one/,
    ],
    [
      "not a form",
      () =>
        new Request("http://test/x", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }),
      415,
      /multipart/,
    ],
  ])("%s", async (_label, request, status, message) => {
    actAs(DEMO_VIEWERS.alice);
    const res = await POST(request(), { params: Promise.resolve({ expertId: "e_contract" }) });
    expect(res.status).toBe(status);
    expect((await res.json()).error).toMatch(message);
  });
});
