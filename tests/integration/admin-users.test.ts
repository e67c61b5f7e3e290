import { beforeEach, describe, expect, test, vi } from "vitest";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { blockDeletes } from "../support/failing-delete";
import { at } from "@/lib/domain/at-index";

const t = await testDatabaseForFile();
const actions = await import("@/lib/actions/admin-users");
const users = await import("@/lib/server/admin/users");
const { findSessionViewer } = await import("@/lib/server/auth/users");
beforeEach(() => actAs(DEMO_VIEWERS.admin));

const openSession = (userId: string) =>
  t.db.session.create({ data: { userId, expiresAt: new Date(Date.now() + 3_600_000) }, select: { id: true } });

describe("disable and enable", () => {
  test("disabling ends every open session of that user at once, and only theirs", async () => {
    const [s1, s2, other] = [await openSession("u_carol"), await openSession("u_carol"), await openSession("u_alice")];
    expect(await findSessionViewer(s1.id)).not.toBeNull();
    const result = await actions.setUserDisabledAction({ userId: "u_carol", disabled: true });
    expect(result).toEqual({ status: "ok", message: "carol@example.com is disabled; 2 open sessions ended." });
    expect(await t.db.session.count({ where: { userId: "u_carol" } })).toBe(0);
    expect(await findSessionViewer(s1.id)).toBeNull();
    expect(await findSessionViewer(s2.id)).toBeNull();
    expect(await findSessionViewer(other.id)).not.toBeNull();
    expect((await t.db.user.findUniqueOrThrow({ where: { id: "u_carol" } })).disabledAt).not.toBeNull();

    expect(await actions.setUserDisabledAction({ userId: "u_carol", disabled: false })).toEqual({
      status: "ok",
      message: "carol@example.com is enabled and can sign in again.",
    });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: "u_carol" } })).disabledAt).toBeNull();
  });

  test("the flag and the session deletion are one transaction: if deleting fails, the user stays enabled", async () => {
    await openSession("u_dave");
    const unblock = await blockDeletes(t.db, t.url, "Session", "userId", "u_dave");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const result = await actions.setUserDisabledAction({ userId: "u_dave", disabled: true });
      expect(result).toEqual({
        status: "error",
        code: "internal:unexpected",
        message: "Something went wrong; nothing was changed. Try again.",
      });
      expect(JSON.stringify(result)).not.toContain("blocked");
    } finally {
      error.mockRestore();
      await unblock();
    }
    expect((await t.db.user.findUniqueOrThrow({ where: { id: "u_dave" } })).disabledAt).toBeNull();
    expect(await t.db.session.count({ where: { userId: "u_dave" } })).toBe(1);
  });

  test("an admin cannot disable their own account", async () => {
    const session = await openSession("u_admin");
    const result = await actions.setUserDisabledAction({ userId: "u_admin", disabled: true });
    expect(result).toEqual({
      status: "error",
      code: "bad_request:own_account",
      message: "You cannot disable your own account: you would lock yourself out.",
    });
    expect(await findSessionViewer(session.id)).not.toBeNull();
  });

  test("an unknown user is an error sentence, and bad input names what is wrong", async () => {
    expect(await actions.setUserDisabledAction({ userId: "u_nobody", disabled: true })).toEqual({
      status: "error",
      code: "not_found:user",
      message: "That user no longer exists.",
    });
    expect(await actions.setUserDisabledAction({ userId: "u_bob", disabled: "yes" } as never)).toMatchObject({
      status: "error",
      code: "bad_request:input",
      message: "Choose a user and whether to disable or enable the account.",
      fieldErrors: { disabled: [expect.any(String)] },
    });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: "u_bob" } })).disabledAt).toBeNull();
  });
});

describe("roles", () => {
  test("promotes and demotes another user", async () => {
    expect(await actions.setUserRoleAction({ userId: "u_alice", role: "admin" })).toEqual({
      status: "ok",
      message: "alice@example.com is now an admin.",
    });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: "u_alice" } })).role).toBe("admin");
    expect(await actions.setUserRoleAction({ userId: "u_alice", role: "user" })).toEqual({
      status: "ok",
      message: "alice@example.com is now a user.",
    });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: "u_alice" } })).role).toBe("user");
  });

  test("an admin cannot demote themselves, and is told why", async () => {
    const result = await actions.setUserRoleAction({ userId: "u_admin", role: "user" });
    expect(result.status).toBe("error");
    if (result.status === "error")
      expect(result.message).toMatch(/cannot remove your own admin role.*never left without one/);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: "u_admin" } })).role).toBe("admin");
  });

  test("refuses a role that does not exist", async () => {
    expect(await actions.setUserRoleAction({ userId: "u_bob", role: "root" } as never)).toMatchObject({
      status: "error",
      code: "bad_request:input",
      message: "Choose a user and a role (user or admin).",
    });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: "u_bob" } })).role).toBe("user");
  });
});

test("the users list shows roles, state and open sessions, and searches by email", async () => {
  const { users: list, info } = await users.listUsersForAdmin(DEMO_VIEWERS.admin, { q: "bob@" });
  expect(info.total).toBe(1);
  expect(list[0]).toMatchObject({ id: "u_bob", role: "user", disabled: false, isViewer: false });
  const all = await users.listUsersForAdmin(DEMO_VIEWERS.admin, {});
  expect(all.users.find((u) => u.id === "u_admin")).toMatchObject({ role: "admin", isViewer: true });
  await t.db.session.create({ data: { userId: "u_bob", expiresAt: new Date(Date.now() - 1000) } });
  await openSession("u_bob");
  expect(at((await users.listUsersForAdmin(DEMO_VIEWERS.admin, { q: "bob@" })).users, 0).sessions).toBe(1);
  expect(JSON.stringify(all)).not.toContain("passwordHash");
});

test("the users search ignores case in names and emails the same way on every engine, and takes % and _ literally", async () => {
  const ids = async (q: string) => (await users.listUsersForAdmin(DEMO_VIEWERS.admin, { q })).users.map((u) => u.id);
  expect(await ids("ALICE mar")).toEqual(["u_alice"]);
  expect(await ids("alice MARTIN")).toEqual(["u_alice"]);
  expect(await ids("BOB@EXAMPLE")).toEqual(["u_bob"]);
  expect(await ids("a%e")).toEqual([]);
  expect(await ids("_ob")).toEqual([]);
});
