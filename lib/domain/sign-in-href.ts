import { safeCallbackUrl } from "@/lib/safe-callback-url";

const AUTH_PAGES = new Set(["/sign-in", "/sign-up"]);

/**
 * The sign-in link for the page at `pathname` + `search`: it carries that page as `callbackUrl`, so
 * signing in returns there. The sign-in and sign-up pages pass on the return address they were
 * given instead of pointing back at themselves.
 */
export function signInHref(pathname: string, search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  const target = AUTH_PAGES.has(pathname)
    ? safeCallbackUrl(new URLSearchParams(query).get("callbackUrl"))
    : safeCallbackUrl(query ? `${pathname}?${query}` : pathname);
  return target === "/" ? "/sign-in" : `/sign-in?callbackUrl=${encodeURIComponent(target)}`;
}
