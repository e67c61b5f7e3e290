import { expect, test } from "vitest";
import { delegationStatus, mayReport } from "./delegation-run";

test.each([
  [{ status: "accepted", runStatus: null }, "accepted", true],
  [{ status: "accepted", runStatus: "running" }, "running", true],
  [{ status: "accepted", runStatus: "completed" }, "completed", false],
  [{ status: "accepted", runStatus: "failed" }, "failed", false],
  [{ status: "failed", runStatus: null }, "failed", false],
] as const)("%j reads %s; a report may follow: %s", (row, status, reportable) => {
  expect(delegationStatus(row)).toBe(status);
  expect(mayReport(delegationStatus(row))).toBe(reportable);
});
