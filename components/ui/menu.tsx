"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";

export type NavMenuLinkItem = { href: string; label: string; active: boolean };
export type NavMenuProps = {
  label: string;
  navLabel: string;
  className?: string;
  panelClassName?: string;
  links: NavMenuLinkItem[];
  footer?: ReactNode;
};

export const menuTriggerClass =
  "group inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100";

export function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path className="group-data-[state=open]:hidden" d="M3 5h14v2H3zM3 9h14v2H3zM3 13h14v2H3z" />
      <path
        className="hidden group-data-[state=open]:inline"
        d="M5.3 4 4 5.3 8.7 10 4 14.7 5.3 16 10 11.3l4.7 4.7 1.3-1.3-4.7-4.7L16 5.3 14.7 4 10 8.7z"
      />
    </svg>
  );
}

// Radix's NavigationMenu (12 kB gzip) would be in every page's first load, for a button most
// visits never press: it loads when the button is pressed (and is fetched ahead when a pointer
// comes near it or it gets focus, without swapping anything in until the press).
const loadRadixNavMenu = () => import("./nav-menu-radix");
const RadixNavMenu = lazy(() =>
  loadRadixNavMenu()
    .then((m) => ({ default: m.RadixNavMenu }))
    // Offline or a stale deployment: the links, plainly, rather than an error page.
    .catch(() => ({ default: PlainLinks })),
);

function PlainLinks({ navLabel, className, links }: NavMenuProps) {
  return (
    <nav aria-label={navLabel} className={className}>
      <ul className="flex flex-wrap gap-3 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.active ? "page" : undefined} className="text-slate-700 underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Site navigation behind one Menu button (components/ui/nav-menu-radix.tsx has the behaviour).
 * Until it is first pressed, a plain closed button of the same look stands in; the press opens
 * the Radix menu as soon as its code is there, with focus on its button if the press had it.
 */
export function NavMenu(props: NavMenuProps) {
  const [pressed, setPressed] = useState<{ focused: boolean } | null>(null);
  const shell = (
    <nav aria-label={props.navLabel} className={props.className}>
      <button
        type="button"
        aria-expanded={false}
        onPointerEnter={() => void loadRadixNavMenu().catch(() => undefined)}
        onFocus={() => void loadRadixNavMenu().catch(() => undefined)}
        onClick={(event) => setPressed((p) => p ?? { focused: document.activeElement === event.currentTarget })}
        className={menuTriggerClass}
      >
        <MenuIcon />
        {props.label}
      </button>
    </nav>
  );
  if (!pressed) return shell;
  return (
    <Suspense fallback={shell}>
      <RadixNavMenu {...props} defaultOpen focusOnMount={pressed.focused} />
    </Suspense>
  );
}
