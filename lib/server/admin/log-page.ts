import "server-only";
import { ADMIN_PAGE_SIZE, pageInfo, pageSlice, type PageInfo } from "@/lib/domain/pagination";

/** The arguments of one admin page: newest first, ties broken by id so pages never overlap. */
export type PageArgs = { orderBy: [{ createdAt: "desc" }, { id: "desc" }]; skip: number; take: number };

/** One page of an admin log and its page info; `count` and `read` run the filtered queries. */
export async function readLogPage<T>(
  page: number,
  count: () => Promise<number>,
  read: (args: PageArgs) => Promise<T[]>,
): Promise<{ info: PageInfo; rows: T[] }> {
  const [total, rows] = await Promise.all([
    count(),
    read({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageSlice(page, ADMIN_PAGE_SIZE) }),
  ]);
  return { info: pageInfo(page, ADMIN_PAGE_SIZE, total), rows };
}
