import { describe, expect, test } from "vitest";
import { EVAL_CASE_LIMIT, EVAL_MESSAGE_LIMIT, EVAL_SET_MAX_BYTES } from "@/lib/domain/evaluations/cases";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { at } from "@/lib/domain/at-index";

// Issue 30: the Studio saves an evaluation set through PUT /studio/<id>/evaluations/cases, so that a
// set at the limits (500 cases of 100,000 characters) fits where a server action's body would not.
// On the demo workspace: carol's SQL Analyst (e_sql) keeps schema_mapper and query_writer.
const t = await testDatabaseForFile();
const { PUT } = await import("@/app/studio/[expertId]/evaluations/cases/route");

function put(expertId: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request(`http://test/studio/${expertId}/evaluations/cases`, {
    method: "PUT",
    body,
    headers: { host: "test", "content-type": "application/json", ...headers },
    duplex: "half",
  } as RequestInit);
  return PUT(request, { params: Promise.resolve({ expertId }) });
}

const storedCases = () => t.db.evaluationCase.findMany({ orderBy: [{ expertId: "asc" }, { position: "asc" }] });

describe("PUT /studio/<expertId>/evaluations/cases", () => {
  test("a set at the limits, 500 cases of 100,000 characters (about 50 MB of JSON), is saved whole", async () => {
    actAs(DEMO_VIEWERS.carol);
    const cases = Array.from({ length: EVAL_CASE_LIMIT }, (_, i) => ({
      message: `${i} `.padEnd(EVAL_MESSAGE_LIMIT, i % 2 ? "schema tables " : "query revenue "),
      expect: i % 2 ? { subagent: "schema_mapper" } : { subagent: "query_writer" },
    }));
    const body = JSON.stringify({ cases });
    expect(body.length).toBeGreaterThan(50_000_000);
    const res = await put("e_sql", body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: EVAL_CASE_LIMIT });
    const rows = await t.db.evaluationCase.findMany({
      where: { expertId: "e_sql" },
      orderBy: { position: "asc" },
      select: { message: true, target: true },
    });
    expect(rows.length).toBe(EVAL_CASE_LIMIT);
    expect(rows.every((r, i) => r.message === at(cases, i).message && r.message.length === EVAL_MESSAGE_LIMIT)).toBe(
      true,
    );
    expect(at(rows, 1).target).toBe("subagent:schema_mapper");
  }, 120_000);

  test("one case past the message limit refuses the whole save with its number; nothing is written", async () => {
    actAs(DEMO_VIEWERS.carol);
    const before = await storedCases();
    const cases = [
      { message: "Write a query", expect: { subagent: "query_writer" } },
      { message: "x".repeat(EVAL_MESSAGE_LIMIT + 1), expect: { none: true } },
    ];
    const res = await put("e_sql", JSON.stringify({ cases }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: `Case 2: The message is ${(EVAL_MESSAGE_LIMIT + 1).toLocaleString("en-US")} characters; the limit is ${EVAL_MESSAGE_LIMIT.toLocaleString("en-US")}.`,
      field: "cases",
    });
    expect(await storedCases()).toEqual(before);
  });

  test("a body past the bound is refused with 413 before it is read; a body that is not JSON with 400", async () => {
    actAs(DEMO_VIEWERS.carol);
    const before = await storedCases();
    const declared = await put("e_sql", "{}", { "content-length": String(EVAL_SET_MAX_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      error: "The cases come to more than 143 MB, more than a set of 500 cases can hold.",
      field: "cases",
    });
    const broken = await put("e_sql", "{not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "The cases could not be read: send them as JSON.", field: "cases" });
    const notAList = await put("e_sql", JSON.stringify({ cases: "many" }));
    expect(notAList.status).toBe(400);
    expect(await storedCases()).toEqual(before);
  });

  test.each<[string, typeof DEMO_VIEWERS.carol | null, Record<string, string>, number, object]>([
    ["anonymous", null, {}, 401, { error: "Sign in to save cases." }],
    [
      "another creator",
      DEMO_VIEWERS.bob,
      {},
      404,
      { error: "Expert not found or access denied", code: "expert_not_found_or_denied" },
    ],
    [
      "the owner, from another site's page",
      DEMO_VIEWERS.carol,
      { origin: "http://evil.example" },
      403,
      { error: "Save cases from the Studio page itself." },
    ],
  ])("%s is refused; nothing written", async (_label, viewer, headers, status, body) => {
    actAs(viewer);
    const before = await storedCases();
    const res = await put("e_sql", JSON.stringify({ cases: [] }), headers);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
    expect(await storedCases()).toEqual(before);
  });
});
