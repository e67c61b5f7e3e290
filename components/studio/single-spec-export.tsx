"use client";

import { useId, useState } from "react";
import { uniqueFileNames } from "@/lib/domain/claude-code/file-names";
import { specNameOf } from "@/lib/domain/claude-code/names";
import { formatNote } from "@/lib/domain/claude-code/notes";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";

/**
 * Downloads one subagent of the draft, as it is on screen, as a Claude Code `.md` file. The exporter
 * (with the YAML writer, ~40 kB gzip) loads on the first download, not with the editor.
 */
export function SingleSpecExport({ specs }: { specs: readonly string[] }) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [report, setReport] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  if (specs.length === 0) return <p className="text-slate-600">No subagents to export yet.</p>;
  const chosen = Math.min(index, specs.length - 1);

  async function download() {
    setFailed(false);
    const exporter = await import("@/lib/domain/claude-code/export-spec").catch(() => null);
    if (!exporter) return setFailed(true);
    const raw = specs[chosen];
    if (raw === undefined) return;
    const result = exporter.exportSpec(raw, chosen + 1);
    setReport(result.notes.map(formatNote));
    if (result.content === null) return;
    const [fileName = `subagent-${chosen + 1}.md`] = uniqueFileNames([result.name ?? `subagent-${chosen + 1}`]);
    const url = URL.createObjectURL(new Blob([result.content], { type: "text/markdown;charset=utf-8" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <SelectField
            id={id}
            label="One subagent of the draft, as on screen, as a .md file"
            value={chosen}
            onChange={(e) => {
              setIndex(Number(e.target.value));
              setReport(null);
            }}
          >
            {specs.map((raw, i) => (
              <option key={i} value={i}>{`${i + 1}. ${specNameOf(raw) || "(no name)"}`}</option>
            ))}
          </SelectField>
        </div>
        <Button onClick={() => void download()}>Download .md</Button>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {failed ? (
          <p className="text-red-700">The exporter could not be loaded. Check the connection and try again.</p>
        ) : report === null ? null : report.length === 0 ? (
          <p className="text-emerald-800">Exported; everything was carried over.</p>
        ) : (
          <ul className="list-disc space-y-0.5 pl-5 text-slate-700">
            {report.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
