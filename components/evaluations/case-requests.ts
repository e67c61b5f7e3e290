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
  isAnswer: (body: unknown) => boolean,
): Promise<Answer<T>> {
  try {
    const response = await fetch(url, init);
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (response.ok && isAnswer(body)) return { ok: true, body: body as T };
    return {
      ok: false,
      message: typeof body?.error === "string" ? body.error : `${what} (HTTP ${response.status}). Try again.`,
    };
  } catch {
    return { ok: false, message: `${what}: the connection failed. Try again.` };
  }
}

/** Replaces the stored set with these cases. */
export async function saveCases(expertId: string, cases: readonly EvaluationCase[]): Promise<SaveCasesResult> {
  const answer = await send<{ count: number }>(
    casesUrl(expertId),
    { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ cases }) },
    "The cases could not be saved",
    (body) => typeof (body as { count?: unknown } | null)?.count === "number",
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
  return send<ImportOutcome>(
    `${casesUrl(expertId)}/import?${query}`,
    { method: "POST", body: file },
    "The file could not be imported",
    (body) => typeof (body as { saved?: unknown } | null)?.saved === "boolean",
  );
}
