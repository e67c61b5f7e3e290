import "server-only";
import type { z } from "zod";
import { API_SENTENCES } from "@/lib/domain/api-contract";
import { firstIssue } from "@/lib/first-issue";
import { readCappedBody } from "@/lib/server/auth/capped-body";
import { ApiFailure } from "./failure";

/** rules §6.1: a body past this is refused with 413 without keeping the rest. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type BodyText = { ok: true; text: string } | { ok: false; reason: "too_large" | "invalid_utf8" };

/**
 * The body as text, read by the one capped reader (readCappedBody: counted as it streams; past the
 * limit the rest is left unread, rules §6.1). With `strict`, bytes that are not UTF-8 are refused
 * rather than silently replaced (rules §6.2).
 */
export async function readBody(request: Request, limit = BODY_LIMIT_BYTES, strict = true): Promise<BodyText> {
  const body = await readCappedBody(request, limit, "leave");
  if (!body.ok) return { ok: false, reason: "too_large" };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: strict }).decode(body.bytes) };
  } catch {
    // Only a fatal decoder throws: the bytes are not UTF-8.
    return { ok: false, reason: "invalid_utf8" };
  }
}

/** The body as text, or null past the limit (bytes that are not UTF-8 are replaced, as browsers' forms expect). */
export async function readBodyText(request: Request, limit = BODY_LIMIT_BYTES): Promise<string | null> {
  const body = await readBody(request, limit, false);
  return body.ok ? body.text : null;
}

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

const tooLarge = (limit: number) =>
  new ApiFailure(
    "body_too_large",
    limit === BODY_LIMIT_BYTES ? API_SENTENCES.body_too_large : `Request body too large (limit ${limit / 1024} KB)`,
  );

/** A bounded UTF-8 body that must be one JSON object; anything else becomes a failure with its code. */
export async function readJsonObject(request: Request, limit = BODY_LIMIT_BYTES): Promise<ParsedBody<object>> {
  const body = await readBody(request, limit);
  if (!body.ok)
    return { ok: false, failure: body.reason === "too_large" ? tooLarge(limit) : new ApiFailure("invalid_encoding") };
  let raw: unknown;
  try {
    raw = JSON.parse(body.text);
  } catch {
    return { ok: false, failure: new ApiFailure("invalid_json") };
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, failure: new ApiFailure("invalid_body") };
  return { ok: true, data: raw };
}

/** Reads a JSON body; invalid JSON or a bad field becomes a sentence naming the field, with its code. */
export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<ParsedBody<T>> {
  const body = await readJsonObject(request);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.data);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = firstIssue(parsed.error);
  const field = issue.path.map(String).join(".") || "body";
  const code = issue.code === "too_big" ? "field_too_long" : "invalid_field";
  return { ok: false, failure: new ApiFailure(code, `Field "${field}" ${issue.message}.`, { field }) };
}
