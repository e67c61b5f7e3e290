import "server-only";
import { API_SENTENCES, type ApiErrorCode } from "@/lib/domain/api-contract";
import type { AppErrorCode } from "@/lib/server/errors";

/** An expected failure of a machine endpoint: its code decides the status; the sentence is the table's unless given. */
export class ApiFailure extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    readonly options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message ?? (API_SENTENCES as Partial<Record<ApiErrorCode, string>>)[code] ?? code);
    this.name = "ApiFailure";
  }
}

/** The data layer's coded errors as the API's codes; their sentences are the same table's (lib/server/errors.ts). */
export const API_CODE_OF: Partial<Record<AppErrorCode, ApiErrorCode>> = {
  "not_found:user": "user_not_found",
  "forbidden:user": "user_disabled",
  "not_found:expert": "expert_not_found_or_denied",
  "bad_request:input": "invalid_field",
  "rate_limited:sign_up": "rate_limited",
};
