/** What the response is for: the nonce of this request, dev mode, and whether it travels over https. */
export type SecurityContext = { nonce: string; dev: boolean; https: boolean };

/**
 * The page policy (Next.js's nonce recipe): scripts run only with this request's nonce (and
 * what they load, `'strict-dynamic'`); nothing may frame the app. Development needs
 * `'unsafe-eval'` for React's debugging stacks, and never production.
 */
export function contentSecurityPolicy({ nonce, dev, https }: SecurityContext): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // The development overlay sets inline styles that carry no nonce; production has none.
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

export const HSTS_MAX_AGE_SECONDS = 63_072_000; // two years, the preload list's expectation

/** The headers that do not depend on the request; build assets get these alone (next.config.ts). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  // For browsers that predate frame-ancestors.
  "X-Frame-Options": "DENY",
  // No window this app opens, or that opens it, keeps a handle on the other across origins.
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The headers every response carries; HSTS only over https, where the browser honours it. */
export function securityHeaders(context: SecurityContext): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(context),
    ...STATIC_SECURITY_HEADERS,
    ...(context.https ? { "Strict-Transport-Security": `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
  };
}

/** A 128-bit random nonce in base64, fresh for every request. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** False when a path segment is not valid percent-encoding (`%ff`, `%ZZ`): such a path names no page. */
export function isWellEncodedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
