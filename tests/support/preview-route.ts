import type { PreviewDraft } from "@/lib/domain/expert-draft";
import type { Injection } from "@/lib/domain/injection";

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
