import { fieldErrorsOf } from "@/lib/domain/field-errors";
import { clientAddress } from "@/lib/domain/rate-limit";
import { SIGN_UP_INVALID, SignUpSchema } from "@/lib/domain/sign-up";
import { ApiFailure } from "@/lib/server/api/failure";
import { appErrorResponse, failureResponse, json, startRequest, unexpectedResponse } from "@/lib/server/api/http";
import { readCappedBody } from "@/lib/server/auth/capped-body";
import { isSameOrigin } from "@/lib/server/auth/request-origin";
import { signUp } from "@/lib/server/auth/sign-up";
import { AppError } from "@/lib/server/errors";

const ROUTE = "POST /api/auth/sign-up";
// A name, an email and a password: anything near this size is not a sign-up.
const SIGN_UP_BODY_LIMIT = 16 * 1024;

/**
 * Public by nature: anyone may create an account. A route handler rather than a server action so
 * that a rate-limited attempt can answer 429 with `Retry-After` (rules §6.1). JSON in
 * (`name`, `email`, `password`), JSON out: 201 `{ email }`, 400 or 409 `{ error, fieldErrors }`,
 * 429 `{ error }`. The caller signs in afterwards through next-auth as usual.
 */
export async function POST(request: Request): Promise<Response> {
  const ctx = startRequest(ROUTE, request);
  if (!isSameOrigin(request)) return json(ctx, 403, { error: "Sign up from this site's own sign-up page." });
  const body = await readSignUpBody(request);
  if (body instanceof ApiFailure) return failureResponse(ctx, body);
  const parsed = SignUpSchema.safeParse(body);
  if (!parsed.success)
    return json(
      ctx,
      400,
      { error: SIGN_UP_INVALID, fieldErrors: fieldErrorsOf(parsed.error) },
      { code: "bad_request:input" },
    );
  try {
    const account = await signUp(
      parsed.data,
      clientAddress(request.headers.get("x-forwarded-for"), request.headers.get("x-real-ip")),
    );
    return json(ctx, 201, account);
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(ctx, error);
    return unexpectedResponse(ctx, error);
  }
}

/** One JSON object of at most 16 KB, counted as it streams; anything else is the API's failure with its code. */
async function readSignUpBody(request: Request): Promise<object | ApiFailure> {
  const read = await readCappedBody(request, SIGN_UP_BODY_LIMIT);
  if (!read.ok)
    return new ApiFailure("body_too_large", `Request body too large (limit ${SIGN_UP_BODY_LIMIT / 1024} KB)`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(read.bytes);
  } catch {
    return new ApiFailure("invalid_encoding");
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return new ApiFailure("invalid_json");
  }
  return typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : new ApiFailure("invalid_body");
}
