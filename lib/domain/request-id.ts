/** The header that carries a request's id from the proxy to pages, actions and their log lines. */
export const REQUEST_ID_HEADER = "x-request-id";

// rules §6.2: a client's own id is kept when it is 1–128 of these; nothing else is ever logged.
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** A well-formed request id, or null: the value a client or the proxy may set, checked before it is logged. */
export function validRequestId(value: string | null | undefined): string | null {
  return typeof value === "string" && REQUEST_ID.test(value) ? value : null;
}

/** The id the proxy set on this request (the client's own when well-formed); anything else is ignored. */
export function requestIdOf(
  request: { headers: { get(name: string): string | null } } | undefined | null,
): string | null {
  return validRequestId(request?.headers.get(REQUEST_ID_HEADER));
}
