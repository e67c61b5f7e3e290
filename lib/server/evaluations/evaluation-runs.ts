import "server-only";
import type { Expect } from "@/lib/domain/evaluations/cases";
import {
  diffRuns,
  summarizeRun,
  type CaseResult,
  type RunDiff,
  type RunTotals,
} from "@/lib/domain/evaluations/metrics";
import type { JudgeName } from "@/lib/domain/evaluations/run";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { RunOutcome } from "./run-evaluation";

/** A stored run as the Studio shows it. */
export type StoredRun = {
  id: string;
  version: "draft" | number;
  judge: JudgeName;
  createdAt: string;
  createdBy: string | null;
  accuracy: number;
  totals: RunTotals;
  results: CaseResult[];
  publishedAs: number | null;
};

// A stored result keeps the start of its message: enough to read and to match (both sides are cut alike).
export const STORED_MESSAGE_LIMIT = 2_000;
const stored = (r: CaseResult): CaseResult => ({ ...r, message: r.message.slice(0, STORED_MESSAGE_LIMIT) });

export async function storeRun(expertId: string, userId: string | null, run: RunOutcome): Promise<StoredRun> {
  const row = await db.evaluationRun.create({
    data: {
      expertId,
      createdById: userId,
      versionNumber: run.version === "draft" ? null : run.version,
      judge: run.judge,
      accuracy: run.accuracy,
      totals: run.totals,
      results: run.results.map(stored),
    },
    select: RUN_SELECT,
  });
  return toStoredRun(row);
}

/** The latest run of live version `number`, or null when it was never run. */
export async function lastRunOfVersion(expertId: string, number: number): Promise<StoredRun | null> {
  const row = await db.evaluationRun.findFirst({
    where: { expertId, versionNumber: number },
    orderBy: { createdAt: "desc" },
    select: RUN_SELECT,
  });
  return row ? toStoredRun(row) : null;
}

export async function recentRuns(expertId: string, take = 10): Promise<StoredRun[]> {
  const rows = await db.evaluationRun.findMany({
    where: { expertId },
    orderBy: { createdAt: "desc" },
    take,
    select: RUN_SELECT,
  });
  return rows.map(toStoredRun);
}

/** A run against an earlier one, case by case, both read as stored. */
export function compareRuns(
  before: Pick<StoredRun, "accuracy" | "results">,
  after: Pick<StoredRun, "accuracy" | "results">,
): RunDiff {
  return diffRuns(
    { ...summarizeRun(before.results), results: before.results.map(stored) },
    { ...summarizeRun(after.results), results: after.results.map(stored) },
  );
}

const RUN_SELECT = {
  id: true,
  versionNumber: true,
  judge: true,
  createdAt: true,
  accuracy: true,
  totals: true,
  results: true,
  createdBy: { select: { name: true } },
  publishedVersion: { select: { number: true } },
} as const;

type RunRow = Prisma.EvaluationRunGetPayload<{ select: typeof RUN_SELECT }>;

function toStoredRun(row: RunRow): StoredRun {
  return {
    id: row.id,
    version: row.versionNumber ?? "draft",
    judge: row.judge === "model" ? "model" : "lexical",
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy?.name ?? null,
    accuracy: row.accuracy,
    totals: row.totals as unknown as RunTotals,
    results: readResults(row.results),
    publishedAs: row.publishedVersion?.number ?? null,
  };
}

function readResults(value: unknown): CaseResult[] {
  if (!Array.isArray(value)) return [];
  return value.map(
    (r: { message?: unknown; expect?: unknown; chosen?: unknown; pass?: unknown; scores?: unknown }) => ({
      message: typeof r.message === "string" ? r.message : "",
      expect: (r.expect ?? { none: true }) as Expect,
      chosen: typeof r.chosen === "string" ? r.chosen : "none",
      pass: r.pass === true,
      scores: Array.isArray(r.scores) ? (r.scores as CaseResult["scores"]) : [],
    }),
  );
}
