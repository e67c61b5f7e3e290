import { revalidatePath } from "next/cache";
import { apiError, SEED_SENTENCES } from "@/lib/domain/api-contract";
import { EVAL_SET_MAX_BYTES, evaluationSetTooLargeSentence } from "@/lib/domain/evaluations/cases";
import { readCappedBody } from "@/lib/server/auth/capped-body";
import { isSameOrigin } from "@/lib/server/auth/request-origin";
import { getViewer } from "@/lib/server/auth/session";
import { AppError } from "@/lib/server/errors";
import { saveEvaluationSet } from "@/lib/server/evaluations/evaluation-set";
import { logAuthorizationRefused } from "@/lib/server/log";

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "cache-control": "private, no-store" } });

/**
 * Replaces the Expert's evaluation set (rules §16) with `{ cases }`: the Studio's Save cases. A route
 * handler rather than a server action, so that a full set (500 cases of up to 100,000 characters
 * each) fits: its body is counted as it streams against a bound that holds any such set, not the
 * action body limit. Every case is checked; a refusal writes nothing.
 */
export async function PUT(request: Request, { params }: { params: Promise<{ expertId: string }> }) {
  const { expertId } = await params;
  const viewer = await getViewer();
  if (!viewer) return json({ error: "Sign in to save cases." }, 401);
  if (!isSameOrigin(request)) return json({ error: "Save cases from the Studio page itself." }, 403);
  const read = await readCappedBody(request, EVAL_SET_MAX_BYTES);
  if (!read.ok) return json({ error: evaluationSetTooLargeSentence(), field: "cases" }, 413);
  let cases: unknown;
  try {
    cases = (JSON.parse(new TextDecoder().decode(read.bytes)) as { cases?: unknown } | null)?.cases;
  } catch {
    return json({ error: "The cases could not be read: send them as JSON.", field: "cases" }, 400);
  }
  if (!Array.isArray(cases))
    return json({ error: 'Send the cases as a list: { "cases": [...] }.', field: "cases" }, 400);
  try {
    const saved = await saveEvaluationSet(viewer, expertId, cases);
    revalidatePath(`/studio/${expertId}/evaluations`);
    return json(saved);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "not_found:expert") {
      await logAuthorizationRefused({ route: "studio/evaluations/cases", userId: viewer.id, expertId });
      return json(apiError("expert_not_found_or_denied", SEED_SENTENCES.expert_not_found_or_denied), 404);
    }
    return json({ error: error.message, ...(error.fieldErrors ? { field: "cases" } : {}) }, error.httpStatus);
  }
}
