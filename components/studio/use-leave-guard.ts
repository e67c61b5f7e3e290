"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

/** Marks the extra history entry the Back guard puts on top of the editor's own (kept in history.state). */
const SENTINEL = "__expertEditorBackGuard";
const isMarked = (state: unknown) =>
  typeof state === "object" && state !== null && Boolean((state as Record<string, unknown>)[SENTINEL]);

type Pending = { kind: "link"; href: string } | { kind: "back" };

/**
 * While there are unsaved changes: closing or reloading the tab asks (beforeunload), a click on a
 * link to another page of the app is held until the creator confirms leaving, and so is the
 * browser's Back button. The App Router has no hook for Back, so the first unsaved edit pushes a
 * second history entry for this same page; Back lands on the entry beneath it (nothing changes
 * on screen) and asks. Stay puts the extra entry back; Leave goes back once more.
 */
export function useLeaveGuard(dirty: boolean) {
  const router = useRouter();
  const [pending, setPending] = useState<Pending | null>(null);
  const dirtyRef = useRef(dirty);
  const sentinelHref = useRef<string | null>(null);
  // Set when the creator chose Leave on Back: the page that unloads then must not ask again. A
  // time, not a flag, in case there was nothing to go back to and the page stays.
  const leavingUntil = useRef(0);
  // Where the keyboard was when the dialog asked: Stay (or Escape) puts it back there.
  const returnTo = useRef<HTMLElement | null>(null);
  const ask = (next: Pending, from: Element | null) => {
    returnTo.current = from instanceof HTMLElement && from !== document.body ? from : null;
    setPending(next);
  };

  useEffect(() => {
    dirtyRef.current = dirty;
  });

  useEffect(() => {
    // Back onto an extra entry left by an earlier visit: it is this page's now.
    if (isMarked(window.history.state)) sentinelHref.current = window.location.href;
    const onPopState = (event: PopStateEvent) => {
      // Leaving the extra entry backwards lands on an entry of the same address without the mark
      // (a jump to a section link changes the address, so it is not taken for Back).
      if (sentinelHref.current === null || isMarked(event.state) || window.location.href !== sentinelHref.current)
        return;
      sentinelHref.current = null;
      if (Date.now() < leavingUntil.current) return;
      if (dirtyRef.current) ask({ kind: "back" }, document.activeElement);
      else window.history.back(); // saved since: the extra entry was only ours, so Back goes on
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  useEffect(() => {
    if (dirty && sentinelHref.current === null) pushSentinel(sentinelHref);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (Date.now() < leavingUntil.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    // Capture on the document runs before Next's <Link> handler, so the navigation never starts.
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (
        !(link instanceof HTMLAnchorElement) ||
        link.hasAttribute("download") ||
        (link.target && link.target !== "_self")
      )
        return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      ask({ kind: "link", href: `${url.pathname}${url.search}${url.hash}` }, link);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  return {
    asking: pending !== null,
    stay: () => {
      if (pending?.kind === "back") pushSentinel(sentinelHref);
      setPending(null);
      // After the dialog has closed (and its own focus return has run): back where the creator was, or the page's heading.
      setTimeout(() => restoreFocus(returnTo.current), 0);
    },
    leave: () => {
      setPending(null);
      if (pending?.kind === "link") router.push(pending.href);
      if (pending?.kind === "back") {
        leavingUntil.current = Date.now() + 3000;
        window.history.back();
      }
    },
  };
}

function restoreFocus(element: HTMLElement | null) {
  if (element?.isConnected) return element.focus();
  const heading = document.querySelector<HTMLElement>("main h1, h1");
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

function pushSentinel(sentinelHref: { current: string | null }) {
  window.history.pushState({ ...window.history.state, [SENTINEL]: true }, "", window.location.href);
  sentinelHref.current = window.location.href;
}

/** Ctrl+S / Cmd+S saves instead of opening the browser's "save page" dialog. */
export function useSaveShortcut(save: () => void) {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        saveRef.current();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
