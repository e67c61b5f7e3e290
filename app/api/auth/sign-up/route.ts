import { fieldErrorsOf } from "@/lib/domain/field-errors";
import { clientAddress } from "@/lib/domain/rate-limit";
import { SIGN_UP_INVALID, SignUpSchema } from "@/lib/domain/sign-up";
import { readJsonObject } from "@/lib/server/api/body";
import { appErrorResponse, failureResponse, isSameOrigin, json, startRequest, unexpectedResponse } from "@/lib/server/api/http";
import { signUp } from "@/lib/server/auth/sign-up";
import { AppError } from "@/lib/server/errors";

const ROUTE = "POST /api/auth/sign-up";
// A name, an email and a password: anything near this size is not a sign-up.
const SIGN_UP_BODY_LIMIT = 16 * 1024;

/**
 * Public by nature: anyone may create an account. A route handler rather than a server action so
 * that a rate-limited attempt can answer 429 with `Retry-After` (SPEC §6.1). JSON in
 * (`name`, `email`, `password`), JSON out: 201 `{ email }`, 400 or 409 `{ error, fieldErrors }`,
 * 429 `{ error }`. The caller signs in afterwards through next-auth as usual.
 */
export async function POST(request: Request): Promise<Response> {
  const ctx = startRequest(ROUTE, request);
  if (!isSameOrigin(request)) return json(ctx, 403, { error: "Sign up from this site's own sign-up page." });
  const body = await readJsonObject(request, SIGN_UP_BODY_LIMIT);
  if (!body.ok) return failureResponse(ctx, body.failure);
  const parsed = SignUpSchema.safeParse(body.data);
  if (!parsed.success) return json(ctx, 400, { error: SIGN_UP_INVALID, fieldErrors: fieldErrorsOf(parsed.error) }, { code: "bad_request:input" });
  try {
    const account = await signUp(parsed.data, clientAddress(request.headers.get("x-forwarded-for"), request.headers.get("x-real-ip")));
    return json(ctx, 201, account);
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(ctx, error);
    return unexpectedResponse(ctx, error);
  }
}
