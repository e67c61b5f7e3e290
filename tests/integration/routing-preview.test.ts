import { afterAll, describe, expect, test } from "vitest";
import type { toInjectionResponse } from "@/lib/server/api/injection-response";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS } from "../support/action-test-env";
import { call, apiDatabaseForFile } from "../support/api";
import { at } from "@/lib/domain/at-index";
import { injectionOf, previewDraft } from "../support/preview-route";

type InjectionBody = ReturnType<typeof toInjectionResponse>;

// rules §11 end to end on the demo workspace: the harness API and the previews (Settings and the
// Studio) come from the same harness call, so their budget and ranking decisions must agree.
// A small budget makes carol's five-Expert roster (policy "all") overflow.
const BUDGET = 250;
const t = await apiDatabaseForFile();
process.env.ROSTER_TOKEN_BUDGET = String(BUDGET);
const { POST } = await import("@/app/api/harness/injection/route");
const settings = await import("@/lib/actions/delegation-settings");
const routing = await import("@/lib/actions/subagent-routing");
afterAll(() => {
  delete process.env.ROSTER_TOKEN_BUDGET;
});

async function api(user: string, expert: string, message: string) {
  const res = await call<InjectionBody>(POST, "http://test/api/harness/injection", { user, expert, message });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function settingsPreview(message: string) {
  actAs(DEMO_VIEWERS.carol);
  const state = await settings.previewRosterAction({ expertId: "e_sql", message });
  if (state.status !== "ok") throw new Error(state.message);
  return state.preview;
}

describe("the harness API and the Settings routing preview agree under the roster budget", () => {
  test.each([
    ["a message about a broken dbt pipeline", "My dbt pipeline failed overnight, can you find out why?", "e_pipeline"],
    ["a message about contracts", "Review the liability clauses in this MSA contract", "e_contract"],
    ["a message about translations", "Check the French locale files for translation mistakes", "e_translation_qa"],
  ])("%s", async (_label, message, best) => {
    const [body, preview] = await Promise.all([api("carol@example.com", "e_sql", message), settingsPreview(message)]);
    expect(preview.roster).toEqual(body.roster);
    expect(preview.rosterReport).toEqual(body.rosterReport);
    expect(preview.tokens).toBe(body.tokens);
    expect(body.prompt).toContain(preview.delegateText);

    // The budget cut the roster, and the list says so.
    const leftOut = body.rosterReport.filter((r) => r.code === "over_budget");
    expect(leftOut.length).toBeGreaterThan(0);
    expect(preview.budget).toMatchObject({
      budget: BUDGET,
      candidates: 5,
      leftOut: leftOut.length,
      offered: body.roster.length,
    });
    expect(preview.budget.tokens).toBeLessThanOrEqual(BUDGET);
    expect(preview.delegateText).toMatch(
      new RegExp(`\\(${leftOut.length} more Experts? accepts? delegation .* @slug in a message\\.\\)$`),
    );
    expect(at(leftOut, 0).message).toMatch(
      new RegExp(
        `^Excluded: left out of the delegate tool to keep it within ${BUDGET} tokens; mention @[a-z0-9-]+ to offer it\\.$`,
      ),
    );

    // The ranking the preview shows is the one the budget used: the top candidate is offered,
    // and exactly the API's roster is marked offered.
    const { candidates } = preview.routing;
    expect(candidates[0]).toMatchObject({ key: best, rank: 1, offered: true });
    expect(at(candidates, 0).score).toBeGreaterThan(0);
    expect(at(candidates, 0).matchedTerms.length).toBeGreaterThan(0);
    expect(
      candidates
        .filter((c) => c.offered)
        .map((c) => c.key)
        .sort(),
    ).toEqual(body.roster.map((e) => e.id).sort());
    expect(
      candidates
        .filter((c) => !c.offered)
        .map((c) => c.key)
        .sort(),
    ).toEqual(leftOut.map((r) => r.id).sort());
  });

  test("a mentioned Expert stays in, however little the message is about it", async () => {
    const message = "@ux-copy my dbt pipeline failed overnight, the dbt model and the Airflow DAG both";
    const [body, preview] = await Promise.all([api("carol@example.com", "e_sql", message), settingsPreview(message)]);
    expect(body.roster.map((e) => e.slug)).toContain("ux-copy");
    expect(preview.routing.candidates.find((c) => c.key === "e_ux_copy")?.offered).toBe(true);
    expect(preview.rosterReport).toEqual(body.rosterReport);
  });

  test("the admin roster explain shows the same budget decision and relevance", async () => {
    const message = "My dbt pipeline failed overnight, can you find out why?";
    const { explainRosterForAdmin } = await import("@/lib/server/admin/roster-explain");
    const [explained, preview] = await Promise.all([
      explainRosterForAdmin(DEMO_VIEWERS.admin, { user: "carol@example.com", expert: "e_sql", message }),
      settingsPreview(message),
    ]);
    if (explained.status !== "ok") throw new Error(explained.message);
    const { injection } = explained.explanation;
    expect(injection.rosterBudget).toEqual(preview.budget);
    // The admin view words each sentence for its reader; codes, order and ids are the harness's own.
    const strip = (report: { message: string }[]) => report.map(({ message: _m, ...entry }) => entry);
    expect(strip(injection.rosterReport)).toEqual(strip(preview.rosterReport));
    expect(injection.rosterRanking.map((r) => [r.id, r.rank, r.score, r.offered])).toEqual(
      preview.routing.candidates.map((c) => [c.key, c.rank, c.score, c.offered]),
    );
  });

  test("a message that matches nothing leaves every score at 0 and the roster order", async () => {
    const preview = await settingsPreview("zzz qqq");
    expect(preview.routing.matched).toBe(0);
    expect(preview.routing.candidates.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(preview.routing.candidates.filter((c) => c.offered).map((c) => c.key)).toEqual(
      preview.roster.map((e) => e.id),
    );
  });
});

const route = (expertId: string, draft: object, message: unknown) =>
  routing.previewSubagentRoutingAction({ ...draft, expertId, message } as never);

describe("previewSubagentRoutingAction (Studio)", () => {
  const stored = async (expertId: string) => {
    const expert = await t.db.expert.findUniqueOrThrow({
      where: { id: expertId },
      select: { defaultModel: true, plugins: true, subagents: { orderBy: { position: "asc" }, select: { raw: true } } },
    });
    return {
      defaultModel: expert.defaultModel,
      plugins: expert.plugins as string[],
      teamGuard: { mode: "off" as const, markers: [], deny: [] },
      specs: expert.subagents.map((s) => s.raw),
    };
  };

  test("ranks exactly the subagents the harness keeps for the draft, the one the message names first", async () => {
    actAs(DEMO_VIEWERS.alice);
    const draft = await stored("e_contract");
    const result = await route("e_contract", draft, "Extract every indemnity clause from the contract files");
    const preview = injectionOf((await previewDraft("e_contract", draft)).answer);
    if (result.status !== "ok") throw new Error("routing preview failed");
    expect(result.routing.candidates.map((c) => c.key).sort()).toEqual(preview.subagents.map((s) => s.name).sort());
    expect(result.kept).toBe(preview.subagents.length);
    expect(result.routing.candidates[0]).toMatchObject({ key: "clause_scanner", rank: 1 });
    expect(at(result.routing.candidates, 0).matchedTerms).toEqual(
      expect.arrayContaining(["indemnity", "clause", "contract", "files"]),
    );
    // Data only, for the editor to render: no near-duplicate groups here.
    expect(result.groups).toEqual([]);
  });

  test("two kept subagents with near-duplicate descriptions are flagged beside both", async () => {
    actAs(DEMO_VIEWERS.alice);
    const spec = (name: string, description: string) =>
      JSON.stringify({ name, description, system_prompt: "Work.", tools: ["read"] });
    const draft = {
      ...(await stored("e_contract")),
      specs: [
        spec("clause_finder", "Locate every liability clause in the contract files"),
        spec("clause_locator", "Locates each liability clause in contract files"),
      ],
    };
    const result = await route("e_contract", draft, "");
    if (result.status !== "ok") throw new Error(result.message);
    const overlaps = Object.fromEntries(result.routing.candidates.map((c) => [c.key, c.overlaps.map((o) => o.key)]));
    expect(overlaps.clause_finder).toEqual(["clause_locator"]);
    expect(overlaps.clause_locator).toEqual(["clause_finder"]);
    expect(result.routing.overlapCount).toBe(1);
  });

  test.each([
    ["anonymous", null, "e_contract", { code: "unauthorized:session", message: "Sign in to continue." }],
    [
      "a user who does not own it",
      DEMO_VIEWERS.bob,
      "e_contract",
      { code: "not_found:expert", message: "Expert not found or access denied" },
    ],
    [
      "an unknown Expert",
      DEMO_VIEWERS.alice,
      "e_nope",
      { code: "not_found:expert", message: "Expert not found or access denied" },
    ],
  ])("%s is refused", async (_label, viewer, expertId, refusal) => {
    actAs(viewer);
    expect(await route(expertId, await stored("e_contract"), "clauses")).toEqual({ status: "error", ...refusal });
  });

  test.each([
    ["a message that is not text", 42, "The sample message must be text."],
    ["a message that is too long", "x".repeat(10_001), "Keep the sample message under 10,000 characters."],
  ])("%s gets a sentence", async (_label, message, sentence) => {
    actAs(DEMO_VIEWERS.alice);
    expect(await route("e_contract", await stored("e_contract"), message)).toMatchObject({
      status: "error",
      code: "bad_request:input",
      message: sentence,
      fieldErrors: { message: [sentence] },
    });
  });

  test("a malformed draft gets field errors, not a crash", async () => {
    actAs(DEMO_VIEWERS.alice);
    expect(await route("e_contract", { specs: "nope" }, "x")).toMatchObject({
      status: "error",
      code: "bad_request:input",
      fieldErrors: { specs: [expect.any(String)], defaultModel: [expect.any(String)] },
    });
  });
});
