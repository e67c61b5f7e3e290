import { expect, test } from "vitest";
import { apiDatabaseForFile, call } from "../support/api";

// rules §12: each key is rate limited (API_KEY_RATE_LIMIT), with counts every instance shares.
process.env.API_KEY_RATE_LIMIT = "5/1m";
const t = await apiDatabaseForFile();
const injection = (await import("@/app/api/harness/injection/route")).POST;
const { createKeyForOperator } = await import("@/lib/server/api-keys/manage");
const { flushKeyUsage } = await import("@/lib/server/api-keys/usage");

const INJECTION = "http://test/api/harness/injection";
const newKey = async () =>
  (
    await createKeyForOperator("bob@example.com", "personal", {
      name: "limited",
      scopes: ["harness:read"],
      expiresAt: null,
    })
  ).key;
const inject = (key: string) => call(injection, INJECTION, { expert: "e_sql" }, { authorization: `Bearer ${key}` });

test("past its rate a key gets 429 rate_limited with Retry-After; another key and the bootstrap token are not held back", async () => {
  const key = await newKey();
  for (let i = 0; i < 5; i++) expect((await inject(key)).status).toBe(200);
  const refused = await inject(key);
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({
    code: "rate_limited",
    error: expect.stringMatching(/^Too many requests with this key\. Try again in \d+ (seconds?|minutes?)\.$/),
  });
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await inject(await newKey())).status).toBe(200);
  expect((await call(injection, INJECTION, { expert: "e_sql", user: "u_bob" })).status).toBe(200);
});

test("the count is shared: uses another instance added to the key's counter hold this one back too", async () => {
  const key = await newKey();
  expect((await inject(key)).status).toBe(200);
  await flushKeyUsage();
  const row = await t.db.apiKey.findFirstOrThrow({ where: { prefix: key.slice(0, 12) }, select: { id: true } });
  // Another instance's flush: four more uses of this key in the same window.
  await t.db.rateLimitCounter.updateMany({ where: { bucket: `api-key:${row.id}` }, data: { count: { increment: 4 } } });
  await flushKeyUsage();
  expect((await inject(key)).status).toBe(429);
  // The refused use is not counted (summed over windows, in case a minute boundary fell between the requests).
  const counters = await t.db.rateLimitCounter.findMany({ where: { bucket: `api-key:${row.id}` } });
  expect(counters.reduce((sum, c) => sum + c.count, 0)).toBe(5);
});
