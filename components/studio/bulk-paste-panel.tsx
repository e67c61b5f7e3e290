"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { readBulkPaste, type PasteReading } from "@/lib/domain/bulk-paste";

type Props = { existing: readonly string[]; onAdd: (raws: string[]) => void; onClose: () => void };

/**
 * Many subagents at once: paste a JSON array of specs or several Claude Code agent files, review
 * what was read (names, duplicates, what cannot be added), then add them to the draft. Save stores them.
 */
export function BulkPastePanel({ existing, onAdd, onClose }: Props) {
  const [text, setText] = useState("");
  const [reading, setReading] = useState<PasteReading | null>(null);
  const review = useRef<HTMLHeadingElement>(null);
  const addable = reading && reading.kind !== "refused" ? reading.specs.filter((s) => s.raw !== null) : [];

  const read = () => {
    const next = readBulkPaste(text, existing);
    setReading(next);
    if (next.kind !== "refused") requestAnimationFrame(() => review.current?.focus());
  };
  const add = () => {
    onAdd(addable.map((s) => s.raw!));
    onClose();
  };

  return (
    <div
      role="group"
      aria-label="Paste many subagents"
      className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <TextAreaField
        id="bulk-paste"
        label="Paste many subagents"
        rows={8}
        spellCheck={false}
        className="font-mono text-xs"
        hint="A JSON array of specs ([{ … }, { … }]), or Claude Code agent files one after another, each starting with its --- frontmatter. To add .md files from disk, use Import below."
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setReading(null);
        }}
        errors={reading?.kind === "refused" ? [reading.message] : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="primary" onClick={read} disabled={text.trim() === ""}>
          Review
        </Button>
        <Button size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
      {reading && reading.kind !== "refused" ? (
        <div className="space-y-2">
          <h3
            ref={review}
            tabIndex={-1}
            className="text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            Read {reading.specs.length} {reading.kind === "json" ? "JSON spec" : "Claude Code file"}
            {reading.specs.length === 1 ? "" : "s"}: {addable.length} can be added
          </h3>
          <ol aria-label="Subagents to add" className="max-w-full space-y-1 text-xs">
            {reading.specs.map((s, i) => (
              <li
                key={i}
                className="min-w-0 rounded border border-slate-200 bg-white px-2 py-1 [overflow-wrap:anywhere]"
              >
                <span className="font-mono font-semibold">{s.name ?? "(no name)"}</span>{" "}
                <span className="text-slate-600">· {s.source}</span>
                {s.raw === null ? <span className="font-medium text-red-800"> · cannot be added</span> : null}
                {s.duplicateOf !== null ? (
                  <span className="text-amber-800">
                    {" "}
                    · the name is already used by subagent {s.duplicateOf + 1}: rename one, or the later one is dropped
                  </span>
                ) : null}
                {s.notes.length > 0 ? <p className="text-slate-700">{s.notes.join(" ")}</p> : null}
              </li>
            ))}
          </ol>
          <Button size="sm" variant="primary" onClick={add} disabled={addable.length === 0}>
            {addable.length === 1 ? "Add 1 subagent to the draft" : `Add ${addable.length} subagents to the draft`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
