import { safeReturnPath } from "./safe-return-path";

const AUTH_PAGES = new Set(["/sign-in", "/sign-up"]);
// Only a path is ever passed on, so any origin serves to tell a path from another site's URL.
const ANY_ORIGIN = "http://app.invalid";

/**
 * The sign-in link for the page at `pathname` + `search`: it carries that page as `callbackUrl`, so
 * signing in returns there. The sign-in and sign-up pages pass on the return address they were
 * given instead of pointing back at themselves.
 */
export function signInHref(pathname: string, search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  const target = AUTH_PAGES.has(pathname)
    ? safeReturnPath(new URLSearchParams(query).get("callbackUrl"), ANY_ORIGIN)
    : safeReturnPath(query ? `${pathname}?${query}` : pathname, ANY_ORIGIN);
  return target === "/" ? "/sign-in" : `/sign-in?callbackUrl=${encodeURIComponent(target)}`;
}
