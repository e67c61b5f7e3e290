import { expect, test } from "vitest";
import type { EvaluationResponse } from "@/lib/server/evaluations/api-schemas";
import { apiDatabaseForFile, call } from "../support/api";

// The demo workspace ships an evaluation set for two Experts; SQL Analyst's has one failing case to show.
await apiDatabaseForFile();
const { POST } = await import("@/app/api/harness/evaluations/route");

test.each([
  ["sql-analyst", "carol@example.com", 6, ["Which customers churned last quarter?"]],
  ["contract-review", "alice@example.com", 3, []],
])("%s: the seeded set runs, and fails only where it is meant to", async (expert, user, count, failing) => {
  const res = await call<EvaluationResponse>(POST, "http://test/api/harness/evaluations", { expert, user });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.totals.cases).toBe(count);
  expect(res.body.cases.filter((c) => !c.pass).map((c) => c.message)).toEqual(failing);
});
