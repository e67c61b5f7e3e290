"use client";

import { clsx } from "clsx";
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";

type DisclosureMenuProps = { label: string; className?: string; panelClassName?: string; children: ReactNode };

/**
 * A button that shows and hides a panel of links: the disclosure pattern, which suits site
 * navigation better than an ARIA menu (links stay links, Tab moves through them). A native button
 * with aria-expanded needs no library: Radix's Collapsible did the same for 4.3 kB gzip more on
 * every page, against the editor's 200 kB budget. The panel also closes on Escape (focus goes
 * back to the button), on a click outside, and when one of its links is followed.
 */
export function DisclosureMenu({ label, className, panelClassName, children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  };
  return (
    <div ref={rootRef} className={className}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-100 aria-expanded:bg-slate-100">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          {open ? <path d="M5.3 4 4 5.3 8.7 10 4 14.7 5.3 16 10 11.3l4.7 4.7 1.3-1.3-4.7-4.7L16 5.3 14.7 4 10 8.7z" /> : <path d="M3 5h14v2H3zM3 9h14v2H3zM3 13h14v2H3z" />}
        </svg>
        {label}
      </button>
      <div id={panelId} hidden={!open} onClick={closeOnLink} className={clsx("z-50 bg-white", panelClassName)}>
        {open ? children : null}
      </div>
    </div>
  );
}
