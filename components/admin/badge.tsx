import type { ReactNode } from "react";

const TONES = {
  neutral: "bg-slate-100 text-slate-700",
  good: "bg-emerald-50 text-emerald-800",
  bad: "bg-red-50 text-red-800",
  warn: "bg-amber-50 text-amber-900",
  info: "bg-indigo-50 text-indigo-800",
} as const;

export function Badge({ tone = "neutral", children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ${TONES[tone]}`}>{children}</span>;
}
