import { describe, expect, test } from "vitest";
import type { ExpertDraftInput } from "@/lib/domain/expert-draft";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";

// Issue 9: specs and other Studio text are stored exactly as authored, or refused with a field
// error; a lone UTF-16 surrogate is never silently turned into U+FFFD.
const t = await testDatabaseForFile();
const editor = await import("@/lib/actions/expert-edits");

const LONE = /^Character \d+ is half of a character pair \(a lone UTF-16 surrogate\)/;
const spec = (name: string) =>
  JSON.stringify({ name: "scanner", description: name, system_prompt: "Scan.", tools: ["read"] });
const draft = (patch: Partial<ExpertDraftInput> = {}): ExpertDraftInput => ({
  name: "Contract Reviewer",
  slug: "contract-review",
  description: "Reviews contracts.",
  priceLabel: null,
  instructions: "You review contracts.",
  defaultModel: "claude-opus-4",
  plugins: [],
  delegatable: true,
  delegationBrief: null,
  teamGuard: { mode: "warn", markers: ["spawn_teammate"], deny: ["subagent"] },
  specs: [spec("Scans.")],
  ...patch,
});

async function stored() {
  const [expert, specs, audit] = await Promise.all([
    t.db.expert.findUniqueOrThrow({ where: { id: "e_contract" } }),
    t.db.subagentSpec.findMany({ where: { expertId: "e_contract" }, orderBy: { position: "asc" } }),
    t.db.auditEvent.count({ where: { expertId: "e_contract" } }),
  ]);
  return JSON.stringify({ expert, specs, audit });
}
const version = async () =>
  (await t.db.expert.findUniqueOrThrow({ where: { id: "e_contract" }, select: { version: true } })).version;

describe("saveExpertAction", () => {
  test("this is what the refusal prevents: the database itself swaps a lone surrogate for U+FFFD", async () => {
    const row = await t.db.subagentSpec.create({
      data: { expertId: "e_tax", position: 99, raw: "x\ud800y" },
      select: { id: true },
    });
    const raw = (await t.db.subagentSpec.findUniqueOrThrow({ where: { id: row.id } })).raw;
    expect(raw).not.toBe("x\ud800y");
    expect(raw).toMatch(/^x\ufffd+y$/);
    await t.db.subagentSpec.delete({ where: { id: row.id } });
  });

  test.each([
    ["specs.1", { specs: [spec("Scans."), '{"name": "x\ud83d"}'] }],
    ["name", { name: "Contract \udc00 Reviewer" }],
    ["instructions", { instructions: "You review \ud800 contracts." }],
    ["description", { description: "\udfff" }],
    ["teamGuard.deny.0", { teamGuard: { mode: "warn", markers: [], deny: ["sub\ud800"] } }],
  ] as const)("a lone surrogate in %s is refused with a field error, and nothing is stored", async (path, patch) => {
    actAs(DEMO_VIEWERS.alice);
    const before = await stored();
    const result = await editor.saveExpertAction({
      ...draft(patch as Partial<ExpertDraftInput>),
      expertId: "e_contract",
      version: await version(),
    });
    expect(result).toMatchObject({ status: "error", fieldErrors: { [path]: [expect.stringMatching(LONE)] } });
    expect(await stored()).toBe(before);
  });

  test("paired surrogates (emoji) and escaped ones are stored byte for byte", async () => {
    actAs(DEMO_VIEWERS.alice);
    const specs = [spec("Scans 😀 receipts."), '{"name": "escaped \\ud800 stays text"}'];
    const result = await editor.saveExpertAction({
      ...draft({ specs, description: "Reviews 📄 contracts." }),
      expertId: "e_contract",
      version: await version(),
    });
    expect(result).toMatchObject({ status: "ok" });
    const rows = await t.db.subagentSpec.findMany({
      where: { expertId: "e_contract" },
      orderBy: { position: "asc" },
      select: { raw: true },
    });
    expect(rows.map((r) => r.raw)).toEqual(specs);
    expect((await t.db.expert.findUniqueOrThrow({ where: { id: "e_contract" } })).description).toBe(
      "Reviews 📄 contracts.",
    );
  });
});
