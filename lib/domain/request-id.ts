/** The header that carries a request's id from the proxy to pages, actions and their log lines. */
export const REQUEST_ID_HEADER = "x-request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id the proxy set on this request; anything that is not a UUID is ignored, never logged. */
export function requestIdOf(request: { headers: { get(name: string): string | null } } | undefined | null): string | null {
  const value = request?.headers.get(REQUEST_ID_HEADER) ?? null;
  return value !== null && UUID.test(value) ? value : null;
}
