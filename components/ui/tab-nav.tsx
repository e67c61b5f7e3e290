import clsx from "clsx";
import Link from "next/link";
import type { ReactNode, Ref } from "react";

export type TabNavItem = {
  href: string;
  label: ReactNode;
  current: boolean;
  onClick?: () => void;
};

const LOOKS = {
  /** Tabs over a page's views (Admin, Settings): the current one underlined. */
  tabs: {
    nav: "border-b border-slate-200",
    list: "flex flex-wrap gap-1 text-sm",
    item: "",
    link: "-mb-px inline-block border-b-2 px-3 py-2",
    current: "border-indigo-600 font-medium text-indigo-700",
    other: "border-transparent text-slate-600 hover:text-slate-900",
  },
  /** Jump links along a long page, scrolling sideways on narrow screens: the current one a pill. */
  pills: {
    nav: "relative -mx-1 overflow-x-auto",
    list: "flex gap-1 px-1 text-sm",
    item: "shrink-0",
    link: "block rounded-md px-2.5 py-1.5 font-medium whitespace-nowrap",
    current: "bg-indigo-50 text-indigo-800 ring-1 ring-indigo-200 ring-inset",
    other: "text-slate-700 hover:bg-slate-100",
  },
  /** Plain links in a row (the site header). */
  inline: {
    nav: "",
    list: "flex gap-4 text-sm",
    item: "",
    link: "",
    current: "font-medium text-indigo-700",
    other: "text-slate-600 hover:text-slate-900",
  },
} as const;

type Props = {
  /** Names the navigation landmark. */
  label: string;
  items: readonly TabNavItem[];
  look?: keyof typeof LOOKS;
  /** "page" for links to other pages, "location" for jumps within one. */
  currentAs?: "page" | "location";
  className?: string;
  listRef?: Ref<HTMLUListElement>;
};

/**
 * A row of navigation links with the current one marked (aria-current). Links to other pages are
 * Next links; in-page jumps (`#id`) are plain anchors, so the browser scrolls as it always does.
 */
export function TabNav({ label, items, look = "tabs", currentAs = "page", className, listRef }: Props) {
  const style = LOOKS[look];
  return (
    <nav aria-label={label} className={clsx(style.nav, className)}>
      <ul ref={listRef} className={style.list}>
        {items.map((item) => {
          const props = {
            href: item.href,
            onClick: item.onClick,
            "aria-current": item.current ? currentAs : undefined,
            className: clsx(style.link, item.current ? style.current : style.other),
          };
          return (
            <li key={item.href} className={style.item || undefined}>
              {item.href.startsWith("#") ? <a {...props}>{item.label}</a> : <Link {...props}>{item.label}</Link>}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
