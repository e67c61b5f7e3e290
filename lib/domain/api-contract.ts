/**
 * The words a machine client receives (rules §6, §6.2): one table, pinned byte for byte in
 * api-contract.test.ts. Models and runtimes match on these sentences, so they are never reworded
 * without an issue asking for it. The first block is the seed's own wording (no trailing period).
 */
export const SEED_SENTENCES = {
  user_not_found: "User not found",
  user_disabled: "User is disabled",
  expert_not_found_or_denied: "Expert not found or access denied",
  not_delegatable: "Expert is not delegatable",
  self_delegation: "An Expert cannot delegate to itself",
} as const;

/** `Delegation cycle: a → b → a`: the chain, from and to, by slug (an unknown entry as given). */
export const delegationCycleSentence = (path: readonly string[]) => `Delegation cycle: ${path.join(" → ")}`;

/** `Delegation depth limit (3) reached`. */
export const depthLimitSentence = (maxDepth: number) => `Delegation depth limit (${maxDepth}) reached`;

/** Codes of a delegate `failed` outcome (always HTTP 200: the caller is a model reading the status). */
export const DELEGATE_FAILURE_CODES = [
  "self_delegation",
  "delegation_cycle",
  "depth_limit",
  "not_found_or_denied",
  "not_delegatable",
] as const;
export type DelegateFailureCode = (typeof DELEGATE_FAILURE_CODES)[number];

/** Every non-2xx answer's `code`, with the HTTP status it is always sent with. */
export const API_ERROR_STATUS = {
  invalid_json: 400,
  invalid_body: 400,
  invalid_field: 400,
  field_too_long: 400,
  invalid_encoding: 400,
  invalid_header: 400,
  unknown_target: 400,
  judge_unavailable: 400,
  unauthorized: 401,
  user_disabled: 403,
  forbidden_scope: 403,
  key_user_mismatch: 403,
  personal_key_required: 403,
  forbidden_origin: 403,
  forbidden_host: 403,
  user_not_found: 404,
  expert_not_found_or_denied: 404,
  not_found: 404,
  delegation_not_found: 404,
  method_not_allowed: 405,
  delegation_final: 409,
  body_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  rate_limited: 429,
  client_closed_request: 499,
  internal: 500,
  model_provider_failed: 502,
  unavailable: 503,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]];

/** The fixed sentences of the codes that have one; the others name a field, a limit or a method. */
export const API_SENTENCES = {
  user_not_found: SEED_SENTENCES.user_not_found,
  user_disabled: SEED_SENTENCES.user_disabled,
  expert_not_found_or_denied: SEED_SENTENCES.expert_not_found_or_denied,
  key_user_mismatch: "This key acts only for its owner",
  personal_key_required: "The MCP server acts as a person: connect it with a personal API key (Settings → API keys).",
  forbidden_origin: "This endpoint does not take requests from another site's pages.",
  forbidden_host: "This endpoint answers only on this app's own host name.",
  invalid_json: "The request body is not valid JSON.",
  invalid_body: "The request body must be a JSON object.",
  invalid_encoding: "The request body is not valid UTF-8.",
  unauthorized: "Missing or invalid service token: send Authorization: Bearer <HARNESS_TOKEN>.",
  not_found: "No such endpoint. The harness API is described at /api/openapi.json.",
  delegation_not_found: "Delegation not found",
  delegation_final: "This delegation has already ended; its outcome cannot change.",
  body_too_large: "Request body too large (limit 1 MB)",
  unsupported_media_type: "Send the request body as JSON, with Content-Type: application/json.",
  idempotency_key_reused:
    "This Idempotency-Key was already used with a different request body. Use a new key for a new request.",
  client_closed_request: "The client closed the request before it was served.",
  internal: "Something went wrong on the server; nothing was changed. Try again.",
  unavailable: "The database is not answering. Try again shortly.",
  judge_unavailable:
    "The model judge needs a model provider, and no model provider is configured. Set MODEL_PROVIDER or use the lexical judge.",
} as const satisfies Partial<Record<ApiErrorCode, string>>;

/** rules §16: `Case 3 expects the subagent "ghost", which does not exist` (cases counted from 1). */
export const unknownTargetSentence = (caseNumber: number, kind: "subagent" | "delegate", name: string) =>
  `Case ${caseNumber} expects ${kind === "subagent" ? "the subagent" : "the Expert"} "${name}", which does not exist`;

/**
 * Issue 23: a tool entry's code when its glob was not expanded because the resolution had spent its
 * glob work budget (`GLOB_WORK_BUDGET`), and the note a preview, a trace and an injection then carry.
 */
export const GLOB_BUDGET_CODE = "glob_budget";
export const globBudgetSentence = (skipped: number, budget: number) =>
  `${skipped.toLocaleString("en-US")} glob tool ${skipped === 1 ? "entry was" : "entries were"} not expanded: one resolution compares at most ${budget.toLocaleString("en-US")} glob and tool-name pairs, and the entries before them used them up.`;

/** `405`: the method and what the path takes instead. */
export const methodNotAllowedSentence = (method: string, path: string, allow: readonly string[]) =>
  `Method ${method} is not allowed on ${path}; it takes ${allow.join(", ")}.`;

/** The body of every non-2xx machine answer: one shape, a sentence and a code, and the field at fault. */
export type ApiErrorBody = { error: string; code: ApiErrorCode; field?: string };

export function apiError(code: ApiErrorCode, error: string, field?: string): ApiErrorBody {
  return field === undefined ? { error, code } : { error, code, field };
}
