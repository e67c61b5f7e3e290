import { revalidatePath } from "next/cache";
import { apiError, SEED_SENTENCES } from "@/lib/domain/api-contract";
import { EVAL_SET_MAX_BYTES, evaluationSetTooLargeSentence } from "@/lib/domain/evaluations/cases";
import { refuse, sessionRoute } from "@/lib/server/api/session-route";
import { saveEvaluationSet } from "@/lib/server/evaluations/evaluation-set";

/**
 * Replaces the Expert's evaluation set (rules §16) with `{ cases }`: the Studio's Save cases. A route
 * handler rather than a server action, so that a full set (500 cases of up to 100,000 characters
 * each) fits: its body is counted as it streams against a bound that holds any such set, not the
 * action body limit. Every case is checked; a refusal writes nothing.
 */
export const PUT = sessionRoute<{ expertId: string }>(
  {
    area: "studio/evaluations/cases",
    form: "json",
    signIn: { error: "Sign in to save cases." },
    otherOrigin: { error: "Save cases from the Studio page itself." },
    notFound: apiError("expert_not_found_or_denied", SEED_SENTENCES.expert_not_found_or_denied),
    field: "cases",
  },
  async (_request, { viewer, params: { expertId }, readJson }) => {
    const body = await readJson(EVAL_SET_MAX_BYTES, {
      tooLarge: { error: evaluationSetTooLargeSentence(), field: "cases" },
      unreadable: { error: "The cases could not be read: send them as JSON.", field: "cases" },
    });
    const cases = (body as { cases?: unknown } | null)?.cases;
    if (!Array.isArray(cases)) refuse(400, { error: 'Send the cases as a list: { "cases": [...] }.', field: "cases" });
    const saved = await saveEvaluationSet(viewer, expertId, cases);
    revalidatePath(`/studio/${expertId}/evaluations`);
    return Response.json(saved, { headers: { "cache-control": "private, no-store" } });
  },
);
