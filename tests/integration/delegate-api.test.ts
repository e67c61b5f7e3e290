import { describe, expect, test } from "vitest";
import { databaseEngine } from "@/lib/database-url";
import { type ApiBody, BAD_AUTHORIZATIONS, HARNESS_TOKEN, call, apiDatabaseForFile } from "../support/api";

// POST /api/agent-proxy/delegate (rules §3, §6) against the real route handler and the demo workspace.
const t = await apiDatabaseForFile();
const { POST } = await import("@/app/api/agent-proxy/delegate/route");

const delegate = (body: unknown, options?: Parameters<typeof call>[3]) =>
  call(POST, "http://test/api/agent-proxy/delegate", body, options);
const base = { user: "u_bob", from: "e_sql", to: "e_contract", input: "Review the attached NDA for the buyer." };
const NOT_FOUND = { status: "failed", error: "Expert not found or access denied", code: "not_found_or_denied" };
const rowCount = () => t.db.delegationRequest.count();

/** Sends a request that must be a 200 business outcome, and returns its body with the row it logged. */
async function outcome(patch: Record<string, unknown>) {
  const before = await rowCount();
  const res = await delegate({ ...base, ...patch });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(await rowCount()).toBe(before + 1);
  const row = await t.db.delegationRequest.findFirstOrThrow({ where: { requestId: res.requestId! } });
  return { body: res.body, row };
}

describe("authorization and request validation (nothing logged)", () => {
  test.each(BAD_AUTHORIZATIONS)("401 with %s", async (_label, authorization) => {
    const before = await rowCount();
    const res = await delegate(base, { authorization });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/token/);
    expect(await rowCount()).toBe(before);
  });

  test("400 with a sentence on malformed JSON", async () => {
    const res = await delegate(null, { rawBody: "{user: u_bob}" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^[A-Z].*JSON.*\.$/);
  });

  test.each([
    ["a missing user", { user: undefined }, "user"],
    ["a missing from", { from: undefined }, "from"],
    ["a missing to", { to: undefined }, "to"],
    ["a missing input", { input: undefined }, "input"],
    ["an empty input", { input: "" }, "input"],
    ["a blank input", { input: "   \n" }, "input"],
    ["a numeric input", { input: 5 }, "input"],
    ["a numeric to", { to: 5 }, "to"],
    ["a string as chain", { chain: "x" }, "chain"],
    ["a number inside chain", { chain: [1] }, "chain"],
    ["an object as chain", { chain: { a: "e_sql" } }, "chain"],
  ])("400 naming the field for %s", async (_label, patch, field) => {
    const before = await rowCount();
    const res = await delegate({ ...base, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(new RegExp(`^Field "${field}(\\.\\d+)?" `));
    expect(await rowCount()).toBe(before);
  });

  test("null in the optional chain counts as absent", async () => {
    const { body, row } = await outcome({ chain: null });
    expect(body.status).toBe("accepted");
    expect(row.chain).toEqual([]);
  });
});

describe("outcomes, each a 200 and logged", () => {
  test("accepted, with a delegationId equal to the logged row id", async () => {
    const { body, row } = await outcome({ from: "sql-analyst", to: "contract-review" });
    expect(body).toEqual({ status: "accepted", delegationId: row.id });
    expect(row).toMatchObject({
      status: "accepted",
      error: null,
      userId: "u_bob",
      userRef: "u_bob",
      fromRef: "sql-analyst",
      toRef: "contract-review",
      fromId: "e_sql",
      toId: "e_contract",
      input: base.input,
      chain: [],
    });
  });

  test("the user by email is the same user", async () => {
    const { body, row } = await outcome({ user: "bob@example.com" });
    expect(body.status).toBe("accepted");
    expect(row.userId).toBe("u_bob");
  });

  test.each([
    ["the same id", "e_sql", "e_sql"],
    ["id and slug", "e_sql", "sql-analyst"],
    ["slug and id", "sql-analyst", "e_sql"],
  ])("self: %s name the same Expert", async (_label, from, to) => {
    const { body, row } = await outcome({ from, to });
    expect(body).toEqual({ status: "failed", error: "An Expert cannot delegate to itself", code: "self_delegation" });
    expect(row).toMatchObject({
      status: "failed",
      error: "An Expert cannot delegate to itself",
      fromId: "e_sql",
      toId: "e_sql",
    });
  });

  test("not delegatable (bob has access to the published e_grant)", async () => {
    const { body, row } = await outcome({ to: "grant-writer" });
    expect(body).toEqual({ status: "failed", error: "Expert is not delegatable", code: "not_delegatable" });
    expect(row).toMatchObject({
      status: "failed",
      error: "Expert is not delegatable",
      fromId: "e_sql",
      toId: "e_grant",
      cause: "not_delegatable",
    });
  });

  test("not found, no access, deleted and unpublished give the identical answer", async () => {
    const cases = [
      { label: "not found", patch: { to: "e_nope" }, toId: null, cause: "unknown_target" },
      { label: "no access", patch: { to: "ux-copy" }, toId: "e_ux_copy", cause: "no_access" },
      { label: "no access, not delegatable either", patch: { to: "e_tax" }, toId: "e_tax", cause: "no_access" },
      { label: "deleted (bob bought it)", patch: { to: "e_jira_migrator" }, toId: "e_jira_migrator", cause: "deleted" },
      {
        label: "unpublished (someone else's draft)",
        patch: { to: "hr-policy-assistant" },
        toId: "e_hr_policy",
        cause: "no_access",
      },
      {
        label: "unpublished (the user's own draft)",
        patch: { user: "u_dave", from: "e_security", to: "e_hr_policy" },
        toId: "e_hr_policy",
        cause: "not_published",
      },
    ];
    const bodies = [];
    for (const c of cases) {
      const { body, row } = await outcome(c.patch);
      // The answer is the one sentence; the log keeps the real cause for admins.
      expect(row, c.label).toMatchObject({ status: "failed", error: NOT_FOUND.error, toId: c.toId, cause: c.cause });
      bodies.push(body);
    }
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]).toEqual(NOT_FOUND);
  });

  test.each([
    ["no access", "e_ux_copy", "from_not_usable"],
    ["someone else's draft", "hr-policy-assistant", "from_not_usable"],
    ["deleted, though bought", "jira-migrator", "from_not_usable"],
    ["does not exist", "e_nope", "unknown_from"],
  ])("a from the user may not use (%s) gives the not-found error", async (_label, from, cause) => {
    const { body, row } = await outcome({ from });
    expect(body).toEqual(NOT_FOUND);
    expect(row).toMatchObject({ status: "failed", error: NOT_FOUND.error, fromRef: from, toId: "e_contract", cause });
  });

  test("the owner may delegate from their own draft to their own published Expert", async () => {
    const { body, row } = await outcome({ user: "u_dave", from: "e_hr_policy", to: "security-code-review" });
    expect(body.status).toBe("accepted");
    expect(row).toMatchObject({ fromId: "e_hr_policy", toId: "e_security" });
  });

  test("an unknown user is a 404 and is not logged", async () => {
    const before = await rowCount();
    const res = await delegate({ ...base, user: "mallory@example.com" });
    expect(res).toMatchObject({ status: 404, body: { error: "User not found", code: "user_not_found" } });
    expect(await rowCount()).toBe(before);
  });
});

describe("chains: cycles and depth", () => {
  test("a cycle names the path chain → from → to by slug, whatever the references used", async () => {
    const { body, row } = await outcome({
      chain: ["e_contract", "release-notes-writer"],
      from: "e_sql",
      to: "contract-review",
    });
    const error = "Delegation cycle: contract-review → release-notes-writer → sql-analyst → contract-review";
    expect(body).toEqual({ status: "failed", error, code: "delegation_cycle" });
    expect(row).toMatchObject({
      status: "failed",
      error,
      chain: ["e_contract", "release-notes-writer"],
      fromId: "e_sql",
      toId: "e_contract",
    });
  });

  test("a chain entry that names no Expert is shown as given", async () => {
    const { body } = await outcome({ chain: ["Ghost-Expert", "e_security"], to: "e_security" });
    expect(body).toEqual({
      status: "failed",
      error: "Delegation cycle: Ghost-Expert → security-code-review → sql-analyst → security-code-review",
      code: "delegation_cycle",
    });
  });

  test("a cycle through an Expert the user may not know of names it only as the caller wrote it", async () => {
    const { body } = await outcome({ chain: ["e_hr_policy"], to: "e_hr_policy" });
    expect(body).toEqual({
      status: "failed",
      error: "Delegation cycle: e_hr_policy → sql-analyst → e_hr_policy",
      code: "delegation_cycle",
    });
    expect(body.error).not.toContain("hr-policy-assistant");
  });

  test("a chain of 2 (hop 3) is accepted", async () => {
    const { body, row } = await outcome({ chain: ["e_release_notes", "e_security"] });
    expect(body.status).toBe("accepted");
    expect(row).toMatchObject({ status: "accepted", chain: ["e_release_notes", "e_security"] });
  });

  test("a chain of 3 (hop 4) is refused at the depth limit", async () => {
    const { body, row } = await outcome({ chain: ["e_release_notes", "e_security", "e_postmortem"] });
    expect(body).toEqual({ status: "failed", error: "Delegation depth limit (3) reached", code: "depth_limit" });
    expect(row).toMatchObject({ status: "failed", error: "Delegation depth limit (3) reached" });
  });

  test("self is checked before the cycle and the depth", async () => {
    const { body } = await outcome({ chain: ["e_sql", "e_contract", "e_security"], to: "sql-analyst" });
    expect(body.error).toBe("An Expert cannot delegate to itself");
  });

  test("the depth is checked before access", async () => {
    const { body } = await outcome({ chain: ["a", "b", "c"], to: "e_nope" });
    expect(body.error).toBe("Delegation depth limit (3) reached");
  });
});

describe("a client that has gone (nothing logged)", () => {
  const post = (signal: AbortSignal) =>
    POST(
      new Request("http://test/api/agent-proxy/delegate", {
        method: "POST",
        signal,
        headers: { authorization: `Bearer ${HARNESS_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify(base),
      }),
    );

  test("499 without doing the work when the client closed the request before it was served", async () => {
    const before = await rowCount();
    const res = await post(AbortSignal.abort());
    expect(res.status).toBe(499);
    expect(((await res.json()) as ApiBody).error).toBe("The client closed the request before it was served.");
    expect(await rowCount()).toBe(before);
  });

  test.skipIf(databaseEngine() !== "sqlite")(
    "499 when the client left while the request waited for its turn (SQLite)",
    async () => {
      const before = await rowCount();
      const client = new AbortController();
      const pending = post(client.signal);
      client.abort();
      expect((await pending).status).toBe(499);
      expect(await rowCount()).toBe(before);
      // The next one, still wanted, is served.
      expect((await post(new AbortController().signal)).status).toBe(200);
      expect(await rowCount()).toBe(before + 1);
    },
  );
});
