import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { EVAL_CASE_LIMIT, type EvaluationCase, type KnownTargets } from "./cases";
import { exportCsv, exportJsonl, importCases, parseCsv } from "./transfer";

const known: KnownTargets = {
  subagents: new Set(["sql-writer", "chart-maker"]),
  experts: new Set(["contract-review"]),
};
const CASES: EvaluationCase[] = [
  { message: "Write the SQL for monthly revenue", expect: { subagent: "sql-writer" } },
  { message: 'A "quoted", multi-line\nmessage, with commas', expect: { delegate: "contract-review" } },
  { message: "=SUM(A1) looks like a formula", expect: { none: true } },
  { message: "'-already an apostrophe", expect: { subagent: "chart-maker" } },
];

describe("round trip", () => {
  test.each(["jsonl", "csv"] as const)("%s export then import gives the same cases", (format) => {
    const text = format === "jsonl" ? exportJsonl(CASES) : exportCsv(CASES);
    const report = importCases(text, format, known);
    expect(report.refused).toEqual([]);
    expect(report.cases).toEqual(CASES);
  });
  test("the CSV export defuses formulas for spreadsheets", () => {
    expect(exportCsv(CASES)).toContain("\r\n'=SUM(A1) looks like a formula,none\r\n");
  });
});

describe("refusals by row", () => {
  test("JSONL: each bad line is named with its reason; good lines are kept", () => {
    const text = [
      JSON.stringify({ message: "fine", expect: { subagent: "sql-writer" } }),
      "not json",
      JSON.stringify({ message: "   ", expect: { none: true } }),
      "",
      JSON.stringify({ message: "x".repeat(100_001), expect: { none: true } }),
      JSON.stringify({ message: "who?", expect: { subagent: "ghost" } }),
      JSON.stringify({ message: "where?", expect: { delegate: "nobody" } }),
      JSON.stringify({ message: "two", expect: { subagent: "a", delegate: "b" } }),
      JSON.stringify({ message: "ok", expect: { delegate: "@Contract-Review" } }),
    ].join("\n");
    const report = importCases(text, "jsonl", known);
    expect(report.cases.map((c) => c.message)).toEqual(["fine", "ok"]);
    expect(at(report.cases, 1).expect).toEqual({ delegate: "Contract-Review" });
    expect(report.refused).toEqual([
      { row: 2, reason: "A case must be an object with a message and an expect." },
      { row: 3, reason: "The message is empty." },
      { row: 5, reason: "The message is 100,001 characters; the limit is 100,000." },
      { row: 6, reason: 'No subagent is named "ghost".' },
      { row: 7, reason: 'No Expert has the slug "nobody".' },
      { row: 8, reason: 'The expect must be {"subagent": name}, {"delegate": slug} or {"none": true}.' },
    ]);
  });

  test("CSV of 1,000 rows with 3 bad ones: 997 good, the 3 named by row", () => {
    const lines = ["message,expect"];
    for (let i = 0; i < 1000; i++)
      lines.push(`message ${i},${i === 10 ? "subagent:ghost" : i === 500 ? "none" : "subagent:sql-writer"}`);
    lines[501] = ",none";
    lines[901] = "message 900,@nobody";
    const report = importCases(lines.join("\n"), "csv", known);
    expect(report.rows).toBe(1000);
    expect(report.cases).toHaveLength(997);
    expect(report.refused).toEqual([
      { row: 12, reason: 'No subagent is named "ghost".' },
      { row: 502, reason: "The message is empty." },
      { row: 902, reason: 'No Expert has the slug "nobody".' },
    ]);
    expect(report.tooMany).toBe(`An evaluation set holds at most ${EVAL_CASE_LIMIT} cases; this one has 997.`);
  });

  test("CSV without the header row is refused at row 1", () => {
    expect(importCases("hello,none\n", "csv", known).refused).toEqual([
      { row: 1, reason: "The first row must name the columns: message,expect." },
    ]);
  });
  test("CSV rows are numbered by the line they start on", () => {
    const records = parseCsv('a,b\r\n"x\ny",z\r\nlast,1');
    expect(records).toEqual([
      { row: 1, cells: ["a", "b"] },
      { row: 2, cells: ["x\ny", "z"] },
      { row: 4, cells: ["last", "1"] },
    ]);
  });
  test("without known targets, names are not checked", () => {
    expect(importCases(JSON.stringify({ message: "m", expect: { subagent: "any" } }), "jsonl").cases).toHaveLength(1);
  });
});
