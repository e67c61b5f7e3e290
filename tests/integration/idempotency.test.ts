import { describe, expect, test } from "vitest";
import { HARNESS_TOKEN, apiDatabaseForFile, call, send } from "../support/api";

// rules §6.2: a delegate retried with the same Idempotency-Key gets the first answer and adds no row,
// sequentially, concurrently, and after the first client went away; on SQLite and on PostgreSQL.
const t = await apiDatabaseForFile();
const { POST } = await import("@/app/api/agent-proxy/delegate/route");
const { sweepExpiredIdempotencyRecords } = await import("@/lib/server/harness/idempotent-delegation");

const URL_ = "http://test/api/agent-proxy/delegate";
const accepted = { user: "u_bob", from: "e_sql", to: "e_contract", input: "Review the NDA." };
const notDelegatable = { user: "u_bob", from: "e_sql", to: "e_grant", input: "Draft the grant." };
let keys = 0;
const freshKey = () => `key-${Date.now()}-${++keys}`;
const rowsOf = (input: string) => t.db.delegationRequest.count({ where: { input } });
const delegate = (body: object, key?: string) =>
  call(POST, URL_, body, { headers: key === undefined ? {} : { "idempotency-key": key } });

describe("the same key and body", () => {
  test("sequential retries get the first answer, and one row is logged", async () => {
    const key = freshKey();
    const body = { ...accepted, input: `sequential ${key}` };
    const first = await delegate(body, key);
    expect(first.body).toMatchObject({ status: "accepted", delegationId: expect.any(String) });
    for (let i = 0; i < 3; i++) expect(await delegate(body, key)).toMatchObject({ status: 200, body: first.body });
    expect(await rowsOf(body.input)).toBe(1);
  });

  test("a failed outcome is replayed too, with its sentence and code", async () => {
    const key = freshKey();
    const body = { ...notDelegatable, input: `failed ${key}` };
    const first = await delegate(body, key);
    expect(first.body).toEqual({ status: "failed", error: "Expert is not delegatable", code: "not_delegatable" });
    expect((await delegate(body, key)).body).toEqual(first.body);
    expect(await rowsOf(body.input)).toBe(1);
  });

  test("the same body written with its keys in another order is the same request", async () => {
    const key = freshKey();
    const input = `reordered ${key}`;
    const first = await delegate({ ...accepted, input }, key);
    const again = await call(POST, URL_, null, {
      headers: { "idempotency-key": key },
      rawBody: JSON.stringify({ input, to: "e_contract", from: "e_sql", user: "u_bob", chain: null }),
    });
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(input)).toBe(1);
  });

  test("20 at once: one row, and every one of them gets the same answer", async () => {
    const key = freshKey();
    const body = { ...accepted, input: `concurrent ${key}` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => delegate(body, key)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const ids = new Set(answers.map((a) => a.body.delegationId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toEqual(expect.any(String));
    expect(await rowsOf(body.input)).toBe(1);
  });
});

describe("after the first client went away", () => {
  test("while it waited for its turn: 499, nothing done; the retry is the first and only row", async () => {
    const key = freshKey();
    const body = { ...accepted, input: `left early ${key}` };
    const gone = new AbortController();
    gone.abort();
    const first = await call(POST, URL_, body, { headers: { "idempotency-key": key }, signal: gone.signal });
    expect(first).toMatchObject({ status: 499, body: { code: "client_closed_request" } });
    expect(await rowsOf(body.input)).toBe(0);
    const retry = await delegate(body, key);
    expect(retry.body.status).toBe("accepted");
    expect((await delegate(body, key)).body).toEqual(retry.body);
    expect(await rowsOf(body.input)).toBe(1);
  });

  test("while its request was being served: the work finishes, and the retry gets its answer", async () => {
    const key = freshKey();
    const text = JSON.stringify({ ...accepted, input: `left midway ${key}` });
    const gone = new AbortController();
    let reading!: () => void;
    const started = new Promise<void>((resolve) => (reading = resolve));
    let feed!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>(
      { start: (c) => void (feed = c), pull: () => reading() },
      { highWaterMark: 0 },
    );
    const init = {
      method: "POST",
      body: stream,
      duplex: "half",
      signal: gone.signal,
      headers: { authorization: `Bearer ${HARNESS_TOKEN}`, "content-type": "application/json", "idempotency-key": key },
    };
    const pending = send(POST, new Request(URL_, init as RequestInit));
    await started; // the server is reading the body: past the point where a gone client is turned away
    gone.abort();
    feed.enqueue(new TextEncoder().encode(text));
    feed.close();
    const first = await pending;
    expect(first.status).toBe(200);
    const retry = await call(POST, URL_, null, { headers: { "idempotency-key": key }, rawBody: text });
    expect(retry.body).toEqual(await first.json());
    expect(await rowsOf(`left midway ${key}`)).toBe(1);
  });
});

describe("keys that do not match", () => {
  test("the same key with another body is refused with 422 and logs nothing", async () => {
    const key = freshKey();
    await delegate({ ...accepted, input: `original ${key}` }, key);
    const reused = await delegate({ ...accepted, input: `another ${key}` }, key);
    expect(reused).toMatchObject({
      status: 422,
      body: { code: "idempotency_key_reused", error: expect.stringMatching(/different request body/) },
    });
    expect(await rowsOf(`another ${key}`)).toBe(0);
  });

  test("without a key every request is a new one; two keys are two requests", async () => {
    const input = `unkeyed ${freshKey()}`;
    await delegate({ ...accepted, input });
    await delegate({ ...accepted, input });
    await delegate({ ...accepted, input }, freshKey());
    await delegate({ ...accepted, input }, freshKey());
    expect(await rowsOf(input)).toBe(4);
  });

  test.each([
    ["that is empty", ""],
    ["of 201 characters", "k".repeat(201)],
    ["with a character that is not ASCII", "clé"],
  ])("a key %s is refused with 400 naming the header", async (_label, key) => {
    const input = `bad key ${freshKey()}`;
    const res = await call(POST, URL_, { ...accepted, input }, { headers: { "idempotency-key": key } }).catch(
      (e: unknown) => ({ status: 0, body: { error: String(e) } }),
    );
    // A header value outside Latin-1 cannot even be sent; the others must be refused by the server.
    if (res.status === 0) return expect(key).toMatch(/[^\x00-\xff]/);
    expect(res).toMatchObject({ status: 400, body: { code: "invalid_header", field: "Idempotency-Key" } });
    expect(await rowsOf(input)).toBe(0);
  });
});

test("after 24 hours a key no longer answers: it starts a new request, and the sweep deletes the old record", async () => {
  const key = freshKey();
  const input = `expiring ${key}`;
  await delegate({ ...accepted, input }, key);
  await t.db.idempotencyRecord.updateMany({
    where: { key },
    data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
  });
  const otherKey = freshKey();
  await delegate({ ...accepted, input: `old ${otherKey}` }, otherKey);
  await t.db.idempotencyRecord.updateMany({
    where: { key: otherKey },
    data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
  });

  const after = await delegate({ ...accepted, input: `a new body ${key}` }, key);
  expect(after.body.status).toBe("accepted");
  expect(await t.db.idempotencyRecord.count({ where: { key } })).toBe(1);
  expect(await sweepExpiredIdempotencyRecords()).toBeGreaterThanOrEqual(1);
  expect(await t.db.idempotencyRecord.count({ where: { key: otherKey } })).toBe(0);
  expect(await t.db.idempotencyRecord.count({ where: { key } })).toBe(1);
});
