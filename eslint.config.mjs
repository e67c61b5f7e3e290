import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const typeScriptFiles = ["**/*.{ts,tsx,mts}"];
// Tests read untyped bodies (`await res.json()`) and build partial rows on purpose, so the type-checked
// set's no-unsafe-* rules would only add casts there; they keep the two rules that catch a lost await.
const testFiles = ["**/*.test.{ts,tsx}", "tests/**/*.{ts,tsx,mts}", "e2e/**/*.{ts,tsx}"];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  ...tseslint.configs.recommendedTypeCheckedOnly.map((entry) => ({
    ...entry,
    files: typeScriptFiles,
    ignores: testFiles,
  })),
  {
    files: typeScriptFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      // A caught error is `unknown`: passing it on as a rejection is as right as rethrowing it.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingUnknown: true }],
      // `async` on a Promise-returning method that only throws turns the throw into a rejection, as the
      // interfaces it implements expect (the A2A handler, adapter factories); the return types are checked.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: testFiles,
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // One harness path (rules §5): only lib/server/harness/ builds injections or reads configuration for
    // them; everything else calls one of its entry points. The domain's builders (tool surface, subagent
    // resolution, roster, rendering) and the harness's readers are its private parts.
    // The API key check reads its one row per request with the harness's prepared reader: it is on
    // the same hot path, and reads no configuration. Integration tests test the private parts themselves.
    files: ["**/*.{ts,tsx,mts}"],
    ignores: ["lib/server/harness/**", "lib/domain/**", "lib/server/api-keys/authenticate.ts", "tests/integration/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...[
              ["injection", ["buildInjection", "resolveExpert"]],
              ["tool-surface", ["buildToolSurface", "applyTeamGuard", "AgentToolScope"]],
              ["subagents/resolve-subagents", ["resolveSubagents"]],
              ["render-injection", ["renderInjection"]],
              ["roster", ["buildRoster", "collectRoster", "writeRosterReport"]],
              ["roster-budget", ["buildBudgetedRoster"]],
            ].map(([module, importNames]) => ({
              group: [`@/lib/domain/${module}`, `**/lib/domain/${module}`, `**/domain/${module}`],
              importNames,
              message:
                "Build injections through an entry point of lib/server/harness/, so every view matches what the API serves.",
            })),
            {
              group: [
                "@/lib/server/harness/assemble",
                "@/lib/server/harness/expert-config",
                "@/lib/server/harness/roster-context",
                "@/lib/server/harness/accessible-candidates",
                "@/lib/server/harness/live-version-cache",
                "@/lib/server/harness/sql-reader",
                "@/lib/server/harness/roster-candidates",
                "@/lib/server/harness/delegation-decision",
                "@/lib/server/harness/idempotent-delegation",
                "**/harness/assemble",
                "**/harness/expert-config",
                "**/harness/roster-context",
                "**/harness/accessible-candidates",
                "**/harness/live-version-cache",
                "**/harness/sql-reader",
                "**/harness/roster-candidates",
                "**/harness/delegation-decision",
                "**/harness/idempotent-delegation",
              ],
              message: "These are the harness's private parts: call an entry point of lib/server/harness/ instead.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      "lib/generated/**",
      ".next/**",
      "node_modules/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      ".scratch/**",
    ],
  },
];

export default config;
