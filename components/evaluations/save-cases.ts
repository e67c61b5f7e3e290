import type { EvaluationCase } from "@/lib/domain/evaluations/cases";

export type SaveCasesResult = { ok: true; count: number } | { ok: false; message: string };

/**
 * Sends the whole set to the Expert's cases route (not a server action: a full set of 500 long
 * messages is larger than an action's body limit). The answer's sentence is shown as it is.
 */
export async function saveCases(expertId: string, cases: readonly EvaluationCase[]): Promise<SaveCasesResult> {
  try {
    const response = await fetch(`/studio/${encodeURIComponent(expertId)}/evaluations/cases`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cases }),
    });
    const body = (await response.json().catch(() => null)) as { count?: unknown; error?: unknown } | null;
    if (response.ok && typeof body?.count === "number") return { ok: true, count: body.count };
    return {
      ok: false,
      message:
        typeof body?.error === "string"
          ? body.error
          : `The cases could not be saved (HTTP ${response.status}). Try again.`,
    };
  } catch {
    return { ok: false, message: "The cases could not be saved: the connection failed. Try again." };
  }
}
