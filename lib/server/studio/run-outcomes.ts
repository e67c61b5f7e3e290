import "server-only";
import { completionRate, median } from "@/lib/domain/delegation-outcome";
import { db } from "@/lib/server/db";

/** The median is taken over at most this many of the period's latest completed runs. */
export const MEDIAN_SAMPLE = 10_000;

/**
 * rules §14 for a creator: how the accepted delegations to one Expert ran in a period (days as
 * `YYYY-MM-DD`), as their runtimes reported: counts by state, completion rate, median time to complete.
 */
export async function readRunOutcomes(expertId: string, window: { gte: string; lte: string }) {
  const [groups, completedRuns] = await Promise.all([
    db.delegationRequest.groupBy({
      by: ["runStatus"],
      where: { toId: expertId, day: window, status: "accepted" },
      _count: { _all: true },
    }),
    db.delegationRequest.findMany({
      where: { toId: expertId, day: window, status: "accepted", runStatus: "completed", finishedAt: { not: null } },
      select: { createdAt: true, finishedAt: true },
      orderBy: { finishedAt: "desc" },
      take: MEDIAN_SAMPLE,
    }),
  ]);
  const count = (state: string | null) => groups.find((g) => g.runStatus === state)?._count._all ?? 0;
  const completed = count("completed");
  const failed = count("failed");
  return {
    accepted: groups.reduce((total, g) => total + g._count._all, 0),
    notReported: count(null),
    running: count("running"),
    completed,
    failed,
    completionRate: completionRate(completed, failed),
    medianMs: median(completedRuns.map((r) => r.finishedAt!.getTime() - r.createdAt.getTime())),
  };
}

export type RunOutcomes = Awaited<ReturnType<typeof readRunOutcomes>>;
