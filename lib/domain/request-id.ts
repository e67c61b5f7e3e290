/** The header that carries a request's id from the proxy to pages, actions and their log lines. */
export const REQUEST_ID_HEADER = "x-request-id";
