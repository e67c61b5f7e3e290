"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { saveExpertAction } from "@/app/studio/[expertId]/actions";
import { primaryButton } from "@/components/ui/button-classes";
import type { EditorExpert } from "@/lib/server/studio/expert-editor";
import { InstructionsSection, ModelSection, ProfileSection } from "./basic-sections";
import { BuiltinsSection } from "./builtins-section";
import { DelegationSection } from "./delegation-section";
import { draftFromExpert, isJsonObject, previewInput, saveInput, specKey, type EditorDraft } from "./editor-state";
import { HistorySection, type HistoryItem } from "./history-section";
import { PluginsSection } from "./plugins-section";
import { PreviewPanel } from "./preview-panel";
import { PublishControls } from "./publish-controls";
import { RoutingPreview } from "./routing-preview";
import { StatusBadge } from "./status-badge";
import { SubagentImportExport } from "./subagent-import-export";
import { SubagentsSection } from "./subagents-section";
import { TeamGuardSection } from "./team-guard-section";
import { useDraftPreview } from "./use-draft-preview";

type Props = { expert: EditorExpert; history: HistoryItem[] };

export function ExpertEditor({ expert, history }: Props) {
  const router = useRouter();
  const [draft, setDraft] = useState<EditorDraft>(() => draftFromExpert(expert));
  const [saved, setSaved] = useState(() => JSON.stringify(saveInput(draftFromExpert(expert))));
  const [version, setVersion] = useState(expert.version);
  const [status, setStatus] = useState(expert.status);
  const [disabledBuiltins, setDisabledBuiltins] = useState(expert.disabledBuiltins);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]> | undefined>();
  const [message, setMessage] = useState<{ text: string; tone: "ok" | "error" } | null>(null);
  const [saving, startSave] = useTransition();

  const dirty = JSON.stringify(saveInput(draft)) !== saved;
  // A newer stored version made outside this form (publishing or unpublishing) replaces an unchanged draft;
  // with unsaved changes the draft stays, and saving it reports the conflict instead of losing either.
  const [seenVersion, setSeenVersion] = useState(expert.version);
  if (expert.version !== seenVersion) {
    setSeenVersion(expert.version);
    if (expert.version > version && !dirty) {
      const fresh = draftFromExpert(expert);
      setDraft(fresh);
      setSaved(JSON.stringify(saveInput(fresh)));
      setVersion(expert.version);
    }
  }
  const preview = useDraftPreview(expert.id, previewInput(draft), [...disabledBuiltins].sort().join(","));
  const verdicts = useMemo(
    () => new Map((preview.injection?.subagentReport ?? []).filter((r) => r.source === "expert" && r.index !== null).map((r) => [r.index as number, r])),
    [preview.injection],
  );
  const publishWarnings = [
    ...(draft.instructions.trim() === "" ? ["It has no instructions: the main agent would run without a system prompt of its own."] : []),
    ...(draft.specs.length > 0 && draft.specs.every((_, i) => verdicts.get(i)?.status === "dropped")
      ? [`Every one of its ${draft.specs.length} subagent specs is dropped, so none of them will exist at run time.`]
      : []),
  ];

  const update = (patch: Partial<EditorDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const notify = (text: string, tone: "ok" | "error") => setMessage({ text, tone });
  const save = () =>
    startSave(async () => {
      const input = saveInput(draft);
      const result = await saveExpertAction({ ...input, expertId: expert.id, version });
      if (result.status === "ok") {
        setVersion(result.version);
        setSaved(JSON.stringify(input));
        setFieldErrors(undefined);
        notify(`Saved. This is version ${result.version}.`, "ok");
        router.refresh();
      } else {
        setFieldErrors(result.fieldErrors);
        notify(result.message, "error");
      }
    });

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">
            <Link href="/studio" className="hover:underline">My Experts</Link> /
          </p>
          <h1 className="flex items-center gap-3 text-2xl font-semibold">
            {draft.name.trim() || "Untitled Expert"} <StatusBadge status={status} />
          </h1>
          <p className="font-mono text-xs text-slate-600">@{draft.slug} · version {version}{dirty ? " · unsaved changes" : ""}</p>
        </div>
        <div className="flex flex-col items-end gap-2">
          <div className="flex gap-2">
            <button type="button" className={primaryButton} disabled={saving || !dirty} onClick={save}>
              {saving ? "Saving…" : "Save changes"}
            </button>
          </div>
          <PublishControls expertId={expert.id} version={version} status={status} dirty={dirty} warnings={publishWarnings} onStatus={setStatus} onMessage={notify} />
        </div>
      </header>
      <p role="status" aria-live="polite" className={`text-sm empty:hidden ${message?.tone === "error" ? "rounded-md bg-red-50 p-3 text-red-800" : "text-emerald-800"}`}>
        {message?.text}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-6">
          <ProfileSection draft={draft} update={update} fieldErrors={fieldErrors} published={status === "published"} />
          <InstructionsSection draft={draft} update={update} fieldErrors={fieldErrors} />
          <ModelSection draft={draft} update={update} fieldErrors={fieldErrors} />
          <PluginsSection draft={draft} update={update} fieldErrors={fieldErrors} />
          <SubagentsSection
            specs={draft.specs}
            onChange={(specs) => update({ specs })}
            verdicts={verdicts}
            previewPending={preview.pending}
            surfaceTools={(preview.injection?.tools ?? []).map((t) => t.name)}
            defaultModel={draft.defaultModel}
            fieldErrors={fieldErrors}
            importExportSlot={
              <SubagentImportExport
                expertId={expert.id}
                specs={draft.specs.map((s) => s.raw)}
                onImport={(raws) => setDraft((d) => ({ ...d, specs: [...d.specs, ...raws.map((raw) => ({ key: specKey(), raw, mode: isJsonObject(raw) ? ("form" as const) : ("raw" as const) }))] }))}
                onReplaceSpec={(previous, next) => setDraft((d) => ({ ...d, specs: replaceFirst(d.specs, previous, next) }))}
              />
            }
          />
          <RoutingPreview expertId={expert.id} draft={previewInput(draft)} />
          <BuiltinsSection expertId={expert.id} disabled={disabledBuiltins} onChanged={setDisabledBuiltins} />
          <DelegationSection draft={draft} update={update} fieldErrors={fieldErrors} />
          <TeamGuardSection draft={draft} update={update} fieldErrors={fieldErrors} />
          <HistorySection expertId={expert.id} version={version} items={history} dirty={dirty} onMessage={notify} />
        </div>
        <PreviewPanel injection={preview.injection} pending={preview.pending} error={preview.error} />
      </div>
    </div>
  );
}

function replaceFirst(specs: EditorDraft["specs"], previous: string, next: string): EditorDraft["specs"] {
  const at = specs.findIndex((s) => s.raw === previous);
  return at === -1 ? specs : specs.map((s, i) => (i === at ? { ...s, raw: next } : s));
}
