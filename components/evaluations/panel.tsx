import type { ReactNode } from "react";

/** One of the evaluation page's cards: a titled section, with its actions beside the title. */
export function Panel({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap items-end gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
