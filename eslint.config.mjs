import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    // One harness path (SPEC §5): only lib/server/harness/ builds injections or reads configuration for them.
    // The API key check reads its one row per request with the harness's prepared reader: it is on
    // the same hot path, and reads no configuration.
    files: ["**/*.{ts,tsx,mts}"],
    ignores: ["lib/server/harness/**", "lib/domain/**", "lib/server/api-keys/authenticate.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/domain/injection", "**/lib/domain/injection", "**/domain/injection"],
              importNames: ["buildInjection"],
              message: "Build injections through an entry point of lib/server/harness/, so every view matches what the API serves.",
            },
            {
              group: [
                "@/lib/server/harness/assemble", "@/lib/server/harness/expert-config", "@/lib/server/harness/roster-context",
                "@/lib/server/harness/accessible-candidates", "@/lib/server/harness/live-version-cache", "@/lib/server/harness/sql-reader",
                "**/harness/assemble", "**/harness/expert-config", "**/harness/roster-context",
                "**/harness/accessible-candidates", "**/harness/live-version-cache", "**/harness/sql-reader",
              ],
              message: "These are the harness's private parts: call an entry point of lib/server/harness/ instead.",
            },
          ],
        },
      ],
    },
  },
  { ignores: ["lib/generated/**", ".next/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", ".scratch/**"] },
];

export default config;
