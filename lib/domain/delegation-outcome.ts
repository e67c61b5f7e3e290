import { at } from "./at-index";
/** rules §14 in the admin log and creator analytics: how long runs took, and how many completed. */

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? at(sorted, mid) : (at(sorted, mid - 1) + at(sorted, mid)) / 2;
}

/** Completed runs among the finished ones (completed or failed), 0–1; null when none finished. */
export function completionRate(completed: number, failed: number): number | null {
  const finished = completed + failed;
  return finished === 0 ? null : completed / finished;
}

/** A run's duration as a person reads it: "850 ms", "42 s", "3 min 5 s", "2 h 4 min". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

export const formatRate = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 100)}%`);
