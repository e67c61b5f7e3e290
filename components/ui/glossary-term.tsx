"use client";

import { useId, useState } from "react";

/** A term people may not know, as a button that shows its plain-words meaning beside it (keyboard and screen readers alike). */
export function GlossaryTerm({ term, children }: { term: string; children: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${term}: what this means`}
        onClick={() => setOpen((o) => !o)}
        className="cursor-help underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {term}
      </button>
      <span id={id} role="note" hidden={!open} className="ml-1 rounded bg-slate-100 px-1 text-slate-800">
        {children}
      </span>
    </>
  );
}
