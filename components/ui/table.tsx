import { clsx } from "clsx";
import type { ComponentProps, ReactNode } from "react";
import { cardClass } from "./section-card";

type TableProps = { label: string; framed?: boolean; className?: string; children: ReactNode };

/**
 * A table that scrolls sideways inside its own region, so a wide table never widens the page. The
 * region is focusable so keyboard users can scroll it; `label` names the region and, as the
 * caption, the table. `framed`: a table standing on the page on its own, in a card's frame.
 */
export function Table({ label, framed, className, children }: TableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={clsx(
        "max-w-full overflow-x-auto scroll-shadows-x focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
        framed && cardClass(undefined, "none"),
        className,
      )}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return (
    <th
      scope={scope}
      className={clsx("border-b border-slate-200 px-2 py-2 font-medium whitespace-nowrap text-slate-700", className)}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={clsx("border-b border-slate-100 px-2 py-2 align-top", className)} {...props} />;
}
