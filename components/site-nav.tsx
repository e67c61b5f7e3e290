"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { NavMenu } from "@/components/ui/menu";
import { SignOutButton } from "./sign-out-button";

export type NavLink = { href: string; label: string };
export type HeaderViewer = { name: string; admin: boolean } | null;

const linkClass =
  "text-slate-600 hover:text-slate-900 aria-[current=page]:font-medium aria-[current=page]:text-indigo-700";

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
        <Link
          key={link.href}
          href={link.href}
          aria-current={isCurrent(link.href) ? "page" : undefined}
          className={linkClass}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** The same links and the account actions behind one Menu button, for narrow screens. */
export function MainMenu({ links, viewer }: { links: NavLink[]; viewer: HeaderViewer }) {
  const isCurrent = useIsCurrent();
  const footer = viewer ? (
    <>
      <span className="text-slate-600">
        Signed in as <strong className="text-slate-900">{viewer.name}</strong>
        {viewer.admin ? " (admin)" : ""}
      </span>
      <SignOutButton />
    </>
  ) : (
    <Link href="/sign-up" className="rounded-md bg-indigo-600 px-3 py-2 font-medium text-white hover:bg-indigo-700">
      Sign up
    </Link>
  );
  return (
    <NavMenu
      label="Menu"
      navLabel="Main"
      panelClassName="absolute inset-x-0 top-full border-b border-slate-200 shadow-lg"
      links={links.map((link) => ({ ...link, active: isCurrent(link.href) }))}
      footer={footer}
    />
  );
}
