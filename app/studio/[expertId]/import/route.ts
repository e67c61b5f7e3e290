import { apiError, SEED_SENTENCES } from "@/lib/domain/api-contract";
import { importResponse } from "@/lib/domain/claude-code/import-report";
import { importUploads } from "@/lib/domain/claude-code/import-uploads";
import { isSameOrigin } from "@/lib/server/auth/request-origin";
import { getViewer } from "@/lib/server/auth/session";
import { readUploadForm } from "@/lib/server/studio/read-upload";
import { readImportContext } from "@/lib/server/studio/subagent-transfer";
import { logAuthorizationRefused } from "@/lib/server/log";

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "cache-control": "private, no-store" } });

/**
 * Reads Claude Code subagent files (.md, zips, folders, plugins) for the Expert's editor and
 * answers the specs to add to its draft with a report per file. Stores nothing: the creator
 * saves the draft.
 */
export async function POST(request: Request, { params }: { params: Promise<{ expertId: string }> }) {
  const { expertId } = await params;
  const viewer = await getViewer();
  if (!viewer) return json({ error: "Sign in to import subagents." }, 401);
  if (!isSameOrigin(request)) return json({ error: "Import from the Studio page itself." }, 403);
  const context = await readImportContext(viewer, expertId);
  if (!context) {
    await logAuthorizationRefused({ route: "studio/import", userId: viewer.id, expertId });
    return json(apiError("expert_not_found_or_denied", SEED_SENTENCES.expert_not_found_or_denied), 404);
  }
  const upload = await readUploadForm(request);
  if (!upload.ok) return json({ error: upload.message }, upload.status);
  const outcome = await importUploads(upload.files, context);
  if (!outcome.ok) return json({ error: outcome.message }, 413);
  return json(importResponse(outcome.files, outcome.plugins, outcome.unlisted));
}
