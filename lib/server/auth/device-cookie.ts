import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config";

/**
 * OWASP's device cookies: a browser where an account once signed in holds a token bound to that
 * account (an HMAC under the app's secret). Sign-ins from such a browser are counted against the
 * device, not the account, so guesses from elsewhere that lock the account do not lock out its owner.
 */
export const DEVICE_COOKIE = "device";
const MAX_TOKENS = 5; // accounts remembered per browser
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
// Sent only with sign-in attempts.
const COOKIE_PATH = "/api/auth/callback/credentials";

const signature = (accountKey: string, nonce: string) =>
  createHmac("sha256", config().NEXTAUTH_SECRET).update(`device:${accountKey}:${nonce}`).digest("base64url");

function tokensOf(cookieHeader: string | null): string[] {
  const value =
    cookieHeader
      ?.split(";")
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
      ?.slice(DEVICE_COOKIE.length + 1) ?? "";
  return value
    .split("~")
    .filter((t) => /^[\w-]{16,32}\.[\w-]{43}$/.test(t))
    .slice(0, MAX_TOKENS);
}

/** The device id of this browser's token for the account, or null when it holds none (or a forged one). */
export function deviceOf(cookieHeader: string | null, accountKey: string): string | null {
  for (const token of tokensOf(cookieHeader)) {
    const dot = token.indexOf(".");
    const nonce = token.slice(0, dot);
    const sig = token.slice(dot + 1);
    const expected = Buffer.from(signature(accountKey, nonce));
    if (expected.length === sig.length && timingSafeEqual(expected, Buffer.from(sig))) return nonce;
  }
  return null;
}

/** The Set-Cookie after a successful sign-in: this account's token first, the browser's others kept. */
export function deviceCookieAfterSignIn(cookieHeader: string | null, accountKey: string, secure: boolean): string {
  const existing = deviceOf(cookieHeader, accountKey);
  const nonce = existing ?? randomBytes(16).toString("base64url").slice(0, 22);
  const mine = `${nonce}.${signature(accountKey, nonce)}`;
  const others = tokensOf(cookieHeader).filter((t) => !t.startsWith(`${nonce}.`));
  const value = [mine, ...others].slice(0, MAX_TOKENS).join("~");
  return `${DEVICE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
