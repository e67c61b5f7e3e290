import { describe, expect, test, vi } from "vitest";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { postPreview } from "../support/preview-route";

// rules §8: every failed authorization is logged with a request id, server actions included.
await testDatabaseForFile();
const settings = await import("@/lib/actions/delegation-settings");
const users = await import("@/lib/actions/admin-users");

async function refusalLines(call: () => Promise<unknown>) {
  const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  try {
    await call();
    return out.mock.calls
      .map(([chunk]) => String(chunk))
      .filter((line) => line.includes("authorization_refused"))
      .map((line) => JSON.parse(line));
  } finally {
    out.mockRestore();
  }
}

describe("refused server actions are logged", () => {
  test.each([
    [
      "an anonymous policy save",
      null,
      () => settings.saveDelegationPolicyAction({ mode: "all", whitelist: [] }),
      { action: "saveDelegationPolicy", userId: null, code: "unauthorized:session" },
    ],
    [
      "an anonymous roster preview",
      null,
      () => settings.previewRosterAction({ expertId: "e_sql", message: "" }),
      { action: "previewRoster", userId: null, code: "unauthorized:session" },
    ],
    [
      "a non-admin role change",
      DEMO_VIEWERS.bob,
      () => users.setUserRoleAction({ userId: "u_bob", role: "admin" }),
      { action: "setUserRole", userId: "u_bob", code: "forbidden:admin" },
    ],
  ] as const)("%s", async (_label, viewer, call, fields) => {
    actAs(viewer);
    const lines = await refusalLines(call);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "warn",
        event: "authorization_refused",
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ...fields,
      }),
    ]);
  });
});

describe("refused Studio actions are logged", () => {
  test("a non-owner's draft preview and an anonymous save", async () => {
    const studio = await import("@/lib/actions/expert-edits");
    const draft = {
      defaultModel: "claude-sonnet-4",
      plugins: [],
      teamGuard: { mode: "enforce" as const, markers: [], deny: [] },
      specs: [],
      disabledBuiltins: [],
    };
    actAs(DEMO_VIEWERS.bob);
    // The preview is a route handler (POST /studio/<id>/preview): its refusal names the route.
    expect(await refusalLines(() => postPreview("e_contract", JSON.stringify(draft)))).toEqual([
      expect.objectContaining({
        event: "authorization_refused",
        route: "studio/preview",
        userId: "u_bob",
        expertId: "e_contract",
        requestId: expect.any(String),
      }),
    ]);
    actAs(null);
    expect(await refusalLines(() => studio.saveExpertAction({ expertId: "e_contract", version: 1 } as never))).toEqual([
      expect.objectContaining({
        event: "authorization_refused",
        action: "saveExpert",
        userId: null,
        code: "unauthorized:session",
      }),
    ]);
  });
});
