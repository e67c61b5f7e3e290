import type { Db } from "@/lib/prisma-client";

/**
 * Makes every DELETE of the table's rows with `column = value` fail inside the database, on either
 * engine, to prove a multi-row change is one transaction. Returns the function that lifts the block.
 */
export async function blockDeletes(
  db: Db,
  url: string,
  table: string,
  column: string,
  value: string,
): Promise<() => Promise<void>> {
  const name = `block_${table}_${column}`.toLowerCase();
  const literal = `'${value.replaceAll("'", "''")}'`;
  if (url.startsWith("file:")) {
    await db.$executeRawUnsafe(
      `CREATE TRIGGER ${name} BEFORE DELETE ON "${table}" WHEN OLD."${column}" = ${literal} BEGIN SELECT RAISE(ABORT, 'blocked'); END;`,
    );
    return async () => void (await db.$executeRawUnsafe(`DROP TRIGGER ${name}`));
  }
  await db.$executeRawUnsafe(
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'blocked'; END; $$`,
  );
  await db.$executeRawUnsafe(
    `CREATE TRIGGER ${name} BEFORE DELETE ON "${table}" FOR EACH ROW WHEN (OLD."${column}" = ${literal}) EXECUTE FUNCTION ${name}()`,
  );
  return async () => {
    await db.$executeRawUnsafe(`DROP TRIGGER ${name} ON "${table}"`);
    await db.$executeRawUnsafe(`DROP FUNCTION ${name}()`);
  };
}
