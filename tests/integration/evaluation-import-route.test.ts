import { describe, expect, test } from "vitest";
import { targetKey, type EvaluationCase } from "@/lib/domain/evaluations/cases";
import { exportCsv, exportJsonl } from "@/lib/domain/evaluations/transfer";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { chunked } from "../support/streamed-body";

// Issue 30: the Studio imports a JSONL or CSV file through POST /studio/<id>/evaluations/cases/import,
// the file itself as the body, counted as it streams (10 MB). On the demo workspace: carol's SQL
// Analyst (e_sql) keeps schema_mapper and query_writer; its roster offers contract-review and others.
const t = await testDatabaseForFile();
const { POST } = await import("@/app/studio/[expertId]/evaluations/cases/import/route");

const MB = 1024 * 1024;
const TOO_LARGE = { error: "The file is too large (limit 10 MB)." };
const DENIED = { error: "Expert not found or access denied", code: "expert_not_found_or_denied" };

function post(
  expertId: string,
  body: BodyInit,
  {
    format = "jsonl",
    confirm = false,
    headers = {},
  }: { format?: string; confirm?: boolean; headers?: Record<string, string> } = {},
) {
  const query = new URLSearchParams({ format, ...(confirm ? { confirm: "1" } : {}) });
  const request = new Request(`http://test/studio/${expertId}/evaluations/cases/import?${query}`, {
    method: "POST",
    body,
    headers: { host: "test", ...headers },
    duplex: "half",
  } as RequestInit);
  return POST(request, { params: Promise.resolve({ expertId }) });
}

const storedCases = () => t.db.evaluationCase.findMany({ orderBy: [{ expertId: "asc" }, { position: "asc" }] });
const storedSet = async (expertId: string) =>
  (await t.db.evaluationCase.findMany({ where: { expertId }, orderBy: { position: "asc" } })).map((c) => [
    c.message,
    c.target,
  ]);

const SET: EvaluationCase[] = [
  { message: "Map the tables and columns of the schema", expect: { subagent: "schema_mapper" } },
  { message: "Write a SQL query for monthly revenue", expect: { subagent: "query_writer" } },
  { message: "Review the liability clause in this contract", expect: { delegate: "contract-review" } },
  { message: "Hello there", expect: { none: true } },
];

describe("POST /studio/<expertId>/evaluations/cases/import", () => {
  test("the owner's JSONL file replaces the set; the same set as CSV reads back the same", async () => {
    actAs(DEMO_VIEWERS.carol);
    const res = await post("e_sql", exportJsonl(SET));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ imported: 4, refused: [], good: 4, saved: true, cases: SET });
    expect(await storedSet("e_sql")).toEqual(SET.map((c) => [c.message, targetKey(c.expect)]));
    const csv = await post("e_sql", new Blob([exportCsv(SET.slice(0, 2))], { type: "text/csv" }), { format: "csv" });
    expect(await csv.json()).toMatchObject({ imported: 2, saved: true, cases: SET.slice(0, 2) });
    expect(await storedSet("e_sql")).toHaveLength(2);
  });

  test("a file with bad rows waits for the creator's confirmation, then keeps the good ones", async () => {
    actAs(DEMO_VIEWERS.carol);
    await post("e_sql", exportJsonl(SET));
    const lines = ["message,expect"];
    for (let i = 0; i < 200; i++)
      lines.push(
        `Write SQL number ${i},${i === 7 ? "subagent:ghost" : i === 50 ? "@nobody-here" : i === 120 ? "none" : "subagent:query_writer"}`,
      );
    lines[121] = ",none";
    const text = lines.join("\n");
    const first = await post("e_sql", text, { format: "csv" });
    expect(first.status).toBe(200);
    const outcome = (await first.json()) as { saved: boolean; good: number; refused: unknown[]; cases: unknown[] };
    expect(outcome).toMatchObject({ saved: false, good: 197, imported: 0, cases: [] });
    expect(outcome.refused).toEqual([
      { row: 9, reason: 'No subagent is named "ghost".' },
      { row: 52, reason: 'No Expert has the slug "nobody-here".' },
      { row: 122, reason: "The message is empty." },
    ]);
    expect(await storedSet("e_sql")).toHaveLength(SET.length);
    const second = await post("e_sql", text, { format: "csv", confirm: true });
    expect(await second.json()).toMatchObject({ saved: true, imported: 197, good: 197 });
    expect(await storedSet("e_sql")).toHaveLength(197);
  });

  test.each([
    ["a line that is not JSON", "{not json\n", "jsonl", "No row could be imported: 1 refused."],
    [
      "a CSV without its header row",
      "Write SQL,subagent:query_writer\n",
      "csv",
      "No row could be imported: 1 refused.",
    ],
    ["an empty file", "\n\n", "jsonl", "The file holds no cases."],
    [
      "501 good cases",
      exportJsonl(Array.from({ length: 501 }, (_, i) => ({ message: `Case ${i}`, expect: { none: true } }))),
      "jsonl",
      "An evaluation set holds at most 500 cases; this one has 501.",
    ],
  ])("%s is refused with the sentence it always had; nothing written", async (_label, text, format, error) => {
    actAs(DEMO_VIEWERS.carol);
    const before = await storedCases();
    const res = await post("e_sql", text, { format, confirm: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
    expect(await storedCases()).toEqual(before);
  });

  test("a file past 10 MB is refused with 413, declared or chunked; just under it is read", async () => {
    actAs(DEMO_VIEWERS.carol);
    const before = await storedCases();
    const declared = await post("e_sql", "{}", { headers: { "content-length": String(10 * MB + 1) } });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(TOO_LARGE);
    const streamed = await post("e_sql", chunked(40 * MB));
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(TOO_LARGE);
    expect(await storedCases()).toEqual(before);
    // 10 MB to the byte: the cases, then a last line of spaces (a blank line is no row).
    const res = await post("e_sql", exportJsonl(SET).padEnd(10 * MB, " "));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ imported: SET.length, saved: true });
  });

  test("a format other than jsonl or csv is refused", async () => {
    actAs(DEMO_VIEWERS.carol);
    const res = await post("e_sql", exportJsonl(SET), { format: "xlsx" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Name the file's format: format=jsonl or format=csv." });
  });

  test.each<[string, typeof DEMO_VIEWERS.carol | null, string, Record<string, string>, number, object]>([
    ["anonymous", null, "e_sql", {}, 401, { error: "Sign in to import cases." }],
    ["another creator", DEMO_VIEWERS.bob, "e_sql", {}, 404, DENIED],
    ["anyone, on a missing Expert", DEMO_VIEWERS.carol, "e_nope", {}, 404, DENIED],
    [
      "the owner, from another site's page",
      DEMO_VIEWERS.carol,
      "e_sql",
      { origin: "http://evil.example" },
      403,
      { error: "Import cases from the Studio page itself." },
    ],
  ])("%s is refused; nothing written", async (_label, viewer, expertId, headers, status, body) => {
    actAs(viewer);
    const before = await storedCases();
    const res = await post(expertId, exportJsonl(SET), { confirm: true, headers });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
    expect(await storedCases()).toEqual(before);
  });
});
