import { describe, expect, test } from "vitest";
import { apiDatabaseForFile, bearer, call, DELEGATE_URL, HARNESS_TOKEN, INJECTION_URL } from "../support/api";

// rules §12: HARNESS_TOKEN works "when set". Unset, the app starts and only API keys authenticate;
// the token a runtime used to send is answered as any unknown key is.
const t = await apiDatabaseForFile();
delete process.env.HARNESS_TOKEN;
const { config } = await import("@/lib/config");
const injection = (await import("@/app/api/harness/injection/route")).POST;
const delegate = (await import("@/app/api/agent-proxy/delegate/route")).POST;
const keys = await import("@/lib/server/api-keys/manage");

describe("without HARNESS_TOKEN", () => {
  test("the configuration reads it as unset", () => {
    expect(config().HARNESS_TOKEN).toBeUndefined();
  });

  test("the former token is refused exactly as an unknown key, and nothing is logged", async () => {
    const before = await t.db.delegationRequest.count();
    const unknown = await call(
      injection,
      INJECTION_URL,
      { expert: "e_sql", user: "u_bob" },
      { authorization: bearer(`esk_${"A".repeat(43)}`) },
    );
    const token = await call(
      injection,
      INJECTION_URL,
      { expert: "e_sql", user: "u_bob" },
      { authorization: bearer(HARNESS_TOKEN) },
    );
    const delegated = await call(
      delegate,
      DELEGATE_URL,
      { user: "u_bob", from: "e_sql", to: "e_contract", input: "Review the NDA." },
      { authorization: bearer(HARNESS_TOKEN) },
    );
    expect(unknown.status).toBe(401);
    for (const answer of [token, delegated]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unknown.body);
      expect(answer.headers.get("www-authenticate")).toBe(unknown.headers.get("www-authenticate"));
    }
    expect(await t.db.delegationRequest.count()).toBe(before);
  });

  test("an empty bearer is refused too: an unset token never matches", async () => {
    const empty = await call(
      injection,
      INJECTION_URL,
      { expert: "e_sql", user: "u_bob" },
      { authorization: "Bearer " },
    );
    expect(empty.status).toBe(401);
  });

  test("API keys authenticate as before", async () => {
    const { key } = await keys.createKeyForOperator("bob@example.com", "personal", {
      name: "test",
      scopes: ["harness:read"],
      expiresAt: null,
    });
    const answer = await call(injection, INJECTION_URL, { expert: "e_sql" }, { authorization: bearer(key) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ expert: { id: "e_sql" } });
  });
});
