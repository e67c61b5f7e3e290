import type { useRouter } from "next/navigation";
import { deleteExpertAction, setPublishedAction } from "@/lib/actions/expert-edits";
import { publishComparisonAction } from "@/lib/actions/evaluations";
import { discardChangesAction, publishChangesAction } from "@/lib/actions/expert-versions";

// What the publish controls do once pressed (and confirmed): loaded on the first press, not with the editor.

export type PublishContext = {
  expertId: string;
  version: number;
  router: ReturnType<typeof useRouter>;
  onStatus: (status: "draft" | "published") => void;
  onVersion?: (version: number) => void;
  onMessage: (message: string, tone: "ok" | "error") => void;
};

export async function publish(ctx: PublishContext, evaluationRunId: string | null) {
  const { expertId, version } = ctx;
  const result = await publishChangesAction({ expertId, version, evaluationRunId });
  if (result.status !== "ok") return ctx.onMessage(result.message, "error");
  ctx.onVersion?.(result.version);
  ctx.onStatus("published");
  ctx.onMessage(
    `Published as Live v${result.number}: it is listed in the marketplace, and runtimes get it from now on.`,
    "ok",
  );
  ctx.router.refresh();
}

/** rules §16: the evaluation set on the draft against the live version (null: the Expert has none). */
export async function compare(ctx: PublishContext) {
  const compared = await publishComparisonAction({ expertId: ctx.expertId });
  if (compared.status === "ok") return compared.comparison;
  ctx.onMessage(compared.message, "error");
  return undefined;
}

export async function unpublish(ctx: PublishContext) {
  const result = await setPublishedAction({ expertId: ctx.expertId, version: ctx.version, published: false });
  if (result.status !== "ok") return ctx.onMessage(result.message, "error");
  ctx.onStatus("draft");
  ctx.onMessage(
    "Unpublished: it is a draft again. It has left the marketplace and every roster; its live versions are kept.",
    "ok",
  );
  ctx.router.refresh();
}

export async function discard(ctx: PublishContext) {
  const result = await discardChangesAction({ expertId: ctx.expertId, version: ctx.version });
  // A full reload puts the live configuration into every field and the preview.
  if (result.status === "ok") window.location.reload();
  else ctx.onMessage(result.message, "error");
}

export async function remove(ctx: PublishContext) {
  const result = await deleteExpertAction({ expertId: ctx.expertId });
  if (result.status === "ok") ctx.router.push("/studio");
  else ctx.onMessage(result.message, "error");
}
