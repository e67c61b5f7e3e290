import NextAuth from "next-auth";
import { clientAddress } from "@/lib/domain/rate-limit";
import { readBodyText } from "@/lib/server/api/body";
import { authOptions } from "@/lib/server/auth/auth-options";
import { signInLimits, takeAttempt } from "@/lib/server/auth/rate-limits";

type Context = { params: Promise<{ nextauth: string[] }> };

// An email, a password and a CSRF token: anything near this size is not a sign-in.
const SIGN_IN_BODY_LIMIT = 16 * 1024;

function handler(req: Request, context: Context) {
  return NextAuth(req as never, context as never, authOptions());
}

/**
 * Credentials sign-in is rate limited per account and per client address (issue 9), counted
 * before the password is checked. A refused attempt gets 429 with a sentence; next-auth's
 * client reads that sentence from the `error` parameter of the answer's `url`.
 */
async function post(req: Request, context: Context) {
  const [action, provider] = (await context.params).nextauth;
  if (action !== "callback" || provider !== "credentials") return handler(req, context);

  const body = await readBodyText(req.clone(), SIGN_IN_BODY_LIMIT);
  if (body === null) return Response.json({ error: "Request body too large (limit 16 KB)" }, { status: 413, headers: { connection: "close" } });
  const email = credentialsEmail(body, req.headers.get("content-type"));
  const address = clientAddress(req.headers.get("x-forwarded-for"), req.headers.get("x-real-ip"));
  const attempt = await takeAttempt("sign-in", signInLimits(email, address));
  if (!attempt.allowed) {
    const url = new URL("/sign-in", req.url);
    url.searchParams.set("error", attempt.message);
    return Response.json({ url: url.href, error: attempt.message }, { status: 429, headers: { "Retry-After": String(attempt.retryAfterSeconds) } });
  }

  const response = await handler(req, context);
  // Only failed sign-ins count: next-auth answers them 401 (JSON) or with a redirect to its error page.
  const failed = response.status === 401 || /[?&]error=/.test(response.headers.get("location") ?? "");
  if (!failed) await attempt.refund();
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
