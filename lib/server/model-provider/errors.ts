import "server-only";
import { APICallError } from "ai";

export type ProviderErrorCode =
  "unauthorized" | "rate_limited" | "timeout" | "unreachable" | "bad_response" | "provider_error" | "aborted";

/** A failed model call as a sentence a person can act on, with the provider's own reason (rules §15). */
export class ModelProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ModelProviderError";
  }
}

const REASON_LIMIT = 300;

/** Any error from a model call, turned into a ModelProviderError; never a stack or a blank. */
export function toProviderError(
  error: unknown,
  context: { timeoutMs: number; timedOut: boolean; label: string },
): ModelProviderError {
  if (error instanceof ModelProviderError) return error;
  if (context.timedOut)
    return new ModelProviderError("timeout", `The model provider did not answer within ${seconds(context.timeoutMs)}.`);
  const apiError = findApiError(error);
  if (apiError?.statusCode !== undefined) {
    const status = apiError.statusCode;
    const reason = providerReason(apiError);
    if (status === 401 || status === 403) {
      return new ModelProviderError(
        "unauthorized",
        `The model provider refused the API key (${status}): ${reason}. Check MODEL_API_KEY.`,
        status,
      );
    }
    if (status === 429) {
      const retry = retryAfter(apiError.responseHeaders);
      return new ModelProviderError(
        "rate_limited",
        `The model provider is limiting requests (429): ${reason}. Try again ${retry}.`,
        status,
      );
    }
    return new ModelProviderError("provider_error", `The model provider answered ${status}: ${reason}.`, status);
  }
  if (isAbort(error)) return new ModelProviderError("aborted", "The model call was stopped.");
  if (apiError)
    return new ModelProviderError(
      "unreachable",
      `The model provider at ${context.label} could not be reached: ${causeOf(apiError)}.`,
    );
  return new ModelProviderError(
    "bad_response",
    `The model provider sent an answer that could not be read: ${clip(messageOf(error))}.`,
  );
}

function findApiError(error: unknown): APICallError | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (APICallError.isInstance(current)) return current;
    // A RetryError keeps the last attempt's error.
    const next =
      (current as { lastError?: unknown; cause?: unknown }).lastError ?? (current as { cause?: unknown }).cause;
    current = next;
  }
  return null;
}

/** OpenAI and Anthropic both answer `{ error: { message } }`; others a string or plain text. */
function providerReason(error: APICallError): string {
  const body = error.responseBody?.trim() ?? "";
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof parsed.error === "string" ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof message === "string" && message.trim()) return clip(message);
  } catch {
    if (body && !body.startsWith("<")) return clip(body);
  }
  return clip(error.message || "no reason given");
}

function retryAfter(headers: Record<string, string> | undefined): string {
  const value = headers?.["retry-after"];
  const secondsValue = value !== undefined ? Number(value) : NaN;
  return Number.isFinite(secondsValue) && secondsValue > 0 ? `in ${seconds(secondsValue * 1000)}` : "in a moment";
}

function causeOf(error: APICallError): string {
  const cause = error.cause as
    { code?: unknown; cause?: { code?: unknown; message?: unknown }; message?: unknown } | undefined;
  const code = cause?.cause?.code ?? cause?.code;
  if (typeof code === "string") return code;
  return clip(messageOf(cause?.cause ?? cause ?? error));
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.trim() || "no detail given";
}

function seconds(ms: number): string {
  const s = Math.max(1, Math.round(ms / 1000));
  return s === 1 ? "1 second" : `${s} seconds`;
}

function clip(text: string): string {
  const line = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.\s]+$/, "");
  return line.length > REASON_LIMIT ? `${line.slice(0, REASON_LIMIT)}…` : line;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}
