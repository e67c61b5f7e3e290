"use client";

import { Suspense, useState, type ReactNode } from "react";

type Props = { summary: ReactNode; className?: string; summaryClassName?: string; children: ReactNode };

/**
 * A <details>, closed on arrival, whose body renders from its first opening on: pass a lazy
 * component as `children` and its code loads when it is asked for, not with the page.
 */
export function LazyDetails({ summary, className, summaryClassName, children }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={className} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className={summaryClassName}>{summary}</summary>
      {opened ? (
        <Suspense fallback={<p className="p-2 text-xs text-slate-600">Loading…</p>}>{children}</Suspense>
      ) : null}
    </details>
  );
}
