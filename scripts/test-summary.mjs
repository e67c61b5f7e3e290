// Prints the name of every failed test, then one plain closing line, "N passed, M failed", from the
// Vitest and Playwright JSON reports. The names come last but one so that a log's tail shows them.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".test-results";
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
// Reporters colour their messages; the summary is read in plain logs.
const plain = (text) => String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "");
const firstLine = (text) =>
  plain(text)
    .split("\n")
    .find((line) => line.trim() !== "") ?? "";

// One Vitest report per engine: SQLite (unit and integration) and PostgreSQL (integration).
for (const name of ["vitest.json", "vitest-postgresql.json"]) {
  const vitestFile = path.join(dir, name);
  if (!existsSync(vitestFile)) {
    failed += 1;
    failures.push(`${name}: no report (the run did not finish)`);
    continue;
  }
  const report = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests)
      failures.push(`${name} ${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (suite.status === "failed" && failedTests.length === 0)
      failures.push(`${name} ${file}: ${firstLine(suite.message)}`);
  }
}

const playwrightFile = path.join(dir, "playwright.json");
if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, "utf8"));
  const { stats } = report;
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        failures.push(
          `playwright ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
} else {
  failed += 1;
  failures.push("playwright.json: no report (the end-to-end run did not finish)");
}

for (const failure of failures) console.log(`FAILED ${failure.slice(0, 400)}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
