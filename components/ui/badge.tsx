import clsx from "clsx";
import type { ReactNode } from "react";

const GOOD = "bg-emerald-50 text-emerald-800 ring-emerald-600/30";
const BAD = "bg-red-50 text-red-800 ring-red-600/30";
const WARN = "bg-amber-50 text-amber-900 ring-amber-600/30";

/** Five looks; the named tones (published, kept, …) are the words some pages pass for the same looks. */
const TONES = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-500/30",
  good: GOOD,
  bad: BAD,
  warn: WARN,
  info: "bg-indigo-50 text-indigo-800 ring-indigo-600/30",
  published: GOOD,
  kept: GOOD,
  draft: WARN,
  dropped: BAD,
} as const;

export type BadgeTone = keyof typeof TONES;

/** A short status word or label beside a name (a state, a role, a verdict); `wrap` for a sentence-long one. */
export function Badge({
  tone = "neutral",
  wrap = false,
  children,
  className,
}: {
  tone?: BadgeTone;
  wrap?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        wrap ? "[overflow-wrap:anywhere]" : "whitespace-nowrap",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
