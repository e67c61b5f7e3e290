import type { ReactNode } from "react";

export function SectionCard({
  title,
  id,
  description,
  children,
}: {
  title: string;
  id: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

export const inputClass = "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";
export const secondaryButton = "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-50";
