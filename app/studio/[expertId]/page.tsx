import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ExpertEditor } from "@/components/studio/expert-editor";
import { UnpublishedChanges } from "@/components/studio/unpublished-changes";
import { editorCatalog } from "@/lib/domain/editor-catalog";
import { briefHints } from "@/lib/domain/brief-hints";
import { historyItem } from "@/lib/domain/history-entry";
import { getExpertForEditor, listExpertHistory } from "@/lib/server/studio/expert-editor";
import { getVersionState } from "@/lib/server/studio/expert-versions";
import { requireViewer } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Edit Expert" };

export default async function ExpertEditorPage({ params }: PageProps<"/studio/[expertId]">) {
  const { expertId } = await params;
  const viewer = await requireViewer(`/studio/${encodeURIComponent(expertId)}`);
  // Someone else's Expert answers exactly like a missing one.
  const expert = await getExpertForEditor(viewer, expertId);
  if (!expert) notFound();
  const [history, versions] = await Promise.all([
    listExpertHistory(viewer, expertId),
    getVersionState(viewer, expertId),
  ]);
  const savedBrief = expert.delegationBrief ?? "";
  return (
    <ExpertEditor
      key={expert.id}
      expert={expert}
      history={history.map(historyItem)}
      versions={versions}
      catalog={editorCatalog()}
      versionChanges={versions ? <UnpublishedChanges state={versions} /> : null}
      savedBriefHints={{ brief: savedBrief, hints: briefHints(savedBrief) }}
    />
  );
}
