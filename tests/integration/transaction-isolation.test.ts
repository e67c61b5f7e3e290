import { expect, test } from "vitest";
import { testDatabaseForFile } from "../support/action-test-env";

// A request's query must not run inside another request's open transaction (on SQLite there is one
// connection): it would read uncommitted rows, and its write would vanish with that rollback.
// Raw statements, as the delegation log and the roster use: Prisma sends each as one plain query.
const t = await testDatabaseForFile();

/** Opens a transaction that changes Dave's name, lets `during` start its queries, then rolls back. */
async function whileATransactionRollsBack<T>(during: () => PromiseLike<T>): Promise<T> {
  let opened!: () => void;
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  const failing = t.db.$transaction(async (tx) => {
    await tx.$executeRaw`UPDATE "User" SET "name" = 'Uncommitted' WHERE "id" = 'u_dave'`;
    opened();
    await new Promise((resolve) => setTimeout(resolve, 100));
    throw new Error("stale");
  });
  await isOpen;
  const result = Promise.resolve(during()); // Prisma's queries start only when awaited: start it now
  await expect(failing).rejects.toThrow("stale");
  return result;
}

test("a write made while another transaction is open survives that transaction's rollback", async () => {
  await whileATransactionRollsBack(
    () => t.db.$executeRaw`UPDATE "User" SET "name" = 'Carol Kept' WHERE "id" = 'u_carol'`,
  );
  const rows = await t.db.$queryRaw<
    { id: string; name: string }[]
  >`SELECT "id", "name" FROM "User" WHERE "id" IN ('u_carol', 'u_dave') ORDER BY "id"`;
  expect(rows).toEqual([
    { id: "u_carol", name: "Carol Kept" },
    { id: "u_dave", name: "Dave Kim" },
  ]);
});

test("a read made while another transaction is open does not see its uncommitted rows", async () => {
  const rows = await whileATransactionRollsBack(
    () => t.db.$queryRaw<{ name: string }[]>`SELECT "name" FROM "User" WHERE "id" = 'u_dave'`,
  );
  expect(rows).toEqual([{ name: "Dave Kim" }]);
});
