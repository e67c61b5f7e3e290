/** What the gate needs of a driver adapter: plain queries and interactive transactions. */
type Queryable = { queryRaw(query: never): Promise<unknown>; executeRaw(query: never): Promise<unknown> };
type GatedAdapter = Queryable & {
  executeScript(script: string): Promise<void>;
  startTransaction(isolationLevel?: never): Promise<{ commit(): Promise<void>; rollback(): Promise<void> }>;
};

/**
 * SQLite through better-sqlite3 is one connection. Prisma's adapter serialises interactive
 * transactions, but a plain query arriving while one is open ran on that connection inside it: it
 * read uncommitted rows, and its write vanished if the transaction rolled back after the request had
 * been answered. Here every plain query and script waits until no transaction is open, and each
 * transaction waits for the one before it; statements run synchronously, so a plain query holds the
 * gate only while it runs.
 */
export function gateOutsideTransactions<A extends GatedAdapter>(adapter: A): A {
  let tail: Promise<void> = Promise.resolve();
  const hold = (): Promise<() => void> => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const turn = tail.then(() => release);
    tail = tail.then(() => held);
    return turn;
  };
  const gated = <T>(run: () => Promise<T>) =>
    hold().then(async (release) => {
      try {
        return await run();
      } finally {
        release();
      }
    });

  const queryRaw = adapter.queryRaw.bind(adapter);
  const executeRaw = adapter.executeRaw.bind(adapter);
  const executeScript = adapter.executeScript.bind(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.queryRaw = (query: never) => gated(() => queryRaw(query));
  adapter.executeRaw = (query: never) => gated(() => executeRaw(query));
  adapter.executeScript = (script: string) => gated(() => executeScript(script));
  adapter.startTransaction = async (isolationLevel?: never) => {
    const release = await hold();
    try {
      const tx = await startTransaction(isolationLevel);
      const end = (finish: () => Promise<void>) => () => finish().finally(release);
      tx.commit = end(tx.commit.bind(tx));
      tx.rollback = end(tx.rollback.bind(tx));
      return tx;
    } catch (error) {
      release();
      throw error;
    }
  };
  return adapter;
}
