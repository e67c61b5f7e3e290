import NextAuth from "next-auth";
import { clientAddress } from "@/lib/domain/rate-limit";
import { authOptions } from "@/lib/server/auth/auth-options";
import { signInLimits, takeAttempt } from "@/lib/server/auth/rate-limits";

type Context = { params: Promise<{ nextauth: string[] }> };

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

  const form = await req.clone().formData().catch(() => null);
  const email = String(form?.get("email") ?? "");
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

export { handler as GET, post as POST };
