import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EvaluationWorkbench } from "@/components/evaluations/evaluation-workbench";
import { RunHistory } from "@/components/evaluations/run-history";
import { LEXICAL_FLOOR } from "@/lib/domain/evaluations/lexical-judge";
import { requireViewer } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { getEvaluationSet, requireEditable, targetChoices } from "@/lib/server/evaluations/evaluation-set";
import { recentRuns } from "@/lib/server/evaluations/evaluation-runs";

export const metadata: Metadata = { title: "Evaluation set" };

export default async function EvaluationsPage({ params, searchParams }: PageProps<"/studio/[expertId]/evaluations">) {
  const { expertId } = await params;
  const viewer = await requireViewer(`/studio/${encodeURIComponent(expertId)}/evaluations`);
  const expert = await requireEditable(viewer, expertId).catch((error: unknown) => {
    if (error instanceof AppError) notFound();
    throw error;
  });
  const [cases, runs, choices, live] = await Promise.all([
    getEvaluationSet(viewer, expertId),
    recentRuns(expertId, 8),
    targetChoices(expertId, expert.ownerId),
    db.expert.findUnique({ where: { id: expertId }, select: { liveVersion: { select: { number: true } } } }),
  ]);
  const sample = (await searchParams).message;
  return (
    <div className="space-y-4">
      <header className="min-w-0">
        <p className="text-sm text-slate-600">
          <Link href="/studio" className="hover:underline">
            My Experts
          </Link>{" "}
          /{" "}
          <Link href={`/studio/${expert.id}`} className="[overflow-wrap:anywhere] hover:underline">
            {expert.name}
          </Link>{" "}
          /
        </p>
        <h1 className="text-2xl font-semibold">Evaluation set</h1>
        <p className="max-w-3xl text-sm text-slate-600">
          Messages and what should handle each: a subagent, another Expert, or nothing. A run checks them against the
          draft or the live version. The lexical judge ranks the kept subagents and the roster by their words and picks
          the best one scoring at least {LEXICAL_FLOOR}: a hint of what the text makes likely, not the model&apos;s
          decision.
        </p>
      </header>
      <EvaluationWorkbench
        expertId={expert.id}
        slug={expert.slug}
        initialCases={cases}
        choices={choices}
        liveNumber={live?.liveVersion?.number ?? null}
        lastRun={runs[0] ?? null}
        sampleMessage={typeof sample === "string" ? sample.slice(0, 100_000) : ""}
      />
      <RunHistory runs={runs} />
    </div>
  );
}
