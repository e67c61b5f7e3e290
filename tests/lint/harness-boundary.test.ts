import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, test } from "vitest";
import { at } from "@/lib/domain/at-index";

// The lint rule that keeps the harness in one place (rules §5) must really refuse a stray import.
// The snippets are not files on disk, so the type-checked rules (which need the project) are off here.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
const ruleErrors = async (code: string, filePath: string) => {
  const result = at(await eslint.lintText(code, { filePath }), 0);
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
};

describe("harness import boundary", () => {
  test.each([
    ["a page", "app/marketplace/example.ts"],
    ["another server area", "lib/server/studio/example.ts"],
  ])(
    "%s may not import buildInjection",
    async (_label, filePath) => {
      const errors = await ruleErrors(
        'import { buildInjection } from "@/lib/domain/injection";\nexport const f = buildInjection;\n',
        filePath,
      );
      expect(errors).toEqual([expect.stringContaining("lib/server/harness/")]);
    },
    60_000,
  );

  test.each([
    ["buildToolSurface", "@/lib/domain/tool-surface"],
    ["resolveSubagents", "@/lib/domain/subagents/resolve-subagents"],
    ["renderInjection", "@/lib/domain/render-injection"],
    ["buildRoster", "@/lib/domain/roster"],
    ["buildBudgetedRoster", "@/lib/domain/roster-budget"],
    ["resolveExpert", "@/lib/domain/injection"],
  ])(
    "nor the domain builder %s",
    async (name, from) => {
      const errors = await ruleErrors(
        `import { ${name} } from "${from}";\nexport const f = ${name};\n`,
        "lib/server/studio/example.ts",
      );
      expect(errors).toEqual([expect.stringContaining("lib/server/harness/")]);
    },
    60_000,
  );

  test("nor the roster's reader", async () => {
    const errors = await ruleErrors(
      'import { toRosterCandidate } from "@/lib/server/harness/roster-candidates";\nexport const f = toRosterCandidate;\n',
      "lib/server/settings/example.ts",
    );
    expect(errors).toHaveLength(1);
  }, 60_000);

  test("the roster's words and types stay open", async () => {
    const code =
      'import { rosterCodeLabel, type RosterEntry } from "@/lib/domain/roster";\nimport { estimateTokens } from "@/lib/domain/render-injection";\nexport const f = (e: RosterEntry) => [e, rosterCodeLabel, estimateTokens];\n';
    expect(await ruleErrors(code, "components/example.ts")).toEqual([]);
  }, 60_000);

  test("nor the harness's private reader", async () => {
    const errors = await ruleErrors(
      'import { assembleInjection } from "@/lib/server/harness/assemble";\nexport const f = assembleInjection;\n',
      "app/example.ts",
    );
    expect(errors).toHaveLength(1);
  }, 60_000);

  test("types from the injection module and the harness's entry points stay open", async () => {
    const code =
      'import type { Injection } from "@/lib/domain/injection";\nimport { getInjection } from "@/lib/server/harness/injection";\nexport const f = (i: Injection) => [i, getInjection];\n';
    expect(await ruleErrors(code, "app/example.ts")).toEqual([]);
  }, 60_000);

  test("inside the harness the import is allowed", async () => {
    const code = 'import { buildInjection } from "@/lib/domain/injection";\nexport const f = buildInjection;\n';
    expect(await ruleErrors(code, "lib/server/harness/example.ts")).toEqual([]);
  }, 60_000);
});
