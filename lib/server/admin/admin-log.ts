import "server-only";
import type { PageInfo } from "@/lib/domain/pagination";
import { assertAdmin } from "@/lib/server/auth/assert-admin";
import type { Viewer } from "@/lib/server/auth/users";
import { exportBatches, type BatchArgs } from "./export-batches";
import { readLogPage } from "./log-page";

/**
 * An admin log (the audit trail, the delegation log) read two ways from one filtered query: a page
 * with its page info, and the whole log in keyset batches for a CSV export. Both check the viewer
 * first; `describe` turns the rows read into the entries shown.
 */
export function adminLog<F extends { page?: number }, W, R extends { id: string }, E>(log: {
  where: (filters: F) => Promise<W>;
  count: (where: W) => Promise<number>;
  /** One read of the log: a page's arguments are a batch's without a cursor. */
  find: (where: W, args: BatchArgs) => Promise<R[]>;
  describe: (rows: R[]) => E[] | Promise<E[]>;
}) {
  return {
    async page(viewer: Viewer | null, filters: F): Promise<{ info: PageInfo; entries: E[] }> {
      assertAdmin(viewer);
      const where = await log.where(filters);
      const { info, rows } = await readLogPage(
        filters.page ?? 1,
        () => log.count(where),
        (args) => log.find(where, args),
      );
      return { info, entries: await log.describe(rows) };
    },
    async *export(viewer: Viewer | null, filters: F): AsyncGenerator<E[]> {
      assertAdmin(viewer);
      const where = await log.where(filters);
      for await (const rows of exportBatches((args) => log.find(where, args))) yield await log.describe(rows);
    },
  };
}
