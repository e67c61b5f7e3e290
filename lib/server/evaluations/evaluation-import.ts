import "server-only";
import type { EvaluationCase } from "@/lib/domain/evaluations/cases";
import { importCases, type ImportFormat } from "@/lib/domain/evaluations/transfer";
import type { Viewer } from "@/lib/server/auth/users";
import { AppError } from "@/lib/server/errors";
import { knownTargets, namedSlugs, requireEditable, saveEvaluationSet } from "./evaluation-set";

/** The most an imported JSONL or CSV file may hold, in bytes, counted as it streams. */
export const EVAL_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const EVAL_IMPORT_TOO_LARGE = "The file is too large (limit 10 MB).";

export type ImportOutcome = {
  imported: number;
  refused: { row: number; reason: string }[];
  good: number;
  saved: boolean;
  cases: EvaluationCase[];
};

/**
 * A JSONL or CSV file's text, checked row by row against this Expert's subagents and the Experts that
 * exist (rules §16). With refused rows nothing is saved until the creator confirms; then the good ones
 * replace the set, in one transaction. A file with no good row, or too many, is refused with a sentence.
 */
export async function importEvaluationSet(
  viewer: Viewer,
  expertId: string,
  text: string,
  format: ImportFormat,
  confirm: boolean,
): Promise<ImportOutcome> {
  const expert = await requireEditable(viewer, expertId);
  const slugs = namedSlugs(importCases(text, format).cases);
  const report = importCases(text, format, await knownTargets(expertId, expert.ownerId, slugs));
  if (report.tooMany) throw new AppError("bad_request:input", { message: report.tooMany });
  if (report.cases.length === 0)
    throw new AppError("bad_request:input", {
      message: report.refused.length
        ? `No row could be imported: ${report.refused.length} refused.`
        : "The file holds no cases.",
    });
  if (report.refused.length > 0 && !confirm)
    return { imported: 0, refused: report.refused, good: report.cases.length, saved: false, cases: [] };
  await saveEvaluationSet(viewer, expertId, report.cases);
  return {
    imported: report.cases.length,
    refused: report.refused,
    good: report.cases.length,
    saved: true,
    cases: report.cases,
  };
}
