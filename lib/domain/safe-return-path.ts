/**
 * The same-origin path to send a user to after sign-in, or `fallback`. The value is parsed the
 * way a browser will read it (`new URL` drops tabs and newlines, turns `\` into `/`, resolves
 * `..`), so `/%09/evil.example` cannot become `//evil.example` after the check. The answer is
 * percent-encoded ASCII, always safe in a Location header.
 */
export function safeReturnPath(value: unknown, origin: string, fallback = "/"): string {
  if (typeof value !== "string" || value.trim() === "") return fallback;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that begins with two slashes is read as another host when used as a URL.
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}
