"use client";

import clsx from "clsx";
import { memo, useEffect, useState } from "react";

export const EDITOR_SECTIONS = [
  { id: "profile", label: "Profile" },
  { id: "instructions", label: "Instructions" },
  { id: "model-tools", label: "Model & tools" },
  { id: "subagents", label: "Subagents" },
  { id: "builtins", label: "Builtins" },
  { id: "delegation", label: "Delegation" },
  { id: "team-guard", label: "Team guard" },
  { id: "history", label: "History" },
] as const;

/** Jump links to the editor's sections; the section being read is marked (aria-current). */
export const SectionNav = memo(function SectionNav() {
  const [current, setCurrent] = useState<string>(EDITOR_SECTIONS[0].id);
  useEffect(() => {
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = EDITOR_SECTIONS.find((s) => visible.has(s.id));
        if (first) setCurrent(first.id);
      },
      // A section counts once it reaches the band just below the sticky bar.
      { rootMargin: "-140px 0px -55% 0px" },
    );
    for (const s of EDITOR_SECTIONS) {
      const element = document.getElementById(s.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, []);

  return (
    <nav aria-label="Editor sections" className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 px-1 text-sm">
        {EDITOR_SECTIONS.map((s) => (
          <li key={s.id} className="shrink-0">
            <a
              href={`#${s.id}`}
              aria-current={current === s.id ? "location" : undefined}
              onClick={() => setCurrent(s.id)}
              className={clsx(
                "block whitespace-nowrap rounded-md px-2.5 py-1.5 font-medium",
                current === s.id ? "bg-indigo-50 text-indigo-800 ring-1 ring-inset ring-indigo-200" : "text-slate-700 hover:bg-slate-100",
              )}>
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});
