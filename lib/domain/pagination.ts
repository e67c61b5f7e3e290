export const ADMIN_PAGE_SIZE = 20;

/** A 1-based page number from a query string value; anything else is page 1. */
export function parsePage(value: unknown): number {
  const text: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof text !== "string" || !/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

export type PageInfo = { page: number; pageSize: number; total: number; pageCount: number };

export function pageInfo(page: number, pageSize: number, total: number): PageInfo {
  return { page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export function pageSlice(page: number, pageSize: number): { skip: number; take: number } {
  return { skip: (Math.max(1, page) - 1) * pageSize, take: pageSize };
}
