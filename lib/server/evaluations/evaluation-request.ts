import "server-only";
import { unknownTargetSentence } from "@/lib/domain/api-contract";
import { caseProblem, expectOfKey, type EvaluationCase } from "@/lib/domain/evaluations/cases";
import { ApiFailure } from "@/lib/server/api/failure";
import { actingUser, type Principal } from "@/lib/server/api-keys/authenticate";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { assertUsableUser } from "@/lib/server/lookups";
import { readRequestRefs } from "@/lib/server/harness/injection";
import { mayUseVersion } from "@/lib/server/harness/message-injections";
import { ModelProviderError } from "@/lib/server/model-provider/errors";
import { getModelProvider } from "@/lib/server/model-provider/provider";
import type { EvaluationRequest, EvaluationResponse } from "./api-schemas";
import { knownTargets, namedSlugs, readEvaluationSet } from "./evaluation-set";
import { storeRun } from "./evaluation-runs";
import { runEvaluation } from "./run-evaluation";

/**
 * rules §16's POST /api/harness/evaluations, as a plain function of the parsed body and the caller:
 * the user (§6, §12), then the Expert (the draft or a numbered version for its owner only), then the
 * cases (inline ones replace the stored set for this run), then the run, stored and answered.
 */
export async function answerEvaluationRequest(
  input: EvaluationRequest,
  principal: Principal,
): Promise<{ body: EvaluationResponse; log: Record<string, unknown> }> {
  const userRef = actingUser(principal, input.user);
  const { user, expert } = await readRequestRefs(userRef, input.expert);
  assertUsableUser(user, true);
  if (!expert) throw new AppError("not_found:expert");
  const version = input.version ?? "served";
  const ownerOnly = version === "draft" || typeof version === "number";
  if (ownerOnly && expert.ownerId !== user.id) throw new AppError("not_found:expert");
  const selector = typeof version === "number" ? { number: version } : version;
  // Whether the user may use this version at all, before any case is looked at (names are not revealed to others).
  if (!(await mayUseVersion(expert, user.id, selector))) throw new AppError("not_found:expert");
  const judge = input.judge ?? "lexical";
  if (judge === "model" && !getModelProvider())
    throw new ApiFailure("judge_unavailable", undefined, { field: "judge" });

  const cases: EvaluationCase[] = input.cases ?? (await readEvaluationSet(expert.id));
  if (cases.length === 0)
    throw new ApiFailure("invalid_field", 'Field "cases" is required: the Expert has no stored evaluation set.', {
      field: "cases",
    });
  await refuseUnknownTargets(expert.id, expert.ownerId, cases);

  const run = await runEvaluation({ expertId: expert.id, userId: user.id, version: selector, judge, cases }).catch(
    (error: unknown) => {
      if (error instanceof ModelProviderError)
        throw new ApiFailure("model_provider_failed", error.message, { field: "judge" });
      throw error;
    },
  );
  if (!run) throw new AppError("not_found:expert");
  await storeRun(expert.id, user.id, run);
  const body: EvaluationResponse = {
    expert: await expertOf(expert.id),
    version: run.version,
    judge: run.judge,
    accuracy: run.accuracy,
    totals: run.totals,
    cases: run.results.map((r) => ({
      message: r.message,
      expect: r.expect,
      chosen: expectOfKey(r.chosen),
      pass: r.pass,
      ...(judge === "lexical" ? { scores: r.scores } : {}),
    })),
  };
  return { body, log: { expert: expert.id, cases: cases.length, accuracy: run.accuracy } };
}

async function refuseUnknownTargets(
  expertId: string,
  ownerId: string,
  cases: readonly EvaluationCase[],
): Promise<void> {
  const known = await knownTargets(expertId, ownerId, namedSlugs(cases));
  cases.forEach((c, i) => {
    if (!caseProblem(c, known)) return;
    const [kind, name] =
      "subagent" in c.expect
        ? (["subagent", c.expect.subagent] as const)
        : "delegate" in c.expect
          ? (["delegate", c.expect.delegate] as const)
          : [null, ""];
    if (kind)
      throw new ApiFailure("unknown_target", unknownTargetSentence(i + 1, kind, name), { field: `cases.${i}.expect` });
  });
}

async function expertOf(id: string) {
  return db.expert.findUniqueOrThrow({ where: { id }, select: { id: true, slug: true, name: true } });
}
