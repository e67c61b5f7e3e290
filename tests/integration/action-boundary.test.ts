import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { formData } from "../support/studio-fixtures";
import { expectDefined } from "../support/defined";

// The security boundary itself: every exported server action is listed here with a well-formed
// call on demo rows, and an anonymous caller is refused by each with nothing written. A new
// action must be added to this table, so nobody ships one without deciding who may call it.

const t = await testDatabaseForFile();

const validDraft = {
  name: "Renamed",
  slug: "tax-helper",
  description: "",
  priceLabel: null,
  instructions: "x",
  defaultModel: "claude-sonnet-4",
  plugins: [],
  delegatable: true,
  delegationBrief: null,
  teamGuard: { mode: "off", markers: [], deny: [] },
  specs: [],
};

const CALLS: Record<string, Record<string, (action: (...args: never[]) => Promise<unknown>) => Promise<unknown>>> = {
  "@/lib/actions/admin-api-keys": {
    createRuntimeKeyAction: (a) => a({ name: "Sneaky runtime", scopes: ["harness:read"], expiresAt: "" } as never),
    revokeAnyKeyAction: (a) => a({ keyId: "k_bob" } as never),
  },
  "@/lib/actions/admin-users": {
    setUserRoleAction: (a) => a({ userId: "u_bob", role: "admin" } as never),
    setUserDisabledAction: (a) => a({ userId: "u_bob", disabled: true } as never),
  },
  "@/lib/actions/library-access": {
    removeAccessAction: (a) => a({ expertId: "e_contract" } as never),
  },
  "@/lib/actions/marketplace-access": {
    getAccessAction: (a) => a({ status: "idle" } as never, formData({ expertId: "e_ux_copy" }) as never),
  },
  "@/lib/actions/personal-api-keys": {
    createPersonalKeyAction: (a) => a({ name: "Sneaky", scopes: ["harness:read"], expiresAt: "" } as never),
    revokePersonalKeyAction: (a) => a({ keyId: "k_bob" } as never),
  },
  "@/lib/actions/delegation-settings": {
    saveDelegationPolicyAction: (a) => a({ mode: "all", whitelist: [] } as never),
    previewRosterAction: (a) => a({ expertId: "e_sql", message: "@contract-review" } as never),
  },
  "@/lib/actions/expert-creation": {
    createExpertAction: (a) => a({ status: "idle" } as never, formData({ name: "Sneaky", slug: "sneaky" }) as never),
    suggestSlugAction: (a) => a({ name: "Tax Helper" } as never),
  },
  "@/lib/actions/expert-edits": {
    saveExpertAction: (a) => a({ ...validDraft, expertId: "e_tax", version: 1 } as never),
    setPublishedAction: (a) => a({ expertId: "e_tax", version: 1, published: false } as never),
    deleteExpertAction: (a) => a({ expertId: "e_tax" } as never),
    restoreVersionAction: (a) => a({ expertId: "e_tax", auditEventId: "nope", version: 1 } as never),
    readStoredExpertAction: (a) => a({ expertId: "e_tax" } as never),
  },
  "@/lib/actions/test-delegation": {
    sendTestDelegationAction: (a) => a({ expertId: "e_tax", from: "sql-analyst", input: "A test task." } as never),
  },
  "@/lib/actions/expert-versions": {
    publishChangesAction: (a) => a({ expertId: "e_tax", version: 1 } as never),
    discardChangesAction: (a) => a({ expertId: "e_tax", version: 1 } as never),
    rollbackAction: (a) => a({ expertId: "e_tax", version: 1, number: 1 } as never),
    previewLiveAction: (a) => a({ expertId: "e_tax" } as never),
  },
  "@/lib/actions/evaluations": {
    runEvaluationAction: (a) => a({ expertId: "e_tax", version: "draft" } as never),
    publishComparisonAction: (a) => a({ expertId: "e_tax" } as never),
  },
  "@/lib/actions/subagent-routing": {
    previewSubagentRoutingAction: (a) => a({ ...validDraft, expertId: "e_tax", message: "tax questions" } as never),
  },
};

async function everyRow() {
  const tables = [
    t.db.user,
    t.db.session,
    t.db.expert,
    t.db.subagentSpec,
    t.db.builtinSwitch,
    t.db.accessGrant,
    t.db.delegationPolicy,
    t.db.whitelistEntry,
    t.db.auditEvent,
    t.db.expertVersion,
    t.db.apiKey,
    t.db.evaluationCase,
    t.db.evaluationRun,
  ] as unknown as { findMany: () => Promise<unknown[]> }[];
  return Promise.all(tables.map((table) => table.findMany()));
}

/** A refusal is an error result, or Next.js's redirect-to-sign-in / not-found signal. */
function isRefusal(outcome: { value?: unknown; error?: unknown }): boolean {
  if ("error" in outcome) {
    const error = outcome.error as { message?: string; digest?: string };
    return /NEXT_REDIRECT|NEXT_HTTP_ERROR_FALLBACK|NEXT_NOT_FOUND/.test(
      `${error?.message ?? ""} ${error?.digest ?? ""}`,
    );
  }
  // The wrapper checks the session before it reads the input, so every anonymous call gets this one answer.
  const value = outcome.value as { status?: string; code?: string } | undefined;
  return value?.status === "error" && value.code === "unauthorized:session";
}

// No server action is public: sign-up, the one public write, is the route handler
// POST /api/auth/sign-up (tested in sign-up-route.test.ts), so that it can answer 429. The Studio's
// draft preview is the route handler POST /studio/<id>/preview (its refusals: draft-preview-route.test.ts).

describe("every server action refuses an anonymous caller and writes nothing", () => {
  test("every action module is listed here, and every one lives in lib/actions/", () => {
    const actionModules = (dir: string) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file) && /^["']use server["']/.test(readFileSync(`${dir}/${file}`, "utf8")))
        .map((file) => `@/${dir}/${file.replace(/\\/g, "/").replace(/\.tsx?$/, "")}`);
    expect(actionModules("app")).toEqual([]);
    expect(actionModules("lib/actions").sort()).toEqual(Object.keys(CALLS).sort());
  });

  test.each(Object.keys(CALLS))("%s exports only listed actions", async (path) => {
    const exported = Object.keys(await import(/* @vite-ignore */ path)).sort();
    expect(exported).toEqual(Object.keys(expectDefined(CALLS[path], `the actions listed for ${path}`)).sort());
  });

  const cases = Object.entries(CALLS).flatMap(([path, calls]) =>
    Object.keys(calls).map((name) => [path, name] as const),
  );
  test.each(cases)("%s → %s", async (path, name) => {
    actAs(null);
    const mod = (await import(/* @vite-ignore */ path)) as Record<string, (...args: never[]) => Promise<unknown>>;
    const before = await everyRow();
    const call = expectDefined(CALLS[path]?.[name], `a call listed for ${name}`);
    const outcome = await call(expectDefined(mod[name], `${path} to export ${name}`)).then(
      (value) => ({ value }),
      (error) => ({ error }),
    );
    expect(isRefusal(outcome), JSON.stringify(outcome)).toBe(true);
    expect(await everyRow()).toEqual(before);
  });
});
