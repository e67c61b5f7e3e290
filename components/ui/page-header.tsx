import clsx from "clsx";
import Link from "next/link";
import type { ReactNode } from "react";

type Props = {
  title: ReactNode;
  description?: ReactNode;
  /** A link back to the list this page was opened from, above the title. */
  back?: { href: string; label: string };
  /** Controls beside the title on wide screens (a search form), below it on narrow ones. */
  actions?: ReactNode;
  /** More lines under the description: badges, related links. */
  children?: ReactNode;
  /** The title is a name someone typed: it takes its own direction and long words break. */
  userText?: boolean;
};

/** A page's heading block: the one h1, what the page is for, and what it offers beside. */
export function PageHeader({ title, description, back, actions, children, userText }: Props) {
  const heading = (
    <div className="min-w-0 space-y-1">
      {back ? (
        <p className="text-sm">
          <Link href={back.href} className="text-indigo-700 underline">
            {back.label}
          </Link>
        </p>
      ) : null}
      <h1
        className={clsx("text-2xl font-semibold", userText && "[overflow-wrap:anywhere]")}
        dir={userText ? "auto" : undefined}
      >
        {title}
      </h1>
      {description ? <p className="max-w-3xl text-slate-600">{description}</p> : null}
      {children}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {heading}
      {actions}
    </div>
  );
}
