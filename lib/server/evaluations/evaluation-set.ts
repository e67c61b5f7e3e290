import "server-only";
import {
  expectOfKey,
  targetKey,
  tooManyCases,
  checkCases,
  type EvaluationCase,
  type KnownTargets,
} from "@/lib/domain/evaluations/cases";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { injectionsForMessages, keptSubagentNames } from "@/lib/server/harness/message-injections";
import { editableExpert } from "@/lib/server/auth/editable-expert";
import type { Viewer } from "@/lib/server/auth/users";

/** The Expert's set in order; for the Studio (the owner, or an admin). */
export async function getEvaluationSet(viewer: Viewer, expertId: string): Promise<EvaluationCase[]> {
  await requireEditable(viewer, expertId);
  return readEvaluationSet(expertId);
}

/** The stored set, read without an access check: callers have checked already. */
export async function readEvaluationSet(expertId: string): Promise<EvaluationCase[]> {
  const rows = await db.evaluationCase.findMany({
    where: { expertId },
    orderBy: { position: "asc" },
    select: { message: true, target: true },
  });
  return rows.map((r) => ({ message: r.message, expect: expectOfKey(r.target) }));
}

/**
 * Replaces the whole set in one transaction. Every case is checked (limits, and that its subagent or
 * Expert exists); any refusal refuses the save with the case numbers and reasons, and nothing is written.
 */
export async function saveEvaluationSet(
  viewer: Viewer,
  expertId: string,
  cases: readonly unknown[],
): Promise<{ count: number }> {
  const expert = await requireEditable(viewer, expertId);
  const tooMany = tooManyCases(cases.length);
  if (tooMany) throw refused(tooMany);
  const known = await knownTargets(expertId, expert.ownerId, namedSlugs(cases));
  const checked = checkCases(
    cases.map((value, i) => ({ row: i + 1, value })),
    known,
  );
  if (checked.refused.length > 0) {
    throw refused(
      checked.refused
        .slice(0, 5)
        .map((r) => `Case ${r.row}: ${r.reason}`)
        .join(" ") + (checked.refused.length > 5 ? ` And ${checked.refused.length - 5} more.` : ""),
    );
  }
  await db.$transaction([
    db.evaluationCase.deleteMany({ where: { expertId } }),
    db.evaluationCase.createMany({
      data: checked.cases.map((c, position) => ({
        expertId,
        position,
        message: c.message,
        target: targetKey(c.expect),
      })),
    }),
  ]);
  return { count: checked.cases.length };
}

/**
 * What a case may name (rules §16): a subagent kept in the draft or in the live version (read through
 * the harness, as the owner), and any Expert that exists and is not deleted.
 */
export async function knownTargets(expertId: string, ownerId: string, slugs: readonly string[]): Promise<KnownTargets> {
  const [subagents, experts] = await Promise.all([
    keptSubagentNames(expertId, ownerId),
    slugs.length
      ? db.expert.findMany({
          where: { deletedAt: null, slug: { in: [...new Set(slugs.map((s) => s.toLowerCase()))] } },
          select: { slug: true },
        })
      : [],
  ]);
  return { subagents, experts: new Set(experts.map((e) => e.slug.toLowerCase())) };
}

/** The Expert slugs some cases name as their delegate target, as written (checked case-insensitively). */
export function namedSlugs(cases: readonly unknown[]): string[] {
  const slugs: string[] = [];
  for (const c of cases) {
    const expect = (c as { expect?: { delegate?: unknown } } | null)?.expect;
    if (typeof expect?.delegate === "string") slugs.push(expect.delegate.trim().replace(/^@/, ""));
  }
  return slugs.slice(0, 1_000);
}

export async function requireEditable(viewer: Viewer, expertId: string) {
  const expert = await db.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { id: true, ownerId: true, slug: true, name: true },
  });
  if (!expert) throw new AppError("not_found:expert");
  return expert;
}

const refused = (message: string) => new AppError("bad_request:input", { message, fieldErrors: { cases: [message] } });

export type TargetChoices = { subagents: string[]; experts: string[] };

/** What the Studio offers to expect: the kept subagents (draft or live) and the owner's roster candidates by slug. */
export async function targetChoices(expertId: string, ownerId: string): Promise<TargetChoices> {
  const [subagents, injections] = await Promise.all([
    keptSubagentNames(expertId, ownerId),
    injectionsForMessages({ expertId, userId: ownerId, version: "draft", messages: [] }),
  ]);
  const experts = injections?.forMessage("").rosterRanking.map((r) => r.slug) ?? [];
  return { subagents: [...subagents].sort(), experts: [...new Set(experts)].sort() };
}
