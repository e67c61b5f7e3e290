import clsx from "clsx";
import type { ReactNode } from "react";

const TONES = {
  published: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
  draft: "bg-amber-50 text-amber-900 ring-amber-600/30",
  kept: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
  dropped: "bg-red-50 text-red-800 ring-red-600/30",
  neutral: "bg-slate-100 text-slate-700 ring-slate-500/30",
  warn: "bg-amber-50 text-amber-900 ring-amber-600/30",
  info: "bg-indigo-50 text-indigo-800 ring-indigo-600/30",
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone, children, className }: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
