import { expect, test } from "vitest";
import { gateOutsideTransactions } from "./sqlite-transaction-gate";

// A stand-in connection that records what ran while a transaction was open.
function fakeAdapter(log: string[]) {
  let open = false;
  const run = (what: string) => {
    log.push(open ? `${what} inside` : what);
    return Promise.resolve(0);
  };
  return {
    queryRaw: (q: never) => run(`query ${q}`),
    executeRaw: (q: never) => run(`execute ${q}`),
    executeScript: (s: string) => run(`script ${s}`).then(() => undefined),
    startTransaction: async () => {
      open = true;
      log.push("begin");
      const end = (word: string) => async () => {
        log.push(word);
        open = false;
      };
      return { commit: end("commit"), rollback: end("rollback") };
    },
  };
}

test("a plain query waits until the open transaction ends, and then runs outside it", async () => {
  const log: string[] = [];
  const adapter = gateOutsideTransactions(fakeAdapter(log));
  const tx = await adapter.startTransaction();
  const query = adapter.queryRaw("a" as never);
  const write = adapter.executeRaw("b" as never);
  await new Promise((r) => setTimeout(r, 5));
  expect(log).toEqual(["begin"]);
  await tx.rollback();
  await Promise.all([query, write]);
  expect(log).toEqual(["begin", "rollback", "query a", "execute b"]);
});

test("transactions take turns, and queries queued between them keep their order", async () => {
  const log: string[] = [];
  const adapter = gateOutsideTransactions(fakeAdapter(log));
  const first = await adapter.startTransaction();
  const second = adapter.startTransaction();
  const script = adapter.executeScript("s");
  await first.commit();
  const tx = await second;
  await tx.commit();
  await script;
  expect(log).toEqual(["begin", "commit", "begin", "commit", "script s"]);
});

test("a transaction that fails to start does not block what comes after", async () => {
  const log: string[] = [];
  const adapter = fakeAdapter(log);
  adapter.startTransaction = () => Promise.reject(new Error("busy"));
  const gated = gateOutsideTransactions(adapter);
  await expect(gated.startTransaction()).rejects.toThrow("busy");
  await gated.queryRaw("after" as never);
  expect(log).toEqual(["query after"]);
});
