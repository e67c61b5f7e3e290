import "server-only";
import { SEED_SENTENCES } from "@/lib/domain/api-contract";
import type { FieldErrors } from "@/lib/domain/field-errors";

// A code is `kind:surface`; the kind decides the HTTP status, so a new code is one line below.
const HTTP_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
} as const;

type ErrorKind = keyof typeof HTTP_STATUS;

// The one code whose status is not its kind's: admin surfaces (pages, CSV exports, actions) answer a
// non-admin as if nothing were there, so they reveal nothing; the kind stays "forbidden" for logs.
const STATUS_OF_CODE: Partial<Record<AppErrorCode, number>> = { "forbidden:admin": 404 };

const MESSAGES = {
  "bad_request:input": "The request is not valid.",
  "bad_request:own_account": "An admin cannot take this step on their own account.",
  "unauthorized:session": "Sign in to continue.",
  "forbidden:admin": "Not found.",
  // The seed's sentences (rules §6.2), the same on pages as in the API. Not found and not allowed
  // read the same, so a refusal never reveals that an Expert exists.
  "forbidden:user": SEED_SENTENCES.user_disabled,
  "not_found:user": SEED_SENTENCES.user_not_found,
  "not_found:expert": SEED_SENTENCES.expert_not_found_or_denied,
  "not_found:api_key": "No such API key.",
  "conflict:stale_version": "This Expert was changed in another tab — reload to see the latest.",
  "conflict:email_taken": "An account with this email already exists.",
  "rate_limited:sign_up": "Too many sign-up attempts; wait a while and try again.",
  "internal:unexpected": "Something went wrong; nothing was changed. Try again.",
} as const satisfies Record<`${ErrorKind}:${string}`, string>;

export type AppErrorCode = keyof typeof MESSAGES;

/** Expected failures with a code for logs and tests, and a sentence safe to show. */
export class AppError extends Error {
  readonly fieldErrors?: FieldErrors;
  /** For a rate-limited request: when to try again, sent as `Retry-After`. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: AppErrorCode,
    options: { message?: string; fieldErrors?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? MESSAGES[code]);
    this.name = "AppError";
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get httpStatus(): number {
    return httpStatusOf(this.code);
  }
}

export function httpStatusOf(code: AppErrorCode): number {
  return STATUS_OF_CODE[code] ?? HTTP_STATUS[code.slice(0, code.indexOf(":")) as ErrorKind];
}

/**
 * Refusals worth a log line: who was turned away matters for an audit, a typo in a form does not.
 * "not_found:expert" counts, since it is also the answer to an Expert the caller may not touch.
 */
export function isRefusal(code: AppErrorCode): boolean {
  return code.startsWith("unauthorized:") || code.startsWith("forbidden:") || code === "not_found:expert";
}
