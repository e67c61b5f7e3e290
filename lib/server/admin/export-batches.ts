import "server-only";

const EXPORT_BATCH = 500;

/** The arguments of one keyset page, newest first: after the cursor row, or from the start. */
export type BatchArgs = {
  orderBy: [{ createdAt: "desc" }, { id: "desc" }];
  take: number;
  cursor?: { id: string };
  skip?: number;
};

/**
 * A whole filtered log for a CSV export, read newest first in keyset batches (so memory stays flat
 * however long the log is); `read` runs one page query with the arguments given.
 */
export async function* exportBatches<T extends { id: string }>(
  read: (args: BatchArgs) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  for (;;) {
    const rows = await read({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: EXPORT_BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || !last) return;
    cursor = last.id;
  }
}
