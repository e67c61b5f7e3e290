import type { ExpertDraftInput } from "@/lib/domain/expert-draft";
import type { Db } from "@/lib/prisma-client";
import type { Viewer } from "@/lib/server/auth/users";
import { actAs } from "./acting-as";

/** Fields as a <form> posts them, for actions used as a form's action. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

/** Creates an Expert through the Studio's own create action, signed in as `viewer`; returns its id. */
export async function createExpertAs(viewer: Viewer, name: string, slug: string): Promise<string> {
  const { createExpertAction } = await import("@/lib/actions/expert-creation");
  actAs(viewer);
  const result = await createExpertAction({ status: "idle" }, formData({ name, slug }));
  if (result.status !== "ok") throw new Error(JSON.stringify(result));
  return result.id;
}

/** The Expert's stored draft as the editor submits it, and the version a save of it must name. */
export async function storedDraft(db: Db, expertId: string): Promise<{ version: number; draft: ExpertDraftInput }> {
  const row = await db.expert.findUniqueOrThrow({
    where: { id: expertId },
    include: { subagents: { orderBy: { position: "asc" } } },
  });
  return {
    version: row.version,
    draft: {
      name: row.name,
      slug: row.slug,
      description: row.description,
      priceLabel: row.priceLabel,
      instructions: row.instructions,
      defaultModel: row.defaultModel,
      plugins: row.plugins as string[],
      delegatable: row.delegatable,
      delegationBrief: row.delegationBrief,
      teamGuard: { mode: row.guardMode, markers: row.guardMarkers as string[], deny: row.guardDeny as string[] },
      specs: row.subagents.map((s) => s.raw),
    },
  };
}
