// Prints one plain closing line, "N passed, M failed", from the Vitest and Playwright JSON reports.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".test-results";
let passed = 0;
let failed = 0;
let skipped = 0;

// One Vitest report per engine: SQLite (unit and integration) and PostgreSQL (integration).
for (const name of ["vitest.json", "vitest-postgresql.json"]) {
  const vitestFile = path.join(dir, name);
  if (!existsSync(vitestFile)) {
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

const playwrightFile = path.join(dir, "playwright.json");
if (existsSync(playwrightFile)) {
  const { stats } = JSON.parse(readFileSync(playwrightFile, "utf8"));
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
} else failed += 1;

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
