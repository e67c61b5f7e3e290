"use client";

import { memo, useEffect, useRef, useState } from "react";
import { TabNav } from "@/components/ui/tab-nav";

export const EDITOR_SECTIONS = [
  { id: "profile", label: "Profile" },
  { id: "instructions", label: "Instructions" },
  { id: "model-tools", label: "Model & tools" },
  { id: "subagents", label: "Subagents" },
  { id: "builtins", label: "Builtins" },
  { id: "delegation", label: "Delegation" },
  { id: "team-guard", label: "Team guard" },
  { id: "versions", label: "Draft and live" },
  { id: "history", label: "History" },
] as const;

/** Below the sticky save bar (about 8 rem): a section whose top has reached this line is the one being read. */
const READING_LINE = 200;

/** Jump links to the editor's sections; the section being read is marked (aria-current) and kept in view. */
export const SectionNav = memo(function SectionNav({ problems }: { problems?: ReadonlySet<string> }) {
  const [current, setCurrent] = useState<string>(EDITOR_SECTIONS[0].id);
  const list = useRef<HTMLUListElement>(null);
  // A link just followed stays marked while its jump scrolls (near the bottom, the jump cannot bring its section to the line).
  const followed = useRef<{ id: string; at: number } | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (followed.current && performance.now() - followed.current.at < 800) return setCurrent(followed.current.id);
      let found: string = EDITOR_SECTIONS[0].id;
      for (const s of EDITOR_SECTIONS) {
        const top = document.getElementById(s.id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= READING_LINE) found = s.id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setCurrent(atBottom ? (EDITOR_SECTIONS.at(-1)?.id ?? found) : found);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, []);
  useEffect(() => {
    // On narrow screens the links scroll sideways: bring the marked one into view (sideways only).
    const nav = list.current?.parentElement;
    const link = list.current?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!nav || !link) return;
    if (link.offsetLeft < nav.scrollLeft || link.offsetLeft + link.offsetWidth > nav.scrollLeft + nav.clientWidth) {
      nav.scrollTo({ left: link.offsetLeft - 8 });
    }
  }, [current]);

  return (
    <TabNav
      label="Editor sections"
      look="pills"
      currentAs="location"
      listRef={list}
      items={EDITOR_SECTIONS.map((s) => ({
        href: `#${s.id}`,
        current: current === s.id,
        onClick: () => {
          followed.current = { id: s.id, at: performance.now() };
          setCurrent(s.id);
        },
        label: (
          <>
            {s.label}
            {problems?.has(s.id) ? (
              <>
                <span aria-hidden className="ml-1.5 inline-block h-2 w-2 rounded-full bg-red-600 align-middle" />
                <span className="sr-only"> (has problems)</span>
              </>
            ) : null}
          </>
        ),
      }))}
    />
  );
});
