import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { clientAddress } from "@/lib/domain/rate-limit";
import { authOptions } from "@/lib/server/auth/auth-options";
import { readCappedBody } from "@/lib/server/auth/capped-body";
import { deviceCookieAfterSignIn, deviceOf } from "@/lib/server/auth/device-cookie";
import { accountKey, signInLimits, takeAttempt } from "@/lib/server/auth/rate-limits";

type Context = { params: Promise<{ nextauth: string[] }> };

// An email, a password and a CSRF token: anything near this size is not a sign-in.
const SIGN_IN_BODY_LIMIT = 16 * 1024;

// next-auth 4's route handler is typed `any`; in the App Router it answers with a Response.
function handler(req: Request, context: Context): Promise<Response> {
  return NextAuth(req as never, context as never, authOptions()) as Promise<Response>;
}

/**
 * Credentials sign-in is rate limited per account and per client address (issue 9), counted
 * before the password is checked. A refused attempt gets 429 with a sentence; next-auth's
 * client reads that sentence from the `error` parameter of the answer's `url`.
 */
async function post(original: Request, context: Context) {
  // Read once, counted as it streams (never a clone: a tee keeps every byte for the unread branch),
  // then handed to next-auth as a fresh request holding exactly those bytes.
  const read = await readCappedBody(original, SIGN_IN_BODY_LIMIT);
  if (!read.ok) return Response.json({ error: "Request body too large (limit 16 KB)" }, { status: 413 });
  const req = new NextRequest(original.url, {
    method: original.method,
    headers: original.headers,
    body: read.bytes as BodyInit,
  });
  const [action, provider] = (await context.params).nextauth;
  if (action !== "callback" || provider !== "credentials") return handler(req, context);

  const body = new TextDecoder().decode(read.bytes);
  const email = credentialsEmail(body, req.headers.get("content-type"));
  const address = clientAddress(req.headers.get("x-forwarded-for"), req.headers.get("x-real-ip"));
  const device = deviceOf(req.headers.get("cookie"), accountKey(email));
  const attempt = await takeAttempt("sign-in", signInLimits(email, address, device));
  if (!attempt.allowed) {
    const url = new URL("/sign-in", req.url);
    url.searchParams.set("error", attempt.message);
    return Response.json(
      { url: url.href, error: attempt.message },
      { status: 429, headers: { "Retry-After": String(attempt.retryAfterSeconds) } },
    );
  }

  const response = await handler(req, context);
  // Only failed sign-ins count: next-auth answers them 401 (JSON) or with a redirect to its error page.
  const failed = response.status === 401 || /[?&]error=/.test(response.headers.get("location") ?? "");
  if (failed) return response;
  await attempt.refund();
  // The device cookie only where a session was really started.
  if (!response.headers.getSetCookie().some((c: string) => /session-token=[^;]/.test(c))) return response;
  const secure =
    new URL(req.url).protocol === "https:" || req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
  response.headers.append("set-cookie", deviceCookieAfterSignIn(req.headers.get("cookie"), accountKey(email), secure));
  return response;
}

/** The email next-auth will check, read exactly as it reads it (JSON or a form; the last value wins). */
function credentialsEmail(body: string, contentType: string | null): string {
  if (contentType?.includes("application/json")) {
    try {
      const email: unknown = (JSON.parse(body) as { email?: unknown } | null)?.email;
      return typeof email === "string" ? email : "";
    } catch {
      return "";
    }
  }
  return new URLSearchParams(body).getAll("email").at(-1) ?? "";
}

export { handler as GET, post as POST };
