import { randomBytes } from "node:crypto";
import { checkDelegation, DEFAULT_DELEGATION_MAX_DEPTH, type DelegationExpertRef } from "@/lib/domain/delegation-check";
import { hasAccess } from "@/lib/domain/expert-access";
import { publishedStatus } from "@/lib/domain/expert-version";
import type { Db } from "@/lib/prisma-client";

/** Every demo row's request id starts with this, so a second seed replaces them instead of adding more. */
export const DEMO_REQUEST_PREFIX = "demo-seed-";
export const DEMO_DAYS = 21;

type Scenario = { user: string; from: string; to: string; chain?: string[]; input: string; everyDays: number };

// Accepted delegations most days, and each failure cause the admin log groups by, now and then.
// The outcome of each is not written here: the delegate check decides it from the seeded Experts.
const SCENARIOS: Scenario[] = [
  {
    user: "u_bob",
    from: "sql-analyst",
    to: "contract-review",
    input: "Check the data-sharing clause of this vendor contract.",
    everyDays: 1,
  },
  {
    user: "u_bob",
    from: "sql-analyst",
    to: "release-notes-writer",
    input: "Turn this query change log into release notes.",
    everyDays: 2,
  },
  {
    user: "u_bob",
    from: "security-code-review",
    to: "incident-postmortem",
    input: "Write up the token leak we found in review.",
    everyDays: 3,
  },
  {
    user: "u_bob",
    from: "pipeline-debugger",
    to: "sql-analyst",
    input: "Which job wrote the duplicate rows on Tuesday?",
    everyDays: 2,
  },
  {
    user: "u_carol",
    from: "sql-analyst",
    to: "contract-review",
    input: "Does the DPA allow exporting this table?",
    everyDays: 3,
  },
  {
    user: "u_carol",
    from: "pipeline-debugger",
    to: "release-notes-writer",
    input: "Summarise the pipeline fixes for the changelog.",
    everyDays: 4,
  },
  { user: "u_bob", from: "sql-analyst", to: "sql-analyst", input: "Double-check your own numbers.", everyDays: 6 },
  {
    user: "u_bob",
    from: "sql-analyst",
    to: "contract-review",
    chain: ["contract-review"],
    input: "Ask the contract reviewer again.",
    everyDays: 7,
  },
  {
    user: "u_bob",
    from: "incident-postmortem",
    to: "release-notes-writer",
    chain: ["sql-analyst", "pipeline-debugger", "security-code-review"],
    input: "Announce the fix.",
    everyDays: 7,
  },
  { user: "u_bob", from: "legacy-reporter", to: "sql-analyst", input: "Rebuild last month's report.", everyDays: 9 },
  { user: "u_bob", from: "ux-copy", to: "sql-analyst", input: "Count the error messages per screen.", everyDays: 8 },
  { user: "u_bob", from: "sql-analyst", to: "data-cleaner", input: "Deduplicate the customers table.", everyDays: 5 },
  {
    user: "u_bob",
    from: "sql-analyst",
    to: "ux-copy",
    input: "Polish the wording of the report headers.",
    everyDays: 4,
  },
  { user: "u_bob", from: "sql-analyst", to: "jira-migrator", input: "Move these tickets to GitHub.", everyDays: 6 },
  {
    user: "u_dave",
    from: "security-code-review",
    to: "hr-policy-assistant",
    input: "Is sharing this finding with HR allowed?",
    everyDays: 7,
  },
  {
    user: "u_bob",
    from: "sql-analyst",
    to: "grant-writer",
    input: "Draft the data section of the grant.",
    everyDays: 5,
  },
];

export type PlannedDelegation = Omit<Scenario, "everyDays"> & { at: Date };

/** The demo requests of the last DEMO_DAYS days before `now`, oldest first; the same `now` gives the same plan. */
export function planDemoDelegations(now: Date): PlannedDelegation[] {
  const planned: PlannedDelegation[] = [];
  for (let daysAgo = DEMO_DAYS; daysAgo >= 1; daysAgo--) {
    SCENARIOS.forEach(({ everyDays, ...scenario }, index) => {
      if ((daysAgo + index) % everyDays !== 0) return;
      const at = new Date(now.getTime() - daysAgo * 86_400_000);
      at.setUTCHours(7 + ((index * 5 + daysAgo * 3) % 12), (index * 7 + daysAgo * 11) % 60, 0, 0);
      planned.push({ ...scenario, at });
    });
  }
  return planned.sort((a, b) => a.at.getTime() - b.at.getTime());
}

type ExpertRow = {
  id: string;
  slug: string;
  ownerId: string;
  status: string;
  deletedAt: Date | null;
  liveVersionId: string | null;
  liveDelegatable: boolean | null;
};

/**
 * Replaces the demo delegation rows: each planned request checked by the delegate check itself
 * against the seeded users and Experts, accepted ones with a reported run. Writes nothing (and
 * answers 0) when the workspace is not the demo one.
 */
export async function seedDemoDelegations(db: Db, now = new Date()): Promise<number> {
  const plan = planDemoDelegations(now);
  const userIds = [...new Set(plan.map((p) => p.user))];
  const [users, experts, grants] = await Promise.all([
    db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true } }),
    db.expert.findMany({
      select: {
        id: true,
        slug: true,
        ownerId: true,
        status: true,
        deletedAt: true,
        liveVersionId: true,
        liveDelegatable: true,
      },
    }),
    db.accessGrant.findMany({ where: { userId: { in: userIds } }, select: { userId: true, expertId: true } }),
  ]);
  if (users.length !== userIds.length || !experts.some((e) => e.slug === "sql-analyst")) return 0;
  const emails = new Map(users.map((u) => [u.id, u.email]));
  const bySlug = new Map(experts.map((e) => [e.slug, e]));
  const granted = new Set(grants.map((g) => `${g.userId}:${g.expertId}`));
  const facts = (userId: string, slug: string): DelegationExpertRef | null => {
    const e: ExpertRow | undefined = bySlug.get(slug);
    if (!e) return null;
    const owner = e.ownerId === userId;
    return {
      id: e.id,
      slug: e.slug,
      ownerIsUser: owner,
      hasAccess: hasAccess(owner, granted.has(`${userId}:${e.id}`) ? 1 : 0),
      status: publishedStatus(e),
      deleted: e.deletedAt !== null,
      delegatable: e.liveDelegatable === true,
    };
  };
  const rows = plan.map((p, i) => {
    const from = facts(p.user, p.from);
    const to = facts(p.user, p.to);
    const chain = p.chain ?? [];
    const outcome = checkDelegation({
      from,
      to,
      toRef: p.to,
      fromRef: p.from,
      maxDepth: DEFAULT_DELEGATION_MAX_DEPTH,
      chain: chain.map((ref) => ({ ref, expert: facts(p.user, ref) })),
    });
    const accepted = outcome.status === "accepted";
    // One accepted run in seven failed at run time, so the log shows a reported failure too.
    const runFailed = accepted && i % 7 === 3;
    const finished = new Date(p.at.getTime() + 40_000 + (i % 5) * 9_000);
    return {
      id: `d${p.at.getTime().toString(36).padStart(9, "0")}${(i % 36 ** 4).toString(36).padStart(4, "0")}${randomBytes(8).toString("hex")}`,
      requestId: `${DEMO_REQUEST_PREFIX}${i}`,
      createdAt: p.at,
      day: p.at.toISOString().slice(0, 10),
      userId: p.user,
      userRef: emails.get(p.user) ?? p.user,
      fromRef: p.from,
      toRef: p.to,
      fromId: from?.id ?? null,
      toId: to?.id ?? null,
      chain,
      input: p.input,
      status: outcome.status,
      error: accepted ? null : outcome.error,
      cause: accepted ? null : outcome.cause,
      runStatus: accepted ? (runFailed ? ("failed" as const) : ("completed" as const)) : null,
      output: accepted && !runFailed ? `Done: ${p.input.toLowerCase().replace(/[.?]$/, "")}.` : null,
      runError: runFailed ? "The run timed out after 10 minutes." : null,
      reportedAt: accepted ? finished : null,
      finishedAt: accepted ? finished : null,
    };
  });
  await db.$transaction(async (tx) => {
    await tx.delegationRequest.deleteMany({ where: { requestId: { startsWith: DEMO_REQUEST_PREFIX } } });
    await tx.delegationRequest.createMany({ data: rows });
  });
  return rows.length;
}
