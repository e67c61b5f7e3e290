import "server-only";

export type AppErrorCode = "not_found:user" | "forbidden:user" | "not_found:expert" | "forbidden:expert" | "bad_request:input";

const MESSAGES: Record<AppErrorCode, string> = {
  "not_found:user": "User not found",
  "forbidden:user": "User is disabled",
  "not_found:expert": "Expert not found or access denied",
  "forbidden:expert": "Expert not found or access denied",
  "bad_request:input": "The request is not valid",
};

/** Expected failures with a code for logs and tests, and a sentence safe to show. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
    this.name = "AppError";
  }
}
