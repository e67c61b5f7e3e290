"use client";

import { clsx } from "clsx";
import { NavigationMenu } from "radix-ui";
import type { ReactNode } from "react";

type NavMenuProps = { label: string; navLabel: string; className?: string; panelClassName?: string; children: ReactNode };

/**
 * Site navigation behind one button, on Radix's NavigationMenu: the disclosure pattern WAI-ARIA
 * recommends for site navigation (a button with aria-expanded showing a panel of plain links, Tab
 * moving through them), not DropdownMenu's ARIA menu, whose menuitems and arrow-key-only movement
 * suit application commands. It closes on Escape (focus back on the button), on a click outside,
 * and when one of its links is followed. `manual` activation: a click opens it, never a hover.
 */
export function NavMenu({ label, navLabel, className, panelClassName, children }: NavMenuProps) {
  return (
    // The list's wrapper is `position: relative`; the panel is placed against the header instead.
    <NavigationMenu.Root aria-label={navLabel} activationMode="manual" className={clsx("[&>div]:static!", className)}>
      <NavigationMenu.List className="flex">
        <NavigationMenu.Item value="menu">
          <NavigationMenu.Trigger className="group inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path className="group-data-[state=open]:hidden" d="M3 5h14v2H3zM3 9h14v2H3zM3 13h14v2H3z" />
              <path className="hidden group-data-[state=open]:inline" d="M5.3 4 4 5.3 8.7 10 4 14.7 5.3 16 10 11.3l4.7 4.7 1.3-1.3-4.7-4.7L16 5.3 14.7 4 10 8.7z" />
            </svg>
            {label}
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={clsx("z-50 bg-white", panelClassName)}>{children}</NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

type NavMenuLinkProps = { active: boolean; children: ReactNode };

/** A link of the panel (the child, e.g. next/link's <Link>): marked aria-current when active; following it closes the panel. */
export function NavMenuLink({ active, children }: NavMenuLinkProps) {
  return (
    <NavigationMenu.Link asChild active={active}>
      {children}
    </NavigationMenu.Link>
  );
}
