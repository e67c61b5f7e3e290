"use client";

import { lazy, Suspense, useId, useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import type { SubagentImportExport as Panel } from "./subagent-import-export";

// The Claude Code panel (upload, review, export) is used now and then: its code loads when the
// creator opens it, not with the editor.
const SubagentImportExport = lazy(() =>
  import("./subagent-import-export").then((m) => ({ default: m.SubagentImportExport })),
);

/** "Import and export (Claude Code)", closed until asked for; once opened it stays mounted so an import's report survives closing it. */
export function ImportExportDisclosure(props: ComponentProps<typeof Panel>) {
  const heading = useId();
  const panel = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <section aria-labelledby={heading} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={heading} className="text-lg font-semibold">
          Import and export (Claude Code)
        </h2>
        <Button
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}
        >
          {open ? "Close import and export" : "Open import and export"}
        </Button>
      </div>
      {open ? null : (
        <p className="text-sm text-slate-600">
          Read Claude Code subagent files (.md, .zip, a folder or a plugin) into the draft, or export subagents as .md
          files.
        </p>
      )}
      <div id={panel} hidden={!open}>
        {opened ? (
          <Suspense fallback={<p className="text-sm text-slate-600">Loading import and export…</p>}>
            <SubagentImportExport {...props} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
