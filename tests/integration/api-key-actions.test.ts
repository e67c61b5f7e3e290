import { describe, expect, test, vi } from "vitest";
import { API_KEY_PATTERN, MAX_ACTIVE_PERSONAL_KEYS } from "@/lib/domain/api-keys";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";

// The API key pages' server actions (rules §12): Settings acts on the viewer's own personal keys,
// Admin on runtime keys and on anyone's. Every refusal writes nothing: no key, no audit row.
vi.spyOn(process.stdout, "write").mockImplementation(() => true);

const t = await testDatabaseForFile();
const settings = await import("@/lib/actions/personal-api-keys");
const admin = await import("@/lib/actions/admin-api-keys");
const { createKeyForOperator } = await import("@/lib/server/api-keys/manage");

const SIGNED_OUT = { status: "error", code: "unauthorized:session", message: "Sign in to continue." };
const NOT_FOUND = { status: "error", code: "forbidden:admin", message: "Not found." };
const NO_SUCH_KEY = { status: "error", code: "not_found:api_key", message: "No such API key." };
const good = { name: "Laptop agent", scopes: ["harness:read" as const], expiresAt: "" };

const written = async () => ({
  keys: await t.db.apiKey.findMany({ orderBy: { id: "asc" } }),
  audit: await t.db.auditEvent.findMany({ orderBy: { id: "asc" } }),
});
const keyOf = (email: string, kind: "personal" | "runtime" = "personal") =>
  createKeyForOperator(email, kind, { name: `${email}'s`, scopes: ["harness:read"], expiresAt: null });

/** Runs `call` and checks that it left every key and audit row as it was; returns its answer. */
async function writesNothing<T>(call: () => Promise<T>): Promise<T> {
  const before = await written();
  const result = await call();
  expect(await written()).toEqual(before);
  return result;
}

describe("every API key action refuses a signed-out caller and writes nothing", () => {
  // Each case makes what it needs first (a key to revoke), then calls signed out.
  test.each([
    ["createPersonalKeyAction", async () => () => settings.createPersonalKeyAction(good)],
    [
      "revokePersonalKeyAction",
      async () => {
        const { summary } = await keyOf("bob@example.com");
        return () => settings.revokePersonalKeyAction({ keyId: summary.id });
      },
    ],
    ["createRuntimeKeyAction", async () => () => admin.createRuntimeKeyAction(good)],
    [
      "revokeAnyKeyAction",
      async () => {
        const { summary } = await keyOf("admin@example.com", "runtime");
        return () => admin.revokeAnyKeyAction({ keyId: summary.id });
      },
    ],
  ])("%s", async (_name, prepare) => {
    const call = await prepare();
    actAs(null);
    expect(await writesNothing(call)).toEqual(SIGNED_OUT);
  });
});

describe("createPersonalKeyAction", () => {
  test("creates a key for the signed-in user, shown once, stored only as a hash, and audited", async () => {
    actAs(DEMO_VIEWERS.bob);
    const auditBefore = await t.db.auditEvent.count({ where: { action: "api_key.create" } });
    const result = await settings.createPersonalKeyAction({
      name: "  Laptop agent  ",
      scopes: ["harness:delegate", "harness:read", "harness:read"],
      expiresAt: "2999-01-31",
    });
    expect(result).toMatchObject({ status: "ok", message: "Key “Laptop agent” created." });
    if (result.status !== "ok") return;
    const { key, summary } = result.created;
    expect(key).toMatch(API_KEY_PATTERN);
    expect(summary).toMatchObject({
      kind: "personal",
      name: "Laptop agent",
      prefix: key.slice(0, 12),
      owner: "bob@example.com",
      state: "active",
      scopes: ["harness:read", "harness:delegate"],
      lastUsedAt: null,
      expiresAt: new Date("2999-01-31T23:59:59.999Z"),
    });
    const row = await t.db.apiKey.findUniqueOrThrow({ where: { id: summary.id } });
    expect(row).toMatchObject({ ownerId: "u_bob", createdById: "u_bob", kind: "personal" });
    expect(JSON.stringify(row)).not.toContain(key);
    expect(await t.db.auditEvent.count({ where: { action: "api_key.create" } })).toBe(auditBefore + 1);
  });

  test.each([
    ["no name", { ...good, name: "   " }, "name", "Name the key, e.g. after the agent or machine that will use it."],
    [
      "a name past 80 characters",
      { ...good, name: "k".repeat(81) },
      "name",
      "Keep the name to 80 characters or fewer.",
    ],
    ["no scope", { ...good, scopes: [] }, "scopes", "Choose at least one scope."],
    [
      "a scope that does not exist",
      { ...good, scopes: ["admin:everything"] },
      "scopes.0",
      "Choose scopes from the list.",
    ],
    [
      "an expiry that is no date",
      { ...good, expiresAt: "2027-02-30" },
      "expiresAt",
      "Enter the expiry as a date (YYYY-MM-DD), or leave it empty for no expiry.",
    ],
    ["an expiry in the past", { ...good, expiresAt: "2020-01-01" }, "expiresAt", "The expiry must be in the future."],
  ])("refuses %s with a sentence beside the field, writing nothing", async (_label, input, field, message) => {
    actAs(DEMO_VIEWERS.carol);
    const result = await writesNothing(() => settings.createPersonalKeyAction(input as never));
    expect(result).toMatchObject({ status: "error", code: "bad_request:input", message });
    if (result.status === "error") expect(result.fieldErrors?.[field]).toEqual([message]);
  });

  test(`refuses one active key past ${MAX_ACTIVE_PERSONAL_KEYS}, saying why; revoked ones do not count`, async () => {
    actAs(DEMO_VIEWERS.dave);
    const first = await settings.createPersonalKeyAction(good);
    for (let i = 1; i < MAX_ACTIVE_PERSONAL_KEYS; i++)
      expect(await settings.createPersonalKeyAction(good)).toMatchObject({ status: "ok" });
    expect(await writesNothing(() => settings.createPersonalKeyAction(good))).toEqual({
      status: "error",
      code: "bad_request:input",
      message: `You have ${MAX_ACTIVE_PERSONAL_KEYS} active keys, the most one person may hold. Revoke one before creating another.`,
    });
    if (first.status !== "ok") throw new Error("the first key was refused");
    expect(await settings.revokePersonalKeyAction({ keyId: first.created.summary.id })).toMatchObject({ status: "ok" });
    expect(await settings.createPersonalKeyAction(good)).toMatchObject({ status: "ok" });
  });
});

describe("revokePersonalKeyAction", () => {
  test("revokes the viewer's own key, audited; a second revoke changes nothing", async () => {
    const { summary } = await keyOf("bob@example.com");
    actAs(DEMO_VIEWERS.bob);
    expect(await settings.revokePersonalKeyAction({ keyId: summary.id })).toEqual({
      status: "ok",
      message: `${summary.prefix}… is revoked: its next request is refused.`,
    });
    const row = await t.db.apiKey.findUniqueOrThrow({ where: { id: summary.id } });
    expect(row.revokedAt).toBeInstanceOf(Date);
    const audit = await t.db.auditEvent.findMany({
      where: { action: "api_key.revoke", subjectUserId: "u_bob", actorId: "u_bob" },
    });
    expect(audit.filter((a) => JSON.stringify(a.diff).includes(summary.prefix))).toHaveLength(1);
    expect(await writesNothing(() => settings.revokePersonalKeyAction({ keyId: summary.id }))).toMatchObject({
      status: "ok",
    });
  });

  test("another user's key, or a runtime key, reads as no such key and stays active", async () => {
    const bobs = await keyOf("bob@example.com");
    const runtime = await keyOf("admin@example.com", "runtime");
    actAs(DEMO_VIEWERS.alice);
    for (const keyId of [bobs.summary.id, runtime.summary.id, "no-such-id"]) {
      expect(await writesNothing(() => settings.revokePersonalKeyAction({ keyId }))).toEqual(NO_SUCH_KEY);
    }
  });

  test("an empty key id is refused before anything is read", async () => {
    actAs(DEMO_VIEWERS.bob);
    expect(await writesNothing(() => settings.revokePersonalKeyAction({ keyId: "" }))).toEqual({
      status: "error",
      code: "bad_request:input",
      message: "Choose a key to revoke.",
      fieldErrors: { keyId: ["Choose a key to revoke."] },
    });
  });
});

describe("the admin actions", () => {
  test("a non-admin is refused (Not found.) and nothing is written", async () => {
    const bobs = await keyOf("bob@example.com");
    // Even their own key: the admin page's actions are for admins only.
    const alices = await keyOf("alice@example.com");
    actAs(DEMO_VIEWERS.alice);
    expect(await writesNothing(() => admin.createRuntimeKeyAction(good))).toEqual(NOT_FOUND);
    for (const keyId of [bobs.summary.id, alices.summary.id])
      expect(await writesNothing(() => admin.revokeAnyKeyAction({ keyId }))).toEqual(NOT_FOUND);
  });

  test("an admin creates a runtime key, owned by them, and revokes anyone's key", async () => {
    actAs(DEMO_VIEWERS.admin);
    const created = await admin.createRuntimeKeyAction({
      name: "Runtime eu-1",
      scopes: ["harness:read", "harness:delegate"],
      expiresAt: "",
    });
    expect(created).toMatchObject({ status: "ok", message: "Runtime key “Runtime eu-1” created." });
    if (created.status !== "ok") return;
    expect(created.created.summary).toMatchObject({
      kind: "runtime",
      owner: "admin@example.com",
      expiresAt: null,
      state: "active",
    });

    const carols = await keyOf("carol@example.com");
    expect(await admin.revokeAnyKeyAction({ keyId: carols.summary.id })).toEqual({
      status: "ok",
      message: `${carols.summary.prefix}… (carol@example.com) is revoked: its next request is refused.`,
    });
    expect(await admin.revokeAnyKeyAction({ keyId: created.created.summary.id })).toMatchObject({ status: "ok" });
    const states = await t.db.apiKey.findMany({
      where: { id: { in: [carols.summary.id, created.created.summary.id] } },
      select: { revokedAt: true },
    });
    expect(states.every((s) => s.revokedAt !== null)).toBe(true);
  });

  test("bad input is refused beside its field, writing nothing", async () => {
    actAs(DEMO_VIEWERS.admin);
    const result = await writesNothing(() => admin.createRuntimeKeyAction({ ...good, scopes: [] }));
    expect(result).toMatchObject({
      status: "error",
      code: "bad_request:input",
      fieldErrors: { scopes: ["Choose at least one scope."] },
    });
  });
});
