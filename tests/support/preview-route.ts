import type { PreviewDraft } from "@/lib/domain/expert-draft";
import type { Injection } from "@/lib/domain/injection";
import { PREVIEW_LIMITS, type InjectionBounds } from "@/lib/domain/preview-bounds";
import type { Viewer } from "@/lib/server/auth/users";

// The Studio's draft preview, POST /studio/<expertId>/preview, called as the editor calls it: the
// draft as JSON in the body, the signed-in user set with actAs. Import after the test database is set.

export type PreviewAnswer =
  | { status: "ok"; injection: Injection }
  | { status: "error"; code: string; message: string; fieldErrors?: Record<string, string[]> }
  | { error: string; code?: string };

/** The route's Response to `body` as it is (a string, bytes or a stream), with these headers. */
export async function postPreview(
  expertId: string,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { POST } = await import("@/app/studio/[expertId]/preview/route");
  const request = new Request(`http://test/studio/${encodeURIComponent(expertId)}/preview`, {
    method: "POST",
    body,
    headers: { host: "test", "content-type": "application/json", ...headers },
    duplex: "half",
  } as RequestInit);
  return POST(request, { params: Promise.resolve({ expertId }) });
}

/** The draft's preview as the editor reads it: the HTTP status and the answer's JSON. */
export async function previewDraft(
  expertId: string,
  draft: PreviewDraft | Record<string, unknown>,
): Promise<{ status: number; answer: PreviewAnswer }> {
  const res = await postPreview(expertId, JSON.stringify(draft));
  return { status: res.status, answer: (await res.json()) as PreviewAnswer };
}

/** The injection of an answer that must be one. */
export function injectionOf(answer: PreviewAnswer): Injection {
  if (!("status" in answer) || answer.status !== "ok") throw new Error(`not previewed: ${JSON.stringify(answer)}`);
  return answer.injection;
}

/**
 * A draft in hand previewed through the route's own path (draftPreviewSource, then the worker), as
 * the injection. Null when the viewer may not edit the Expert; a draft the worker refuses throws.
 */
export async function previewDraftView(
  viewer: Viewer,
  expertId: string,
  draft: PreviewDraft,
  limits: InjectionBounds = PREVIEW_LIMITS,
): Promise<Injection | null> {
  const { draftPreviewSource, previewDraftBytes } = await import("@/lib/server/harness/draft-preview");
  const source = await draftPreviewSource(viewer, expertId);
  if (!source) return null;
  const answer = await previewDraftBytes(source, new TextEncoder().encode(JSON.stringify(draft)), limits);
  return injectionOf(JSON.parse(answer.json) as PreviewAnswer);
}
