import JSZip from "jszip";
import { describe, expect, test } from "vitest";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";

const t = await testDatabaseForFile();
const { POST } = await import("@/app/studio/[expertId]/export/route");

const spec = (name: string, description: string) =>
  JSON.stringify({ name, description, system_prompt: `You are ${name}.`, tools: ["read"] });

const exportDraft = (expertId: string, body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new Request(`http://test/studio/${expertId}/export`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...headers },
    }),
    {
      params: Promise.resolve({ expertId }),
    },
  );

async function zipOf(res: Response) {
  const zip = await JSZip.loadAsync(await res.arrayBuffer());
  return {
    files: Object.keys(zip.files).sort(),
    report: await zip.file("REPORT.md")!.async("string"),
    read: (f: string) => zip.file(f)!.async("string"),
  };
}

describe("POST /studio/<expertId>/export: the draft as on screen", () => {
  test("zips the posted specs in their order with the draft's name, not what is stored, and stores nothing", async () => {
    actAs(DEMO_VIEWERS.alice);
    const stored = await t.db.subagentSpec.findMany({
      where: { expertId: "e_contract" },
      orderBy: { position: "asc" },
      select: { raw: true },
    });
    const res = await exportDraft(
      "e_contract",
      JSON.stringify({
        name: "Contract review (draft)",
        specs: [spec("zeta-unsaved", "Checks unsaved things."), spec("alpha-unsaved", "Reads clauses.")],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain('filename="contract-review-subagents.zip"');
    const zip = await zipOf(res);
    expect(zip.files).toEqual(["01-zeta-unsaved.md", "02-alpha-unsaved.md", "REPORT.md"].sort());
    expect(await zip.read("01-zeta-unsaved.md")).toContain("description: Checks unsaved things.");
    expect(zip.report).toContain('Subagents of "Contract review (draft)"');
    expect(zip.report.match(/^## Spec \d+/gm)).toHaveLength(2);
    const after = await t.db.subagentSpec.findMany({
      where: { expertId: "e_contract" },
      orderBy: { position: "asc" },
      select: { raw: true },
    });
    expect(after).toEqual(stored);
  });

  test("an empty draft gives a zip with only its report", async () => {
    actAs(DEMO_VIEWERS.alice);
    const res = await exportDraft("e_contract", JSON.stringify({ specs: [] }));
    expect(res.status).toBe(200);
    expect((await zipOf(res)).files).toEqual(["REPORT.md"]);
  });

  test.each([
    ["anonymous", null, "e_contract", 401, "Sign in to export subagents.\n"],
    ["a non-owner", DEMO_VIEWERS.bob, "e_contract", 404, "Not found\n"],
    ["the owner of a deleted Expert", DEMO_VIEWERS.alice, "e_jira_migrator", 404, "Not found\n"],
    ["anyone, for a missing Expert", DEMO_VIEWERS.alice, "e_nope", 404, "Not found\n"],
  ])("refuses %s without a zip", async (_label, viewer, expertId, status, body) => {
    actAs(viewer);
    const res = await exportDraft(expertId, JSON.stringify({ specs: [spec("x", "y")] }));
    expect(res.status).toBe(status);
    expect(await res.text()).toBe(body);
  });

  test("another site's page may not post a draft to export", async () => {
    actAs(DEMO_VIEWERS.alice);
    const res = await exportDraft("e_contract", JSON.stringify({ specs: [] }), {
      origin: "https://evil.example",
      host: "test",
    });
    expect(res.status).toBe(403);
  });

  test.each([
    ["not JSON", "{specs:", 400, "The draft could not be read: send it as JSON.\n"],
    ["specs that are not text", JSON.stringify({ specs: [1] }), 400, "Subagent spec 1 is not text.\n"],
    [
      "a spec past the save limit",
      JSON.stringify({ specs: ["x".repeat(64_001)] }),
      400,
      "Subagent spec 1 is 64,001 characters of text; a spec holds at most 64,000.\n",
    ],
  ])("a draft that is %s is a 400 naming the problem", async (_label, body, status, message) => {
    actAs(DEMO_VIEWERS.alice);
    const res = await exportDraft("e_contract", body);
    expect(res.status).toBe(status);
    expect(await res.text()).toBe(message);
  });

  test("a body past 12 MB is refused as it streams, whatever its declared length", async () => {
    actAs(DEMO_VIEWERS.alice);
    const big = new Uint8Array(12 * 1024 * 1024 + 1).fill(32);
    const declared = await exportDraft("e_contract", big, { "content-length": String(big.length) });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(big);
        c.close();
      },
    });
    const undeclared = await POST(
      new Request("http://test/studio/e_contract/export", {
        method: "POST",
        body: stream,
        duplex: "half",
      } as RequestInit),
      { params: Promise.resolve({ expertId: "e_contract" }) },
    );
    expect(undeclared.status).toBe(413);
    expect(await undeclared.text()).toMatch(/larger than 12 MB/);
  });
});
