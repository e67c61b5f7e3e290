import "server-only";
import { explainCandidate, type CandidateVerdict } from "@/lib/domain/candidate-explain";
import { hasAccess } from "@/lib/domain/expert-access";
import { assertAdmin } from "@/lib/server/auth/assert-admin";
import { explainRosterForAdmin, type RosterExplanation } from "@/lib/server/admin/roster-explain";
import type { Viewer } from "@/lib/server/auth/users";
import { db } from "@/lib/server/db";
import { listMyExperts, usableByUser, type MyExpert } from "@/lib/server/marketplace/my-experts";
import { getDelegationSettings, type DelegationSettings } from "@/lib/server/settings/delegation-policy";
import { namedExpertFor } from "@/lib/server/auth/user-grant";

export const RECENT_DELEGATIONS = 20;

export type UserDetail = {
  user: { id: string; email: string; name: string; role: "user" | "admin"; disabled: boolean; createdAt: Date };
  settings: DelegationSettings;
  library: MyExpert[];
  /** What the user may run as the main Expert: the choices of the "why (not) offered" form. */
  runnable: { id: string; slug: string; name: string }[];
  recent: {
    id: string;
    createdAt: Date;
    fromRef: string;
    toRef: string;
    status: "accepted" | "failed";
    cause: string | null;
    error: string | null;
    runStatus: string | null;
  }[];
};

/** One user as an admin reads them: policy, whitelist with statuses, access, recent delegations. Null when no such user. */
export async function getUserDetailForAdmin(viewer: Viewer | null, userId: string): Promise<UserDetail | null> {
  assertAdmin(viewer);
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, role: true, disabledAt: true, createdAt: true },
  });
  if (!user) return null;
  const [settings, library, recent] = await Promise.all([
    getDelegationSettings(user.id),
    listMyExperts(user.id),
    db.delegationRequest.findMany({
      where: { userId: user.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: RECENT_DELEGATIONS,
      select: {
        id: true,
        createdAt: true,
        fromRef: true,
        toRef: true,
        status: true,
        cause: true,
        error: true,
        runStatus: true,
      },
    }),
  ]);
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      disabled: user.disabledAt !== null,
      createdAt: user.createdAt,
    },
    settings,
    library,
    runnable: library.filter(usableByUser).map(({ id, slug, name }) => ({ id, slug, name })),
    recent,
  };
}

export type CandidateRow = { id: string; slug: string; name: string; verdict: CandidateVerdict };

export type OfferedExplanation = {
  explanation: RosterExplanation;
  /** Every Expert the user has access to or has whitelisted, each with whether it was offered and why. */
  candidates: CandidateRow[];
  /** The Expert the admin asked about, when given and found (any Expert, access or not). */
  asked: CandidateRow | null;
  askedRef: string;
};

/**
 * "Why was X (not) offered to this user?": the harness's roster for (user, Expert, message), and
 * a verdict for every Expert the user could be offered, plus the one asked about.
 */
export async function explainOfferedForAdmin(
  viewer: Viewer | null,
  input: { userId: string; expert: string; message: string; candidate: string },
): Promise<{ status: "ok"; result: OfferedExplanation } | { status: "error"; message: string }> {
  assertAdmin(viewer);
  const explained = await explainRosterForAdmin(viewer, {
    user: input.userId,
    expert: input.expert,
    message: input.message,
  });
  if (explained.status === "error") return { status: "error", message: explained.message };
  const { explanation } = explained;
  const askedRef = input.candidate.trim().replace(/^@/, "");
  const libraryIds = (
    await db.accessGrant.findMany({ where: { userId: input.userId }, select: { expertId: true } })
  ).map((g) => g.expertId);
  const ids = [...new Set([...libraryIds, ...explanation.policy.whitelist])];
  const experts = await db.expert.findMany({
    where: { OR: [{ id: { in: ids } }, ...(askedRef ? [{ id: askedRef }, { slug: askedRef }] : [])] },
    select: namedExpertFor(input.userId),
  });
  const verdictFor = (e: (typeof experts)[number]): CandidateRow => {
    const candidate = {
      id: e.id,
      slug: e.slug,
      name: e.liveName ?? e.name,
      hasAccess: hasAccess(e.ownerId === input.userId, e.grants.length),
    };
    const verdict = explainCandidate({
      userName: explanation.user.name,
      expertName: explanation.injection.expert.name,
      currentExpertId: explanation.injection.expert.id,
      policy: { mode: explanation.policy.mode, whitelist: explanation.policy.whitelist },
      report: explanation.injection.rosterReport,
      candidate,
    });
    return { id: e.id, slug: e.slug, name: candidate.name, verdict };
  };
  const asked = askedRef
    ? (experts.find((e) => e.id === askedRef) ?? experts.find((e) => e.slug === askedRef))
    : undefined;
  return {
    status: "ok",
    result: {
      explanation,
      candidates: experts
        .filter((e) => ids.includes(e.id))
        .map(verdictFor)
        .sort(
          (a, b) =>
            Number(b.verdict.offered) - Number(a.verdict.offered) ||
            a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
        ),
      asked: asked ? verdictFor(asked) : null,
      askedRef,
    },
  };
}
