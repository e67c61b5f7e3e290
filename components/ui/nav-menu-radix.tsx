"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { NavigationMenu } from "radix-ui";
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from "react";
import { MenuIcon, menuTriggerClass, type NavMenuProps } from "./menu";

type Props = NavMenuProps & { defaultOpen: boolean; focusOnMount: boolean };

/**
 * Radix's NavigationMenu: the disclosure pattern WAI-ARIA recommends for site navigation (a button
 * with aria-expanded showing a panel of plain links, Tab moving through them), not DropdownMenu's
 * ARIA menu, whose menuitems and arrow-key-only movement suit application commands. It closes on
 * Escape (focus back on the button), on a click outside, and when a link in it is followed.
 * `manual` activation: a click opens it, never a hover.
 */
export function RadixNavMenu({
  label,
  navLabel,
  className,
  panelClassName,
  links,
  footer,
  defaultOpen,
  focusOnMount,
}: Props) {
  const [value, setValue] = useState(defaultOpen ? "menu" : "");
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // This replaced the stand-in button: keep focus where the creator left it.
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);
  useLayoutEffect(() => {
    // Radix puts an aria-hidden focus stop after an open trigger (tabindex 0), which axe rightly
    // flags (aria-hidden-focus). Out of the Tab order it still does its job: Radix focuses it from
    // the panel's last link to hand Tab on past the panel; Tab from the button reaches the panel's
    // first link anyway, as the panel follows it.
    const proxy = trigger.current?.nextElementSibling;
    if (value && proxy instanceof HTMLElement && proxy.getAttribute("aria-hidden") === "true")
      proxy.setAttribute("tabindex", "-1");
  }, [value]);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) setValue("");
  };
  return (
    // The list's wrapper is `position: relative`; the panel is placed against the header instead.
    <NavigationMenu.Root
      aria-label={navLabel}
      activationMode="manual"
      value={value}
      onValueChange={setValue}
      className={clsx("[&>div]:static!", className)}
    >
      <NavigationMenu.List className="flex">
        <NavigationMenu.Item value="menu">
          <NavigationMenu.Trigger ref={trigger} className={menuTriggerClass}>
            <MenuIcon />
            {label}
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={clsx("z-50 bg-white", panelClassName)} onClick={closeOnLink}>
            <div className="mx-auto max-w-6xl space-y-3 px-4 py-3 text-sm">
              <ul className="grid gap-1 sm:grid-cols-2">
                {links.map((link) => (
                  <li key={link.href}>
                    <NavigationMenu.Link asChild active={link.active}>
                      <Link
                        href={link.href}
                        className="block rounded px-2 py-2.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:font-medium aria-[current=page]:text-indigo-700"
                      >
                        {link.label}
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
              {footer ? (
                <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
                  {footer}
                </div>
              ) : null}
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
