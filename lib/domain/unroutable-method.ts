import { API_SENTENCES, apiError, methodNotAllowedSentence } from "./api-contract";
import { allowedMethods } from "./api-routes";
import { at } from "./at-index";

/** The methods Next.js routes; any other (TRACE, PROPFIND, …) never reaches the app's code. */
export const ROUTABLE_METHODS: ReadonlySet<string> = new Set([
  "GET",
  "HEAD",
  "OPTIONS",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
]);

// Pages answer GET (and HEAD) and their server actions POST.
const PAGE_METHODS = ["GET", "HEAD", "POST"];

export type PlainAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * The answer to a method Next cannot route (rules §6.2): 405 with `Allow` and the JSON error body,
 * never the framework's 500 or 400; an unknown path under /api/ is a JSON 404 whatever the method.
 */
export function unroutableMethodAnswer(method: string, target: string): PlainAnswer {
  const path = pathOf(target);
  const json = (status: number, body: object, headers: Record<string, string> = {}) => ({
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...headers },
    body: JSON.stringify(body),
  });
  const allow = path.startsWith("/api/") ? allowedMethods(path) : PAGE_METHODS;
  if (!allow) return json(404, apiError("not_found", API_SENTENCES.not_found));
  return json(405, apiError("method_not_allowed", methodNotAllowedSentence(safeMethod(method), path, allow)), {
    allow: allow.join(", "),
  });
}

function pathOf(target: string): string {
  try {
    return new URL(target, "http://any").pathname;
  } catch {
    return "/";
  }
}

// A method is a token (RFC 9110); anything else is not echoed back.
const safeMethod = (method: string) => (/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}$/.test(method) ? method : "(unknown)");

/** The method and target of a raw request line, for a request Node's parser refused for its method. */
export function requestLineOf(raw: string): { method: string; target: string } | null {
  const match = /^([^\s]{1,64}) ([^\s]{1,8192}) HTTP\/1\.[01]\r?\n/.exec(raw);
  return match ? { method: at(match, 1), target: at(match, 2) } : null;
}
