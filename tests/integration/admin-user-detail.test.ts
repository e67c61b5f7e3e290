import { describe, expect, test } from "vitest";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";

await testDatabaseForFile();
const { explainOfferedForAdmin, getUserDetailForAdmin } = await import("@/lib/server/admin/user-detail");
const admin = DEMO_VIEWERS.admin;

describe("an admin's page of one user", () => {
  test("shows bob's policy, his whitelist with each entry's status, his library and his runnable Experts", async () => {
    const detail = await getUserDetailForAdmin(admin, "u_bob");
    expect(detail?.user).toMatchObject({ email: "bob@example.com", role: "user", disabled: false });
    expect(detail?.settings.mode).toBe("whitelist");
    expect(detail?.settings.whitelist).toHaveLength(12);
    expect(detail?.settings.whitelist.find((w) => w.id === "e_grant")?.status).toMatchObject({
      qualifies: false,
      code: "not_delegatable",
    });
    expect(detail?.library.map((e) => e.id)).toContain("e_jira_migrator");
    expect(detail?.runnable.map((e) => e.id)).not.toContain("e_jira_migrator");
    expect(await getUserDetailForAdmin(admin, "u_nobody")).toBeNull();
  });

  test("explains an Expert that is not on the whitelist as a candidate too", async () => {
    const answer = await explainOfferedForAdmin(admin, {
      userId: "u_bob",
      expert: "e_sql",
      message: "",
      candidate: "translation-qa",
    });
    expect(answer.status).toBe("ok");
    if (answer.status !== "ok") return;
    expect(answer.result.asked).toMatchObject({
      id: "e_translation_qa",
      verdict: { offered: false, code: "not_considered" },
    });
    expect(answer.result.asked?.verdict.sentence).toMatch(/not on Bob Becker's whitelist/);
    const byId = new Map(answer.result.candidates.map((c) => [c.id, c.verdict]));
    expect(byId.get("e_contract")).toMatchObject({ offered: true, code: "kept" });
    expect(byId.get("e_grant")).toMatchObject({ offered: false, code: "not_delegatable" });
    expect(byId.get("e_sql")).toMatchObject({ offered: false, code: "self" });
    // "Offered" is exactly the harness's roster: the same function the runtime calls.
    const offered = answer.result.candidates
      .filter((c) => c.verdict.offered)
      .map((c) => c.id)
      .sort();
    expect(offered).toEqual(answer.result.explanation.injection.roster.map((r) => r.id).sort());
  });

  test("a mention makes a not-whitelisted Expert a candidate, explained by the roster itself", async () => {
    const answer = await explainOfferedForAdmin(admin, {
      userId: "u_bob",
      expert: "e_sql",
      message: "ask @ux-copy",
      candidate: "@ux-copy",
    });
    expect(answer.status === "ok" && answer.result.asked?.verdict).toMatchObject({ offered: false, code: "no_access" });
  });

  test("says which Expert the user may not run", async () => {
    expect(
      await explainOfferedForAdmin(admin, { userId: "u_bob", expert: "e_hr_policy", message: "", candidate: "" }),
    ).toMatchObject({ status: "error" });
  });
});
