import { at } from "./at-index";
/**
 * Which host a request was addressed to. A client can send X-Forwarded-Host itself, so it is believed
 * only when a proxy in front of the app sets it (TRUST_PROXY, lib/config.ts); otherwise Host decides.
 */
export function addressedHost(headers: Headers, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? headers.get("x-forwarded-host") : null;
  return (forwarded === null ? null : at(forwarded.split(","), 0).trim()) || headers.get("host");
}

/** TRUST_PROXY as lib/config.ts reads it, for code that runs before the config is loaded (proxy.ts). */
export function trustsProxy(value: string | undefined): boolean {
  const v = value?.trim().toLowerCase();
  return v === "true" || v === "1";
}

/** An Origin header that names the host the request was addressed to (a browser's own page), or none at all. */
export function isSameOriginRequest(headers: Headers, trustProxy: boolean): boolean {
  const origin = headers.get("origin");
  if (origin === null) return true;
  try {
    return new URL(origin).host === addressedHost(headers, trustProxy);
  } catch {
    return false;
  }
}

/**
 * Headers only a proxy in front may set: the client's address, the host and scheme it addressed.
 * Without one (TRUST_PROXY unset) the server drops what a client wrote, so Next.js fills them from
 * the socket and no per-address limit or origin check goes by a client's claim.
 */
export const PROXY_SET_HEADERS: readonly string[] = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];

/** Node's raw header list (name, value, name, value…) without the headers only a proxy may set. */
export function withoutProxySetHeaders(rawHeaders: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = at(rawHeaders, i);
    if (!PROXY_SET_HEADERS.includes(name.toLowerCase())) kept.push(name, at(rawHeaders, i + 1));
  }
  return kept;
}
