"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, memo, Suspense, useCallback, useMemo, useState, type MouseEvent, type ReactNode } from "react";
import { readStoredExpertAction } from "@/lib/actions/expert-edits";
import { LazyConfirmDialog as ConfirmDialog } from "@/components/ui/lazy-dialogs";
import type { ComboboxGroup } from "@/components/ui/combobox";
import type { EditorCatalog } from "@/lib/domain/editor-catalog";
import type { EditorExpert } from "@/lib/server/studio/expert-editor";
import type { VersionState } from "@/lib/server/studio/expert-versions";
import { InstructionsSection, ModelToolsSection, ProfileSection } from "./basic-sections";
import { BuiltinsSection } from "./builtins-section";
import { DelegationSection } from "./delegation-section";
import type { SavedBriefHints } from "./brief-hints";
import { previewInput } from "./editor-state";
import { liveName } from "@/lib/domain/saved-ago";
import { SavedAgo } from "./saved-ago";
import { useFocusWhenJustCreated } from "./just-created";
import { HistorySection } from "./history-section";
import type { HistoryItem } from "@/lib/domain/history-entry";
import { PreviewSlot, useWideLayout } from "./preview-slot";
import { PublishControls } from "./publish-controls";
import { RoutingPreview } from "./routing-preview";
import { SaveBar } from "./save-bar";
import { StatusBadge } from "./status-badge";
import { SubagentsSection } from "./subagents-section";
import { TeamGuardSection } from "./team-guard-section";
import { useDraftPreview } from "./use-draft-preview";
import { useEditorDraft } from "./use-editor-draft";
import { useEditorProblems } from "./use-editor-problems";
import { VersionsSection } from "./versions-section";
import { useLeaveGuard, useSaveShortcut } from "./use-leave-guard";

type Props = {
  expert: EditorExpert;
  history: HistoryItem[];
  versions?: VersionState | null;
  catalog: EditorCatalog;
  /** The unpublished changes, rendered by the page. */
  versionChanges?: ReactNode;
  /** The saved delegation brief's hints, worked out by the page. */
  savedBriefHints: SavedBriefHints;
};

// Shown only after a refused save, so its code loads then.
const ProblemsPanel = lazy(() => import("./problems-panel").then((m) => ({ default: m.ProblemsPanel })));

// Memoized here: it re-renders when the draft's preview input changes, not on every keystroke.
const MemoRoutingPreview = memo(RoutingPreview);

const LAYER_LABELS = {
  global: "Global layer (platform)",
  preset: "Preset layer (plugins)",
  own: "Own layer (the agent's)",
} as const;

/** The skip link jumps past the header and the save bar to the form's first field. */
function skipToForm(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const name = document.getElementById("name");
  name?.scrollIntoView({ block: "center" });
  name?.focus({ preventScroll: true });
}

export function ExpertEditor({ expert, history, versions, catalog, versionChanges, savedBriefHints }: Props) {
  const router = useRouter();
  const editor = useEditorDraft(expert);
  const { draft, version, dirty, update, fieldErrors } = editor;
  const { problems, sections: marked } = useEditorProblems(fieldErrors);
  const served = versions?.served ?? null;
  const [status, setStatus] = useState(expert.status);
  const [notice, setNotice] = useState<{ text: string; tone: "ok" | "error" } | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const wide = useWideLayout();
  const guard = useLeaveGuard(dirty);
  useSaveShortcut(editor.save);
  useFocusWhenJustCreated(expert.id, "name");

  const { defaultModel, plugins, guardMode, guardMarkers, guardDeny, specs, disabledBuiltins } = draft;
  const previewDraft = useMemo(
    () =>
      previewInput({ ...draft, defaultModel, plugins, guardMode, guardMarkers, guardDeny, specs, disabledBuiltins }),
    // Only the fields the preview reads: typing a description must not make a new preview input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [defaultModel, plugins, guardMode, guardMarkers, guardDeny, specs, disabledBuiltins],
  );
  const preview = useDraftPreview(expert.id, previewDraft, "");
  const verdicts = useMemo(
    () =>
      new Map(
        (preview.injection?.subagentReport ?? [])
          .filter((r) => r.source === "expert" && r.index !== null)
          .map((r) => [r.index as number, r]),
      ),
    [preview.injection],
  );
  const toolGroups = useMemo<ComboboxGroup[]>(
    () =>
      (["global", "preset", "own"] as const).map((layer) => ({
        label: LAYER_LABELS[layer],
        options: (preview.injection?.tools ?? [])
          .filter((t) => t.layer === layer)
          .map((t) => ({ value: t.name, hint: t.plugin })),
      })),
    [preview.injection],
  );
  const publishWarnings = [
    ...(draft.instructions.trim() === ""
      ? ["It has no instructions: the main agent would run without a system prompt of its own."]
      : []),
    ...(draft.specs.length > 0 && draft.specs.every((_, i) => verdicts.get(i)?.status === "dropped")
      ? [
          draft.specs.length === 1
            ? "Its one subagent spec is dropped, so it will not exist at run time."
            : `All ${draft.specs.length} of its subagent specs are dropped, so none of them will exist at run time.`,
        ]
      : []),
  ];

  const notify = useCallback((text: string, tone: "ok" | "error") => setNotice({ text, tone }), []);
  const { resetTo } = editor;
  const reloadStored = useCallback(async () => {
    const stored = await readStoredExpertAction({ expertId: expert.id });
    if (stored.status === "ok") resetTo(stored.expert);
    router.refresh();
  }, [expert.id, resetTo, router]);
  const openPreview = useCallback(() => setPreviewOpen(true), []);

  return (
    <div className="space-y-4">
      <a
        href="#name"
        onClick={skipToForm}
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-800 focus:not-sr-only focus:absolute focus:z-50 focus:ring-2 focus:ring-indigo-600"
      >
        Skip to the first field
      </a>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-slate-600">
            <Link href="/studio" className="hover:underline">
              My Experts
            </Link>{" "}
            /
          </p>
          <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-semibold break-words">
            <span className="min-w-0 [overflow-wrap:anywhere]">{draft.name.trim() || "Untitled Expert"}</span>{" "}
            <StatusBadge status={status} />
          </h1>
          <p className="text-xs [overflow-wrap:anywhere] text-slate-600">
            <span className="font-mono">@{draft.slug}</span> · Draft, <SavedAgo at={editor.savedAt} /> ·{" "}
            {served ? `${liveName(served.number)} is live` : "Not live"}
            {dirty ? " · unsaved changes" : ""}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
            <Link href={`/studio/${expert.id}/playground`} className="text-indigo-700 underline">
              Try it in the playground
            </Link>
            <Link href={`/studio/${expert.id}/evaluations`} className="text-indigo-700 underline">
              Evaluation set
            </Link>
          </p>
        </div>
        <PublishControls
          expertId={expert.id}
          version={version}
          status={status}
          dirty={dirty}
          warnings={publishWarnings}
          delegatable={draft.delegatable}
          versions={versions}
          onStatus={setStatus}
          onVersion={editor.setBaseVersion}
          onMessage={notify}
        />
      </header>
      <SaveBar
        dirty={dirty}
        saving={editor.saving}
        outcome={editor.outcome}
        onSave={editor.save}
        onDiscard={editor.discard}
        onReload={editor.resetTo}
        onOverwrite={editor.overwrite}
        onOpenPreview={wide ? undefined : openPreview}
        problemSections={marked}
      />
      {problems.length > 0 ? (
        <Suspense fallback={null}>
          <ProblemsPanel problems={problems} />
        </Suspense>
      ) : null}
      <p
        role="status"
        aria-live="polite"
        className={`text-sm empty:hidden ${notice?.tone === "error" ? "rounded-md bg-red-50 p-3 text-red-800" : "text-emerald-800"}`}
      >
        {notice?.text}
      </p>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <div className="min-w-0 space-y-6">
          <ProfileSection
            name={draft.name}
            slug={draft.slug}
            description={draft.description}
            priceLabel={draft.priceLabel}
            published={status === "published"}
            update={update}
            fieldErrors={fieldErrors}
          />
          <InstructionsSection instructions={draft.instructions} update={update} fieldErrors={fieldErrors} />
          <ModelToolsSection
            catalog={catalog}
            defaultModel={draft.defaultModel}
            plugins={draft.plugins}
            update={update}
            fieldErrors={fieldErrors}
          />
          <SubagentsSection
            expertId={expert.id}
            specs={draft.specs}
            updateSpecs={editor.updateSpecs}
            verdicts={verdicts}
            previewPending={preview.pending}
            toolGroups={toolGroups}
            defaultModel={draft.defaultModel}
            fieldErrors={fieldErrors}
          />
          <MemoRoutingPreview expertId={expert.id} draft={previewDraft} />
          <BuiltinsSection builtins={catalog.builtins} disabled={draft.disabledBuiltins} update={update} />
          <DelegationSection
            expertId={expert.id}
            delegatable={draft.delegatable}
            delegationBrief={draft.delegationBrief}
            savedBriefHints={savedBriefHints}
            description={draft.description}
            slug={draft.slug}
            update={update}
            fieldErrors={fieldErrors}
          />
          <TeamGuardSection
            guardMode={draft.guardMode}
            guardMarkers={draft.guardMarkers}
            guardDeny={draft.guardDeny}
            update={update}
            fieldErrors={fieldErrors}
          />
          <VersionsSection
            expertId={expert.id}
            version={version}
            state={versions}
            changes={versionChanges}
            dirty={dirty}
            onMessage={notify}
          />
          <HistorySection
            expertId={expert.id}
            version={version}
            items={history}
            dirty={dirty}
            onRestored={reloadStored}
            onMessage={notify}
          />
        </div>
        <PreviewSlot
          wide={wide}
          open={previewOpen}
          onOpenChange={setPreviewOpen}
          expertId={expert.id}
          draft={preview}
          versions={versions}
          savedAt={editor.savedAt}
          dirty={dirty}
        />
      </div>
      <ConfirmDialog
        open={guard.asking}
        title="Leave without saving?"
        confirmLabel="Leave"
        confirmVariant="danger"
        cancelLabel="Stay"
        onConfirm={guard.leave}
        onCancel={guard.stay}
      >
        <p>Your unsaved changes to this Expert will be lost.</p>
      </ConfirmDialog>
    </div>
  );
}
