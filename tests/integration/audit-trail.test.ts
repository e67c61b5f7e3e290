import { describe, expect, test } from "vitest";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";

// Every change that matters is in the audit log (issue: policy, whitelist, access, role, status).
const { admin, bob, carol } = DEMO_VIEWERS;

const t = await testDatabaseForFile();
const settings = await import("@/lib/actions/delegation-settings");
const users = await import("@/lib/actions/admin-users");
const marketplace = await import("@/lib/actions/marketplace-access");
const audit = await import("@/lib/server/admin/audit-log");
const exportRoute = await import("@/app/admin/audit/export/route");

const latest = (action: string) => t.db.auditEvent.findFirst({ where: { action }, orderBy: { createdAt: "desc" } });

describe("recorded changes", () => {
  test("a delegation policy and whitelist change, with before and after", async () => {
    actAs(carol);
    expect(
      (await settings.saveDelegationPolicyAction({ mode: "whitelist", whitelist: ["e_contract", "e_release_notes"] }))
        .status,
    ).toBe("ok");
    const event = await latest("policy.update");
    expect(event).toMatchObject({ actorId: "u_carol", subjectUserId: "u_carol", expertId: null });
    expect(event?.diff).toEqual([
      { field: "policy", before: "all", after: "whitelist" },
      { field: "whitelist", before: [], after: ["e_contract", "e_release_notes"] },
    ]);
  });

  test("saving the same settings again records nothing", async () => {
    actAs(carol);
    const before = await t.db.auditEvent.count();
    expect(
      (await settings.saveDelegationPolicyAction({ mode: "whitelist", whitelist: ["e_contract", "e_release_notes"] }))
        .status,
    ).toBe("ok");
    expect(await t.db.auditEvent.count()).toBe(before);
  });

  test("a refused save records nothing", async () => {
    actAs(carol);
    const before = await t.db.auditEvent.count();
    expect((await settings.saveDelegationPolicyAction({ mode: "whitelist", whitelist: ["e_tax"] })).status).toBe(
      "error",
    );
    expect(await t.db.auditEvent.count()).toBe(before);
  });

  test("getting access to an Expert", async () => {
    actAs(carol);
    const form = new FormData();
    form.set("expertId", "e_security");
    expect((await marketplace.getAccessAction({ status: "idle" }, form)).status).toBe("ok");
    expect(await latest("access.grant")).toMatchObject({
      actorId: "u_carol",
      subjectUserId: "u_carol",
      expertId: "e_security",
    });
  });

  test("a role change, a disable and an enable, by the admin", async () => {
    actAs(admin);
    expect((await users.setUserRoleAction({ userId: "u_dave", role: "admin" })).status).toBe("ok");
    expect(await latest("user.role")).toMatchObject({
      actorId: "u_admin",
      subjectUserId: "u_dave",
      diff: [{ field: "role", before: "user", after: "admin" }],
    });
    expect((await users.setUserDisabledAction({ userId: "u_bob", disabled: true })).status).toBe("ok");
    expect((await users.setUserDisabledAction({ userId: "u_bob", disabled: false })).status).toBe("ok");
    expect(await latest("user.disable")).toMatchObject({ actorId: "u_admin", subjectUserId: "u_bob" });
    expect(await latest("user.enable")).toMatchObject({ actorId: "u_admin", subjectUserId: "u_bob" });
  });
});

describe("filters and export", () => {
  test("by person (actor or subject), action and day", async () => {
    const bobs = await audit.listAuditLogForAdmin(admin, { person: "bob@example.com" });
    expect(bobs.events.map((e) => e.action).sort()).toEqual(["user.disable", "user.enable"]);
    expect(bobs.events[0]).toMatchObject({
      subject: { email: "bob@example.com" },
      actor: { email: "admin@example.com" },
      actionLabel: expect.stringMatching(/abled a user/),
    });
    const policies = await audit.listAuditLogForAdmin(admin, { action: "policy.update" });
    expect(policies.events.map((e) => e.subject?.email)).toEqual(["carol@example.com"]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await audit.listAuditLogForAdmin(admin, { action: "policy.update", from: today, to: today })).info.total,
    ).toBe(1);
    expect((await audit.listAuditLogForAdmin(admin, { action: "policy.update", to: "2020-01-01" })).info.total).toBe(0);
    expect((await audit.listAuditLogForAdmin(admin, { person: "nobody@example.com" })).info.total).toBe(0);
  });

  test("the CSV export streams the filtered view, admins only", async () => {
    actAs(admin);
    const res = await exportRoute.GET(new Request("http://test/admin/audit/export?person=bob%40example.com"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toMatch(/^time_utc,action,action_label,actor_email,subject_email/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((l) => l.includes("bob@example.com") && l.includes("admin@example.com"))).toBe(true);
    for (const viewer of [null, bob]) {
      actAs(viewer);
      expect((await exportRoute.GET(new Request("http://test/admin/audit/export"))).status).toBe(404);
    }
  });
});
