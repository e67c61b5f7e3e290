import type { EvaluationCase } from "@/lib/domain/evaluations/cases";
import type { ImportFormat } from "@/lib/domain/evaluations/transfer";
import type { ImportOutcome } from "@/lib/server/evaluations/evaluation-import";

// The Studio's calls to the Expert's evaluation routes (not server actions: a full set of 500 long
// messages, or a 10 MB file, is more than an action should carry). An answer's sentence is shown as it is.

type Answer<T> = { ok: true; body: T } | { ok: false; message: string };
export type SaveCasesResult = { ok: true; count: number } | { ok: false; message: string };

const casesUrl = (expertId: string) => `/studio/${encodeURIComponent(expertId)}/evaluations/cases`;

async function send<T>(
  url: string,
  init: RequestInit,
  what: string,
  isAnswer: (body: unknown) => body is T,
): Promise<Answer<T>> {
  try {
    const response = await fetch(url, init);
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isAnswer(body)) return { ok: true, body };
    const error = (body as { error?: unknown } | null)?.error;
    return {
      ok: false,
      message: typeof error === "string" ? error : `${what} (HTTP ${response.status}). Try again.`,
    };
  } catch {
    return { ok: false, message: `${what}: the connection failed. Try again.` };
  }
}

/** Replaces the stored set with these cases. */
export async function saveCases(expertId: string, cases: readonly EvaluationCase[]): Promise<SaveCasesResult> {
  const answer = await send(
    casesUrl(expertId),
    { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ cases }) },
    "The cases could not be saved",
    (body): body is { count: number } => typeof (body as { count?: unknown } | null)?.count === "number",
  );
  return answer.ok ? { ok: true, count: answer.body.count } : answer;
}

/** Sends a JSONL or CSV file as it is; with refused rows nothing is saved unless `confirm`. */
export function importCasesFile(
  expertId: string,
  file: Blob,
  format: ImportFormat,
  confirm: boolean,
): Promise<Answer<ImportOutcome>> {
  const query = new URLSearchParams({ format, ...(confirm ? { confirm: "1" } : {}) });
  return send(
    `${casesUrl(expertId)}/import?${query}`,
    { method: "POST", body: file },
    "The file could not be imported",
    // The server's own answer; only its shape is told apart from an error here.
    (body): body is ImportOutcome => typeof (body as { saved?: unknown } | null)?.saved === "boolean",
  );
}
