/**
 * Which host a request was addressed to. A client can send X-Forwarded-Host itself, so it is believed
 * only when a proxy in front of the app sets it (TRUST_PROXY, lib/config.ts); otherwise Host decides.
 */
export function addressedHost(headers: Headers, trustProxy: boolean): string | null {
  return (trustProxy ? headers.get("x-forwarded-host")?.split(",")[0].trim() : null) || headers.get("host");
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
