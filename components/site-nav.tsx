"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { buttonClass } from "@/components/ui/button-classes";
import { NavMenu } from "@/components/ui/menu";
import { TabNav } from "@/components/ui/tab-nav";
import { SignOutButton } from "./sign-out-button";

export type NavLink = { href: string; label: string };
export type HeaderViewer = { name: string; admin: boolean } | null;

function useIsCurrent() {
  const pathname = usePathname();
  return (href: string) => pathname === href || pathname.startsWith(`${href}/`);
}

/** The main links inline, for wide screens. */
export function MainNav({ links }: { links: NavLink[] }) {
  const isCurrent = useIsCurrent();
  return (
    <TabNav
      label="Main"
      look="inline"
      className="hidden lg:block"
      items={links.map((link) => ({ ...link, current: isCurrent(link.href) }))}
    />
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
    <Link href="/sign-up" className={buttonClass("primary", "sm")}>
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
