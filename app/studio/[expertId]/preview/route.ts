import { apiError, SEED_SENTENCES } from "@/lib/domain/api-contract";
import { refuse, sessionRoute } from "@/lib/server/api/session-route";
import { readCappedBody } from "@/lib/server/auth/capped-body";
import { draftPreviewSource } from "@/lib/server/harness/draft-preview";
import {
  DRAFT_PREVIEW_MAX_BYTES,
  DRAFT_PREVIEW_TOO_LARGE,
  draftPreviewResponse,
} from "@/lib/server/studio/draft-preview-request";

/**
 * The Studio's live preview of the unsaved draft (the body: the draft as JSON, PreviewDraftSchema).
 * Answers `{ status: "ok", injection }`, or the draft's field errors under "The draft cannot be
 * previewed yet.". A route handler rather than a server action, so that the draft (up to 40 MB,
 * counted as it streams) is neither buffered by the proxy (this path is outside its matcher) nor
 * decoded on the thread that answers every other request: its bytes go to the harness worker as
 * they came, and its answer comes back as JSON text.
 */
export const POST = sessionRoute<{ expertId: string }>(
  {
    area: "studio/preview",
    form: "json",
    signIn: { error: "Sign in to continue." },
    otherOrigin: { error: "Preview the draft from the Studio page itself." },
    notFound: apiError("expert_not_found_or_denied", SEED_SENTENCES.expert_not_found_or_denied),
  },
  async (request, { viewer, params: { expertId }, notFound }) => {
    // Whoever may not edit the Expert is answered before a byte of the draft is read.
    const source = await draftPreviewSource(viewer, expertId);
    if (!source) return notFound();
    const body = await readCappedBody(request, DRAFT_PREVIEW_MAX_BYTES);
    if (!body.ok) refuse(413, { error: DRAFT_PREVIEW_TOO_LARGE });
    return draftPreviewResponse(viewer, expertId, source, body.bytes);
  },
);
