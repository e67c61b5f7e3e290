"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { NavMenu, NavMenuLink } from "@/components/ui/menu";
import { SignOutButton } from "./sign-out-button";

export type NavLink = { href: string; label: string };
export type HeaderViewer = { name: string; admin: boolean } | null;

const linkClass = "text-slate-600 hover:text-slate-900 aria-[current=page]:font-medium aria-[current=page]:text-indigo-700";

function useIsCurrent() {
  const pathname = usePathname();
  return (href: string) => pathname === href || pathname.startsWith(`${href}/`);
}

/** The main links inline, for wide screens. */
export function MainNav({ links }: { links: NavLink[] }) {
  const isCurrent = useIsCurrent();
  return (
    <nav aria-label="Main" className="hidden gap-4 text-sm lg:flex">
      {links.map((link) => (
        <Link key={link.href} href={link.href} aria-current={isCurrent(link.href) ? "page" : undefined} className={linkClass}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** The same links and the account actions behind one Menu button, for narrow screens. */
export function MainMenu({ links, viewer }: { links: NavLink[]; viewer: HeaderViewer }) {
  const isCurrent = useIsCurrent();
  return (
    <NavMenu label="Menu" navLabel="Main" panelClassName="absolute inset-x-0 top-full border-b border-slate-200 shadow-lg">
      <div className="mx-auto max-w-6xl space-y-3 px-4 py-3 text-sm">
        <ul className="grid gap-1 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.href}>
              <NavMenuLink active={isCurrent(link.href)}>
                <Link href={link.href} className={`block rounded px-2 py-2.5 hover:bg-slate-100 ${linkClass}`}>
                  {link.label}
                </Link>
              </NavMenuLink>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
          {viewer ? (
            <>
              <span className="text-slate-600">
                Signed in as <strong className="text-slate-900">{viewer.name}</strong>
                {viewer.admin ? " (admin)" : ""}
              </span>
              <SignOutButton />
            </>
          ) : (
            <NavMenuLink active={false}>
              <Link href="/sign-up" className="rounded-md bg-indigo-600 px-3 py-2 font-medium text-white hover:bg-indigo-700">
                Sign up
              </Link>
            </NavMenuLink>
          )}
        </div>
      </div>
    </NavMenu>
  );
}
