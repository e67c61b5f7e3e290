import { apiError, SEED_SENTENCES } from "@/lib/domain/api-contract";
import { importResponse } from "@/lib/domain/claude-code/import-report";
import { importUploads } from "@/lib/domain/claude-code/import-uploads";
import { refuse, sessionRoute } from "@/lib/server/api/session-route";
import { readUploadForm } from "@/lib/server/studio/read-upload";
import { readImportContext } from "@/lib/server/studio/subagent-transfer";

/**
 * Reads Claude Code subagent files (.md, zips, folders, plugins) for the Expert's editor and
 * answers the specs to add to its draft with a report per file. Stores nothing: the creator
 * saves the draft.
 */
export const POST = sessionRoute<{ expertId: string }>(
  {
    area: "studio/import",
    form: "json",
    signIn: { error: "Sign in to import subagents." },
    otherOrigin: { error: "Import from the Studio page itself." },
    notFound: apiError("expert_not_found_or_denied", SEED_SENTENCES.expert_not_found_or_denied),
  },
  async (request, { viewer, params: { expertId }, notFound }) => {
    const context = await readImportContext(viewer, expertId);
    if (!context) return notFound();
    const upload = await readUploadForm(request);
    if (!upload.ok) refuse(upload.status, { error: upload.message });
    const outcome = await importUploads(upload.files, context);
    if (!outcome.ok) refuse(413, { error: outcome.message });
    return Response.json(importResponse(outcome.files, outcome.plugins, outcome.unlisted), {
      headers: { "cache-control": "private, no-store" },
    });
  },
);
