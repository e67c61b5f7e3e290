import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, test } from "vitest";

// The layers' arrows (ARCHITECTURE.md) are a lint rule: each refused import below must really be refused,
// and the imports each layer needs must stay open. Snippets, not files: the type-checked rules are off here.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
const refusals = async (from: string, filePath: string) => {
  const [result] = await eslint.lintText(`import * as m from "${from}";\nexport const f = m;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
};

describe("layer rule", () => {
  test.each([
    ["lib/domain/example.ts", "@/lib/server/db", "lib/domain is pure"],
    ["lib/domain/example.ts", "@/lib/actions/expert-edits", "lib/domain is pure"],
    ["lib/domain/example.ts", "@/components/ui/badge", "lib/domain is pure"],
    ["lib/domain/example.ts", "@/app/studio/page", "lib/domain is pure"],
    ["lib/domain/example.ts", "react", "lib/domain is pure"],
    ["lib/domain/example.ts", "next/cache", "lib/domain is pure"],
    ["lib/domain/example.ts", "@prisma/client", "lib/domain is pure"],
    ["lib/domain/example.ts", "@/lib/generated/prisma/client", "lib/domain is pure"],
    ["lib/domain/example.ts", "@/lib/expert-content-store", "lib/domain is pure"],
    ["lib/domain/subagents/example.ts", "../../server/db", "lib/domain is pure"],
    ["lib/server/studio/example.ts", "@/components/studio/preview-body", "lib/server is the data layer"],
    ["lib/server/studio/example.ts", "@/app/studio/page", "lib/server is the data layer"],
    ["lib/server/settings/example.ts", "@/lib/actions/delegation-settings", "lib/server is the data layer"],
    ["lib/server/studio/example.ts", "../../actions/expert-edits", "lib/server is the data layer"],
    ["lib/server/harness/example.ts", "@/lib/server/studio/editable-expert", "The harness imports no Studio or admin"],
    ["lib/server/harness/example.ts", "@/lib/server/admin/users", "The harness imports no Studio or admin"],
    ["lib/server/harness/example.ts", "@/components/studio/preview-body", "lib/server is the data layer"],
    ["lib/actions/example.ts", "@/components/studio/preview-body", "Server actions return data"],
    ["lib/actions/example.ts", "@/app/studio/page", "Server actions return data"],
    ["lib/actions/example.ts", "@/lib/expert-content-store", "Server actions return data"],
    ["components/studio/example.tsx", "@/app/studio/page", "Components import nothing from app/"],
    ["components/studio/example.tsx", "../../app/studio/page", "Components import nothing from app/"],
    ["components/studio/example.tsx", "@/lib/expert-content-store", "Components import nothing from app/"],
    ["app/studio/example.ts", "@/lib/expert-content-store", "Pages write an Expert's content through lib/server"],
    ["lib/server/api/machine-routes.ts", "@/components/ui/badge", "The lean path's table imports route modules only"],
  ])(
    "%s may not import %s",
    async (filePath, from, message) => {
      expect(await refusals(from, filePath)).toEqual([expect.stringContaining(message)]);
    },
    60_000,
  );

  test.each([
    ["lib/server/evaluations/example.ts", "@/lib/server/harness/injection-refs"],
    ["lib/actions/example.ts", "@/lib/server/harness/assemble"],
    ["components/studio/example.tsx", "@/lib/server/harness/expert-config"],
  ])(
    "%s may not import the harness's private %s",
    async (filePath, from) => {
      expect(await refusals(from, filePath)).toEqual([expect.stringContaining("harness's private parts")]);
    },
    60_000,
  );

  test.each([
    ["lib/domain/example.ts", "zod"],
    ["lib/domain/example.ts", "./expert-content"],
    ["lib/server/studio/example.ts", "@/lib/expert-content-store"],
    ["lib/server/harness/example.ts", "@/lib/server/auth/editable-expert"],
    ["lib/server/harness/example.ts", "./injection-refs"],
    ["lib/server/api/machine-routes.ts", "@/app/api/health/route"],
    ["lib/actions/example.ts", "@/lib/server/studio/expert-mutations"],
    ["components/studio/example.tsx", "@/lib/actions/expert-edits"],
    ["app/studio/example.tsx", "@/lib/actions/expert-creation"],
    ["app/studio/example.tsx", "@/components/studio/preview-body"],
    ["prisma/seed/example.ts", "@/lib/expert-content-store"],
  ])(
    "%s may import %s",
    async (filePath, from) => {
      expect(await refusals(from, filePath)).toEqual([]);
    },
    60_000,
  );
});
