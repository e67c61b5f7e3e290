import { beforeAll, describe, expect, test, vi } from "vitest";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";

// Every admin data function and action refuses non-admins and anonymous callers and writes nothing.
let m: {
  overview: typeof import("@/lib/server/admin/overview");
  experts: typeof import("@/lib/server/admin/experts");
  harness: typeof import("@/lib/server/harness/admin-trace");
  roster: typeof import("@/lib/server/admin/roster-explain");
  users: typeof import("@/lib/server/admin/users");
  userDetail: typeof import("@/lib/server/admin/user-detail");
  delegations: typeof import("@/lib/server/admin/delegation-log");
  audit: typeof import("@/lib/server/admin/audit-log");
  actions: typeof import("@/lib/actions/admin-users");
};

// Refusals are logged as JSON lines on stdout (lib/server/log.ts).
const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
vi.spyOn(console, "warn").mockImplementation(() => {});

const t = await testDatabaseForFile();
beforeAll(async () => {
  m = {
    overview: await import("@/lib/server/admin/overview"),
    experts: await import("@/lib/server/admin/experts"),
    harness: await import("@/lib/server/harness/admin-trace"),
    roster: await import("@/lib/server/admin/roster-explain"),
    users: await import("@/lib/server/admin/users"),
    userDetail: await import("@/lib/server/admin/user-detail"),
    delegations: await import("@/lib/server/admin/delegation-log"),
    audit: await import("@/lib/server/admin/audit-log"),
    actions: await import("@/lib/actions/admin-users"),
  };
  await t.db.session.create({ data: { userId: "u_bob", expiresAt: new Date(Date.now() + 3_600_000) } });
});

async function rows() {
  const [users, sessions, experts, delegations, audit] = await Promise.all([
    t.db.user.findMany({ orderBy: { id: "asc" }, select: { id: true, role: true, disabledAt: true } }),
    t.db.session.findMany({ orderBy: { id: "asc" }, select: { id: true } }),
    t.db.expert.findMany({ orderBy: { id: "asc" }, select: { id: true, version: true } }),
    t.db.delegationRequest.count(),
    t.db.auditEvent.count(),
  ]);
  return JSON.stringify({ users, sessions, experts, delegations, audit });
}

const SIGNED_OUT = { status: "error", code: "unauthorized:session", message: "Sign in to continue." };

const NON_ADMINS = [
  ["anonymous", null],
  ["a signed-in user", DEMO_VIEWERS.alice],
  ["a forged viewer without the admin role", { ...DEMO_VIEWERS.admin, role: "user" as const }],
] as const;

const dataCalls: [string, (viewer: (typeof NON_ADMINS)[number][1]) => Promise<unknown>][] = [
  ["getAdminOverview", (v) => m.overview.getAdminOverview(v)],
  ["searchExpertsForAdmin", (v) => m.experts.searchExpertsForAdmin(v, { q: "" })],
  ["listPickerOptions", (v) => m.experts.listPickerOptions(v)],
  ["getExpertTrace", (v) => m.harness.getExpertTrace(v, "e_hr_policy")],
  [
    "explainRosterForAdmin",
    (v) => m.roster.explainRosterForAdmin(v, { user: "bob@example.com", expert: "sql-analyst", message: "" }),
  ],
  ["listUsersForAdmin", (v) => m.users.listUsersForAdmin(v, {})],
  ["getUserDetailForAdmin", (v) => m.userDetail.getUserDetailForAdmin(v, "u_bob")],
  [
    "explainOfferedForAdmin",
    (v) =>
      m.userDetail.explainOfferedForAdmin(v, { userId: "u_bob", expert: "e_sql", message: "", candidate: "ux-copy" }),
  ],
  ["setUserRoleForAdmin", (v) => m.users.setUserRoleForAdmin(v, { userId: "u_alice", role: "admin" })],
  ["setUserDisabledForAdmin", (v) => m.users.setUserDisabledForAdmin(v, { userId: "u_bob", disabled: true })],
  ["listDelegationsForAdmin", (v) => m.delegations.listDelegationsForAdmin(v, {})],
  ["countDelegationFailuresForAdmin", (v) => m.delegations.countDelegationFailuresForAdmin(v)],
  ["listAuditLogForAdmin", (v) => m.audit.listAuditLogForAdmin(v, {})],
];

describe.each(NON_ADMINS)("as %s", (_label, viewer) => {
  test.each(dataCalls)("%s throws forbidden:admin and writes nothing", async (_name, call) => {
    const before = await rows();
    out.mockClear();
    await expect(call(viewer)).rejects.toMatchObject({ code: "forbidden:admin" });
    expect(await rows()).toBe(before);
    const refusal = out.mock.calls.map(([line]) => String(line)).find((line) => line.includes("authorization_refused"));
    expect(JSON.parse(refusal ?? "{}")).toMatchObject({
      event: "authorization_refused",
      area: "admin",
      requestId: expect.any(String),
    });
  });

  test.each([
    ["setUserRoleAction", () => m.actions.setUserRoleAction({ userId: viewer?.id ?? "u_alice", role: "admin" })],
    ["setUserDisabledAction", () => m.actions.setUserDisabledAction({ userId: "u_bob", disabled: true })],
  ])("%s answers Not found (or sign in) and writes nothing, logging the refusal", async (name, call) => {
    actAs(viewer);
    const before = await rows();
    out.mockClear();
    const result = await call();
    expect(result).toEqual(viewer ? { status: "error", code: "forbidden:admin", message: "Not found." } : SIGNED_OUT);
    const refusal = out.mock.calls
      .map(([line]) => String(line))
      .find((line) => line.includes(`"action":"${name.replace(/Action$/, "")}"`));
    expect(JSON.parse(refusal ?? "{}")).toMatchObject({
      event: "authorization_refused",
      requestId: expect.any(String),
      userId: viewer?.id ?? null,
    });
    expect(await rows()).toBe(before);
  });
});

test("the admin actions module exports only the two guarded actions", async () => {
  const exported = Object.entries(m.actions)
    .filter(([, v]) => typeof v === "function")
    .map(([k]) => k)
    .sort();
  expect(exported).toEqual(["setUserDisabledAction", "setUserRoleAction"]);
});
