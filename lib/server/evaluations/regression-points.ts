import "server-only";
import { DEFAULT_EVAL_REGRESSION_POINTS } from "@/lib/domain/evaluations/metrics";

/** rules §16: EVAL_REGRESSION_POINTS (default 3), a number of accuracy points from 0 to 100; anything else is the default. */
export function evalRegressionPoints(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.EVAL_REGRESSION_POINTS;
  const value = raw === undefined || raw.trim() === "" ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_EVAL_REGRESSION_POINTS;
}
