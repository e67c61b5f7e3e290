/**
 * Keyset pagination: a page starts after the last row of the page before, named by its sort key
 * and id, so rows inserted meanwhile neither shift a page nor repeat one (an offset would).
 * The cursor is opaque to the visitor; anything it cannot read is treated as "first page".
 */
export type Cursor = { key: string | number; id: string };
export type PageDirection = "next" | "previous";

const MAX_CURSOR_LENGTH = 600;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id]), "utf8").toString("base64url");
}

export function decodeCursor(value: unknown): Cursor | null {
  const text: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof text !== "string" || text === "" || text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text))
    return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [key, id] = parsed as unknown[];
    const keyOk = typeof key === "string" || (typeof key === "number" && Number.isFinite(key));
    if (!keyOk || typeof id !== "string" || id === "") return null;
    return { key, id };
  } catch {
    return null;
  }
}

export type CursorPage<T> = { items: T[]; next: string | null; previous: string | null };

/**
 * Builds a page from rows read with one extra row (`limit + 1`) in the reading direction.
 * Reading "previous" reads backwards from the cursor, so its rows are reversed back into order.
 * `hasOther` says whether a page exists on the side the visitor came from.
 */
export function cursorPage<T>(
  rows: T[],
  limit: number,
  direction: PageDirection,
  hasOther: boolean,
  cursorOf: (row: T) => Cursor,
): CursorPage<T> {
  const more = rows.length > limit;
  const kept = rows.slice(0, limit);
  const items = direction === "next" ? kept : kept.reverse();
  const first = items[0];
  const last = items[items.length - 1];
  const hasNext = direction === "next" ? more : hasOther;
  const hasPrevious = direction === "next" ? hasOther : more;
  return {
    items,
    next: hasNext && last ? encodeCursor(cursorOf(last)) : null,
    previous: hasPrevious && first ? encodeCursor(cursorOf(first)) : null,
  };
}

/** Which way a page of a list is read, and from which row (none: from the start). */
export type PageRequest = { direction: PageDirection; cursor: Cursor | null };

/** The first page of a list. */
export const FIRST_PAGE: PageRequest = { direction: "next", cursor: null };

/** `after=` or `before=` from a query string: which way to read, from where. */
export function pageRequest(params: { after?: unknown; before?: unknown }): PageRequest {
  const before = decodeCursor(params.before);
  if (before) return { direction: "previous", cursor: before };
  return { direction: "next", cursor: decodeCursor(params.after) };
}
