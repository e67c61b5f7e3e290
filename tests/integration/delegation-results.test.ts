import { describe, expect, test } from "vitest";
import { HARNESS_TOKEN, apiDatabaseForFile, call, send } from "../support/api";

// rules §14 against the real route handlers, on SQLite and on PostgreSQL.
const t = await apiDatabaseForFile();
const delegate = (await import("@/app/api/agent-proxy/delegate/route")).POST;
const results = await import("@/app/api/agent-proxy/delegations/[id]/route");
const { createKeyForOperator } = await import("@/lib/server/api-keys/manage");

const task = { user: "u_bob", from: "e_sql", to: "e_contract", input: "Review clause 4." };
const url = (id: string) => `http://test/api/agent-proxy/delegations/${encodeURIComponent(id)}`;
const report = (id: string, body: unknown, authorization = `Bearer ${HARNESS_TOKEN}`) =>
  call(results.POST, url(id), body, { authorization });
const read = async (id: string, authorization = `Bearer ${HARNESS_TOKEN}`) => {
  const res = await send(results.GET, new Request(url(id), { headers: { authorization } }));
  return { status: res.status, body: await res.json() };
};
const accepted = async () => (await call(delegate, "http://test/api/agent-proxy/delegate", task)).body.delegationId!;

describe("a delegation's run, reported by its runtime", () => {
  test("accepted → running → completed, read back with the output's first 4,000 characters", async () => {
    const id = await accepted();
    expect((await read(id)).body).toMatchObject({ id, status: "accepted", from: "sql-analyst", to: "contract-review" });
    expect((await report(id, { status: "running" })).body).toMatchObject({ status: "running" });
    const done = await report(id, { status: "completed", output: "y".repeat(5000) });
    expect(done.status).toBe(200);
    const state = (await read(id)).body;
    expect(state).toMatchObject({ status: "completed" });
    expect(state.output).toHaveLength(4000);
    expect(Date.parse(state.updatedAt)).toBeGreaterThanOrEqual(Date.parse(state.createdAt));
  });

  test("a failed run keeps its error; a final state is final (409) and nothing changes", async () => {
    const id = await accepted();
    expect((await report(id, { status: "failed", error: "The model timed out." })).body).toMatchObject({
      status: "failed",
      error: "The model timed out.",
    });
    for (const next of ["running", "completed", "failed"]) {
      expect(await report(id, { status: next, output: "late" })).toMatchObject({
        status: 409,
        body: { code: "delegation_final" },
      });
    }
    expect((await read(id)).body).not.toHaveProperty("output");
  });

  test("a refused request reads failed with its sentence, and cannot be reported on", async () => {
    const refused = await call(delegate, "http://test/api/agent-proxy/delegate", { ...task, to: "e_sql" });
    const row = await t.db.delegationRequest.findFirstOrThrow({ where: { requestId: refused.requestId! } });
    expect((await read(row.id)).body).toMatchObject({
      status: "failed",
      error: "An Expert cannot delegate to itself",
      from: "e_sql",
      to: "e_sql",
    });
    expect((await report(row.id, { status: "running" })).status).toBe(409);
  });

  test("two final reports at once: exactly one wins", async () => {
    const id = await accepted();
    const answers = await Promise.all([report(id, { status: "completed" }), report(id, { status: "failed" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe("bad reports and other people's delegations", () => {
  test.each([
    ["an unknown status", { status: "done" }, "status"],
    ["an output past 200,000 characters", { status: "completed", output: "x".repeat(200_001) }, "output"],
  ])("%s → 400 naming the field, nothing written", async (_label, body, field) => {
    const id = await accepted();
    const res = await report(id, body);
    expect(res).toMatchObject({ status: 400, body: { field } });
    expect((await read(id)).body.status).toBe("accepted");
  });

  test("a personal key reads and reports its owner's delegations only; anyone else's is 404", async () => {
    const id = await accepted();
    const personalKey = async (email: string) =>
      (
        await createKeyForOperator(email, "personal", {
          name: "r",
          scopes: ["harness:read", "harness:delegate"],
          expiresAt: null,
        })
      ).key;
    const bob = await personalKey("bob@example.com");
    const carol = await personalKey("carol@example.com");
    expect((await read(id, `Bearer ${bob}`)).status).toBe(200);
    expect(await read(id, `Bearer ${carol}`)).toMatchObject({
      status: 404,
      body: { code: "delegation_not_found", error: "Delegation not found" },
    });
    expect((await report(id, { status: "running" }, `Bearer ${carol}`)).status).toBe(404);
    expect((await read(id)).body.status).toBe("accepted");
    expect((await report("no-such-delegation", { status: "running" })).status).toBe(404);
  });
});
