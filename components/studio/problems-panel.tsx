"use client";

import { useEffect, useRef } from "react";
import type { EditorProblem } from "@/lib/domain/editor-problems";
import { focusField } from "./focus-field";

/**
 * After a refused save: every problem, each a link that scrolls to its field and focuses it. Takes
 * focus when it appears, so the keyboard and screen readers land on the list.
 */
export function ProblemsPanel({ problems }: { problems: EditorProblem[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const count = problems.length;
  useEffect(() => {
    if (count > 0) heading.current?.focus({ preventScroll: false });
  }, [problems, count]);
  if (count === 0) return null;
  return (
    <section
      aria-labelledby="problems-heading"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <h2
        id="problems-heading"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-40 font-semibold focus-visible:outline-2 focus-visible:outline-red-700"
      >
        {count === 1 ? "1 problem stops the save" : `${count} problems stop the save`}
      </h2>
      <ul className="mt-2 space-y-1">
        {problems.map((p) => (
          <li key={`${p.section}:${p.target}`} className="min-w-0 [overflow-wrap:anywhere]">
            <a
              href={`#${p.target}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(p.target);
              }}
              className="font-medium underline"
            >
              {p.label}
            </a>
            : {p.messages.join(" ")}
          </li>
        ))}
      </ul>
    </section>
  );
}
