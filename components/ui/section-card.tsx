import clsx from "clsx";
import type { ReactNode } from "react";

const PADDING = { none: "", sm: "p-3", md: "p-4", lg: "p-5", xl: "p-6" } as const;

/** The white box every page groups its content in; for a box that is not a titled section (a list item, a form). */
export function cardClass(className?: string, padding: keyof typeof PADDING = "lg"): string {
  return clsx("rounded-lg border border-slate-200 bg-white shadow-sm", PADDING[padding], className);
}

/** A titled card: the section is named by its heading, with an optional sentence under it and actions beside it. */
export function SectionCard({
  title,
  id,
  description,
  actions,
  className,
  children,
}: {
  title: ReactNode;
  id: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <div>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="text-sm text-slate-600">{description}</p> : null}
    </div>
  );
  return (
    <section aria-labelledby={id} className={cardClass(clsx("min-w-0 space-y-3", className))}>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          <div className="flex flex-wrap items-end gap-2">{actions}</div>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** What a list or table says in its place when it has nothing to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
