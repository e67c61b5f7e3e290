import { describe, expect, test } from "vitest";
import { API_SENTENCES } from "@/lib/domain/api-contract";
import type { EvaluationCase } from "@/lib/domain/evaluations/cases";
import { exportCsv, exportJsonl, importCases } from "@/lib/domain/evaluations/transfer";
import type { EvaluationResponse } from "@/lib/server/evaluations/api-schemas";
import { DEMO_VIEWERS } from "../support/action-test-env";
import { apiDatabaseForFile, call } from "../support/api";
import { at } from "@/lib/domain/at-index";

// rules §16 on the demo workspace: carol's SQL Analyst (e_sql), whose roster (policy "all") offers
// contract-review, pipeline-debugger, release-notes-writer, translation-qa and ux-copy.
const t = await apiDatabaseForFile();
const { POST } = await import("@/app/api/harness/evaluations/route");
const { getEvaluationSet, saveEvaluationSet } = await import("@/lib/server/evaluations/evaluation-set");
const { publishComparison, runStudioEvaluation } = await import("@/lib/server/evaluations/studio-runs");
const { recentRuns } = await import("@/lib/server/evaluations/evaluation-runs");
const { publishExpert } = await import("@/lib/server/studio/expert-publishing");

const evaluate = (body: unknown) =>
  call<EvaluationResponse & { error?: string; code?: string; field?: string }>(
    POST,
    "http://test/api/harness/evaluations",
    body,
  );

// Eight cases whose outcomes were worked out by hand from the words of the descriptions and briefs:
const SET: EvaluationCase[] = [
  { message: "Map the tables and columns of the schema", expect: { subagent: "schema_mapper" } }, // 1 pass
  { message: "Write a SQL query for monthly revenue", expect: { subagent: "query_writer" } }, //       2 pass
  { message: "My dbt pipeline failed overnight", expect: { delegate: "pipeline-debugger" } }, //       3 pass
  { message: "Review the liability clause in this contract", expect: { subagent: "query_writer" } }, // 4 wrong: contract-review
  { message: "What is the weather today?", expect: { subagent: "schema_mapper" } }, //                 5 missed: no word matches
  { message: "Fix the failing test", expect: { none: true } }, //                                        6 false alarm: the builtin fixer
  { message: "Hello there", expect: { none: true } }, //                                                 7 pass
  { message: "Draft release notes for v2", expect: { delegate: "release-notes-writer" } }, //          8 pass
];

describe("POST /api/harness/evaluations: every figure against the hand-computed set", () => {
  test("5 of 8 pass; wrong, missed, false alarm, recall, precision and the confusion table", async () => {
    const res = await evaluate({ expert: "sql-analyst", user: "carol@example.com", version: "draft", cases: SET });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body;
    expect(body.expert).toEqual({ id: "e_sql", slug: "sql-analyst", name: "SQL Analyst" });
    expect(body.version).toBe("draft");
    expect(body.judge).toBe("lexical");
    expect(body.cases.map((c) => c.chosen)).toEqual([
      { subagent: "schema_mapper" },
      { subagent: "query_writer" },
      { delegate: "pipeline-debugger" },
      { delegate: "contract-review" },
      { none: true },
      { subagent: "fixer" },
      { none: true },
      { delegate: "release-notes-writer" },
    ]);
    expect(body.cases.map((c) => c.pass)).toEqual([true, true, true, false, false, false, true, true]);
    expect(body.accuracy).toBe(5 / 8);
    expect(body.totals).toMatchObject({ cases: 8, passed: 5, failed: 3, wrong: 1, missed: 1, falseAlarm: 1 });
    expect(body.totals.perTarget).toEqual([
      { target: "delegate:contract-review", expected: 0, chosen: 1, correct: 0, recall: null, precision: 0 },
      { target: "delegate:pipeline-debugger", expected: 1, chosen: 1, correct: 1, recall: 1, precision: 1 },
      { target: "delegate:release-notes-writer", expected: 1, chosen: 1, correct: 1, recall: 1, precision: 1 },
      { target: "subagent:fixer", expected: 0, chosen: 1, correct: 0, recall: null, precision: 0 },
      { target: "subagent:query_writer", expected: 2, chosen: 1, correct: 1, recall: 0.5, precision: 1 },
      { target: "subagent:schema_mapper", expected: 2, chosen: 1, correct: 1, recall: 0.5, precision: 1 },
    ]);
    expect(body.totals.confusion).toEqual({
      labels: [
        "delegate:contract-review",
        "delegate:pipeline-debugger",
        "delegate:release-notes-writer",
        "subagent:fixer",
        "subagent:query_writer",
        "subagent:schema_mapper",
        "none",
      ],
      counts: [
        [0, 0, 0, 0, 0, 0, 0],
        [0, 1, 0, 0, 0, 0, 0],
        [0, 0, 1, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0],
        [1, 0, 0, 0, 1, 0, 0],
        [0, 0, 0, 0, 0, 1, 1],
        [0, 0, 0, 1, 0, 0, 1],
      ],
    });
    // The lexical judge shows why: the matched words of the top candidate.
    expect(at(body.cases, 0).scores?.[0]).toMatchObject({
      target: "subagent:schema_mapper",
      matchedTerms: ["tables", "columns", "schema"],
    });
    expect(at(body.cases, 4).scores).toEqual([]);
  });

  test("a mention brings its Expert into the roster for that case only", async () => {
    const res = await evaluate({
      expert: "e_sql",
      user: "u_carol",
      cases: [{ message: "@api-docs-writer please document the endpoints", expect: { delegate: "api-docs-writer" } }],
    });
    // carol has no access to api-docs-writer: a mention cannot offer it, so it is not chosen.
    expect(res.status).toBe(200);
    expect(at(res.body.cases, 0).chosen).not.toEqual({ delegate: "api-docs-writer" });
  });
});

describe("POST /api/harness/evaluations: refusals", () => {
  test.each([
    ["an unknown subagent", { subagent: "ghost" }, 'Case 2 expects the subagent "ghost", which does not exist'],
    [
      "an unknown Expert",
      { delegate: "no-such-expert" },
      'Case 2 expects the Expert "no-such-expert", which does not exist',
    ],
  ])("400 naming the case and the name for %s", async (_label, expect2, sentence) => {
    const res = await evaluate({
      expert: "e_sql",
      user: "u_carol",
      cases: [SET[0], { message: "m", expect: expect2 }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: sentence, code: "unknown_target", field: "cases.1.expect" });
  });
  test("the model judge without a provider is a sentence, not a run", async () => {
    const before = await t.db.evaluationRun.count();
    const res = await evaluate({ expert: "e_sql", user: "u_carol", judge: "model", cases: SET });
    expect(res.body).toEqual({ error: API_SENTENCES.judge_unavailable, code: "judge_unavailable", field: "judge" });
    expect(res.body.error).toContain("no model provider is configured");
    expect(await t.db.evaluationRun.count()).toBe(before);
  });
  test("the draft is its owner's only: anyone else gets the usual 404", async () => {
    const res = await evaluate({ expert: "e_sql", user: "bob@example.com", version: "draft", cases: SET.slice(0, 1) });
    expect(res.body).toEqual({ error: "Expert not found or access denied", code: "expert_not_found_or_denied" });
  });
  test("an unknown user is 404 before anything else", async () => {
    expect((await evaluate({ expert: "e_sql", user: "nobody@example.com", cases: SET })).body.code).toBe(
      "user_not_found",
    );
  });
  test.each([
    [
      "an empty message",
      { cases: [{ message: "  ", expect: { none: true } }] },
      'Field "cases.0.message" must not be empty.',
    ],
    [
      "an over-long message",
      { cases: [{ message: "x".repeat(100_001), expect: { none: true } }] },
      'Field "cases.0.message" must be at most 100,000 characters (the message).',
    ],
    [
      "a bad expect",
      { cases: [{ message: "m", expect: { subagent: "a", none: true } }] },
      'Field "cases.0.expect" must be {"subagent": name}, {"delegate": slug} or {"none": true}.',
    ],
    [
      "501 cases",
      { cases: Array.from({ length: 501 }, () => SET[6]) },
      'Field "cases" must hold at most 500 cases; it has 501.',
    ],
    ["no stored set and no cases", {}, 'Field "cases" is required: the Expert has no stored evaluation set.'],
  ])("400 for %s", async (_label, extra, sentence) => {
    const res = await evaluate({ expert: "e_tax", user: "u_alice", ...extra });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(sentence);
  });
});

describe("the stored set, Studio runs and the publish gate", () => {
  test("import and export round trip through the stored set; a bad case refuses the whole save", async () => {
    const report = importCases(exportCsv(SET), "csv");
    expect(report.refused).toEqual([]);
    await saveEvaluationSet(DEMO_VIEWERS.carol, "e_sql", report.cases);
    const stored = await getEvaluationSet(DEMO_VIEWERS.carol, "e_sql");
    expect(stored).toEqual(SET);
    expect(importCases(exportJsonl(stored), "jsonl").cases).toEqual(SET);

    await expect(
      saveEvaluationSet(DEMO_VIEWERS.carol, "e_sql", [...SET, { message: "x", expect: { subagent: "ghost" } }]),
    ).rejects.toThrow('Case 9: No subagent is named "ghost".');
    await expect(
      saveEvaluationSet(
        DEMO_VIEWERS.carol,
        "e_sql",
        Array.from({ length: 501 }, () => SET[0]),
      ),
    ).rejects.toThrow("at most 500 cases; this one has 501");
    expect(await getEvaluationSet(DEMO_VIEWERS.carol, "e_sql")).toEqual(SET);
    // Someone else's Expert reads as missing, and nothing is written.
    await expect(saveEvaluationSet(DEMO_VIEWERS.bob, "e_sql", [])).rejects.toThrow("Expert not found or access denied");
  });

  test("the stored set is what the API runs when no cases are sent", async () => {
    const res = await evaluate({ expert: "e_sql", user: "u_carol" });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(1);
    expect(res.body.accuracy).toBe(5 / 8);
  });

  test("a draft that breaks routing asks for a confirmation naming the case that now fails, and the publication records its run", async () => {
    const live = await runStudioEvaluation(DEMO_VIEWERS.carol, "e_sql", "live");
    expect(live.run).toMatchObject({ version: 1, accuracy: 5 / 8 });

    // The draft's schema_mapper now says nothing about tables or columns.
    const spec = await t.db.subagentSpec.findFirstOrThrow({
      where: { expertId: "e_sql", raw: { contains: "schema_mapper" } },
    });
    const raw = JSON.parse(spec.raw);
    await t.db.subagentSpec.update({
      where: { id: spec.id },
      data: { raw: JSON.stringify({ ...raw, description: "Handles onboarding chores." }) },
    });

    const draft = await runStudioEvaluation(DEMO_VIEWERS.carol, "e_sql", "draft");
    expect(draft.run.accuracy).toBe(4 / 8);
    expect(draft.diff?.points).toBe(-12.5);

    // A threshold above the drop asks nothing; the default (3 points) asks.
    process.env.EVAL_REGRESSION_POINTS = "20";
    try {
      expect((await publishComparison(DEMO_VIEWERS.carol, "e_sql"))?.confirm).toBe(false);
    } finally {
      delete process.env.EVAL_REGRESSION_POINTS;
    }
    const comparison = await publishComparison(DEMO_VIEWERS.carol, "e_sql");
    expect(comparison).not.toBeNull();
    expect(comparison!.confirm).toBe(true);
    expect(comparison!.threshold).toBe(3);
    expect(comparison!.diff.nowFailing.map((c) => c.message)).toEqual([at(SET, 0).message]);
    expect(comparison!.live.id).toBe(live.run.id);

    const { version } = await t.db.expert.findUniqueOrThrow({ where: { id: "e_sql" }, select: { version: true } });
    const published = await publishExpert(DEMO_VIEWERS.carol, "e_sql", version, comparison!.draft.id);
    const runs = await recentRuns("e_sql");
    expect(runs.find((r) => r.id === comparison!.draft.id)?.publishedAs).toBe(published.number);
  });

  test("a change that fixes one case and breaks another: both named, no drop, no confirmation", async () => {
    // Live version 2 (just published) runs case 1 to query_writer by "schema"; this draft's
    // query_writer no longer says "schema", and it answers a hello.
    const spec = await t.db.subagentSpec.findFirstOrThrow({
      where: { expertId: "e_sql", raw: { contains: "sanity-check" } },
    }); // the kept query_writer
    await t.db.subagentSpec.update({
      where: { id: spec.id },
      data: {
        raw: JSON.stringify({
          ...JSON.parse(spec.raw),
          description: "Writes SQL, and answers a hello: hello and hello again.",
        }),
      },
    });
    const comparison = await publishComparison(DEMO_VIEWERS.carol, "e_sql");
    expect(comparison!.live.version).toBe(2);
    expect(comparison!.diff.nowPassing.map((c) => c.message)).toEqual([at(SET, 0).message]);
    expect(comparison!.diff.nowFailing.map((c) => [c.message, c.before, c.after])).toEqual([
      ["Hello there", "none", "subagent:query_writer"],
    ]);
    expect(comparison!.diff.points).toBe(0);
    expect(comparison!.confirm).toBe(false);
  });
});

describe("the Studio's evaluation actions check the caller inside each action", () => {
  test("another creator's Expert reads as missing; nothing is written", async () => {
    const { actAs } = await import("../support/acting-as");
    const actions = await import("@/lib/actions/evaluations");
    actAs(DEMO_VIEWERS.bob);
    const before = await t.db.evaluationCase.count();
    const run = await actions.runEvaluationAction({ expertId: "e_sql", version: "draft" });
    expect(run).toMatchObject({ status: "error", code: "not_found:expert" });
    expect(await t.db.evaluationCase.count()).toBe(before);
  });
  // The import is a route now: tests/integration/evaluation-import-route.test.ts.
});
