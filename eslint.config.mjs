import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const typeScriptFiles = ["**/*.{ts,tsx,mts}"];
// Tests read untyped bodies (`await res.json()`) and build partial rows on purpose, so the type-checked
// set's no-unsafe-* rules would only add casts there; they keep the two rules that catch a lost await.
const testFiles = ["**/*.test.{ts,tsx}", "tests/**/*.{ts,tsx,mts}", "e2e/**/*.{ts,tsx}"];

/** One `no-restricted-imports` setting for `files`: a later one replaces an earlier one's patterns, so each lists all its own. */
const restrictImports = (files, patterns, ignores = []) => ({
  files,
  ...(ignores.length > 0 ? { ignores } : {}),
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

// One harness path (rules §5): only lib/server/harness/ builds injections or reads configuration for
// them; everything else calls one of its entry points. The domain's builders (tool surface, subagent
// resolution, roster, rendering) and the harness's readers are its private parts.
const HARNESS_PRIVATE = [
  "assemble",
  "expert-config",
  "roster-context",
  "accessible-candidates",
  "live-version-cache",
  "sql-reader",
  "roster-candidates",
  "delegation-decision",
  "idempotent-delegation",
  "injection-refs",
];
const HARNESS_DOORS = [
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
    group: HARNESS_PRIVATE.flatMap((name) => [`@/lib/server/harness/${name}`, `**/harness/${name}`]),
    message: "These are the harness's private parts: call an entry point of lib/server/harness/ instead.",
  },
];

// The layers (ARCHITECTURE.md). `into("x/y")`: `@/x/y/…` and any relative path into a folder y.
const into = (...folders) => folders.flatMap((f) => [`@/${f}/**`, `../**/${f.split("/").at(-1)}/**`]);
// The one write path of an Expert's content (at lib/ root, for the seed script) is called by the data layer.
const CONTENT_STORE = ["@/lib/expert-content-store", "**/expert-content-store"];
const DOMAIN_IS_PURE = {
  group: [
    ...into("lib/server", "lib/actions", "components", "app"),
    ...CONTENT_STORE,
    "@/lib/prisma-client",
    "@/lib/generated/**",
    "@prisma/**",
    "react",
    "react/**",
    "react-dom",
    "react-dom/**",
    "next",
    "next/**",
    "next-auth",
    "next-auth/**",
    "server-only",
  ],
  message:
    "lib/domain is pure: it imports nothing from lib/server, lib/actions, components or app, and no React, Next.js or Prisma.",
};
const SERVER_ARROWS = {
  group: into("components", "app", "lib/actions"),
  message: "lib/server is the data layer: it imports no components, app/ or lib/actions (they import it).",
};
const LEAN_PATH_ARROWS = {
  group: into("components", "lib/actions"),
  message: "The lean path's table imports route modules only: no components or lib/actions.",
};
const HARNESS_ARROWS = {
  group: into("lib/server/studio", "lib/server/admin"),
  message:
    "The harness imports no Studio or admin module (they call it); access rules they share live in lib/server/auth/.",
};
const ACTION_ARROWS = {
  group: [...into("components", "app"), ...CONTENT_STORE],
  message: "Server actions return data: they import no components or app/, and write through lib/server.",
};
const COMPONENT_ARROWS = {
  group: [...into("app"), ...CONTENT_STORE],
  message: "Components import nothing from app/: actions live in lib/actions/, data access in lib/server/.",
};
const PAGE_ARROWS = {
  group: CONTENT_STORE,
  message: "Pages write an Expert's content through lib/server, the one write path's only caller besides the seed.",
};

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
  // The harness's doors everywhere but inside it and in integration tests (which test its private parts).
  restrictImports(["**/*.{ts,tsx,mts}"], HARNESS_DOORS, ["tests/integration/**"]),
  // The layers (ARCHITECTURE.md): each arrow below is refused, so the folders form no cycle.
  restrictImports(["lib/domain/**"], [DOMAIN_IS_PURE]),
  restrictImports(["lib/server/**"], [...HARNESS_DOORS, SERVER_ARROWS]),
  restrictImports(["lib/server/harness/**"], [SERVER_ARROWS, HARNESS_ARROWS]),
  // The API key check reads its one row per request with the harness's prepared reader: it is on
  // the same hot path, and reads no configuration.
  restrictImports(["lib/server/api-keys/authenticate.ts"], [SERVER_ARROWS]),
  // The lean path's table maps machine paths to the route modules under app/ (its one arrow there).
  restrictImports(["lib/server/api/machine-routes.ts"], [...HARNESS_DOORS, LEAN_PATH_ARROWS]),
  restrictImports(["lib/actions/**"], [...HARNESS_DOORS, ACTION_ARROWS]),
  restrictImports(["components/**"], [...HARNESS_DOORS, COMPONENT_ARROWS]),
  restrictImports(["app/**"], [...HARNESS_DOORS, PAGE_ARROWS]),
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
