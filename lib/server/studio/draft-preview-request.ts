import "server-only";
import type { ActionError } from "@/lib/server/action";
import type { Viewer } from "@/lib/server/auth/users";
import { AppError } from "@/lib/server/errors";
import { previewDraftBytes, type DraftPreviewSource } from "@/lib/server/harness/draft-preview";
import { currentRequestLog, errorFields } from "@/lib/server/log";

/**
 * The most a draft sent for its preview may hold, in bytes, counted as it streams: the server
 * actions' limit (`serverActions.bodySizeLimit` in next.config.ts), which the save still has. 500
 * specs of 64,000 characters come to about 33 MB of JSON.
 */
export const DRAFT_PREVIEW_MAX_BYTES = 40 * 1024 * 1024;
export const DRAFT_PREVIEW_TOO_LARGE = "The draft is too large to preview (limit 40 MB).";

const JSON_NO_STORE = { "content-type": "application/json", "cache-control": "private, no-store" };

/**
 * The route's answer to a draft's bytes: the worker's JSON as it is (the injection, or the draft's
 * field errors as the editor reads them, or why the body is not a JSON draft). A failure of the
 * worker is logged as a failed action is and answered with the same sentence.
 */
export async function draftPreviewResponse(
  viewer: Viewer,
  expertId: string,
  source: DraftPreviewSource,
  bytes: Uint8Array,
): Promise<Response> {
  try {
    const answer = await previewDraftBytes(source, bytes);
    return new Response(answer.json, { status: answer.status, headers: JSON_NO_STORE });
  } catch (error) {
    const logger = await currentRequestLog();
    logger.error(
      { event: "route_failed", route: "studio/preview", userId: viewer.id, expertId, ...errorFields(error) },
      "route failed",
    );
    const failed = new AppError("internal:unexpected");
    const body: ActionError = { status: "error", code: failed.code, message: failed.message };
    return Response.json(body, { status: failed.httpStatus, headers: JSON_NO_STORE });
  }
}
