"use client";

import { useMemo, useState } from "react";
import { useDebouncedAction } from "@/components/ui/use-debounced-action";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import type { FieldErrors } from "@/lib/domain/field-errors";
import type { Injection } from "@/lib/domain/injection";

type Result = { injection: Injection | null; error: string | null };
type Asked = { expertId: string; revision: string; draft: PreviewDraft };
/** What the route answers: the injection, a refusal with field errors, or a route's refusal (`error`). */
type Answer =
  | { status: "ok"; injection: Injection }
  | { status: "error"; message: string; fieldErrors?: FieldErrors }
  | { error: string };

const couldNotLoad = (): Result => ({ injection: null, error: "The preview could not be loaded." });

async function previewOf({ expertId, draft }: Asked): Promise<Result> {
  // The draft as JSON to the preview's route (not a server action: up to 40 MB, parsed off the server's thread).
  const response = await fetch(`/studio/${encodeURIComponent(expertId)}/preview`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(draft),
  });
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== "object" || body === null) return couldNotLoad();
  const answer = body as Answer;
  if ("status" in answer) {
    if (answer.status === "ok" && response.ok) return { injection: answer.injection, error: null };
    if (answer.status === "error") return { injection: null, error: await whyNot(answer.message, answer.fieldErrors) };
  }
  // A refusal before the draft was read (signed out, not the owner's, too large, not JSON): its sentence.
  if ("error" in answer && typeof answer.error === "string") return { injection: null, error: answer.error };
  return couldNotLoad();
}

/** The preview's refusal with its reasons, each field named in plain words (the wording loads with the first). */
async function whyNot(message: string, fieldErrors: FieldErrors | undefined): Promise<string> {
  if (!fieldErrors) return message;
  const { previewRefusal } = await import("./refusals");
  return previewRefusal(message, fieldErrors);
}

/** The harness preview of the unsaved draft, debounced; answers to superseded drafts are ignored. */
export function useDraftPreview(expertId: string, draft: PreviewDraft, revision: string, delayMs = 400) {
  const [lastGood, setLastGood] = useState<Injection | null>(null);
  const preview = useDebouncedAction({
    input: { expertId, revision, draft },
    run: previewOf,
    delayMs,
    onThrow: couldNotLoad,
    onAnswer: (result) => {
      if (result.injection) setLastGood(result.injection);
    },
  });

  const { pending, answer } = preview;
  const current = pending ? null : (answer?.value ?? null);
  // While a newer draft is checked, or when it fails, the last good answer stays on screen.
  const injection = current?.injection ?? lastGood;
  const error = current?.error ?? null;
  // One object per answer, not per render: the preview beside the form is memoized on it.
  return useMemo(() => ({ injection, error, pending }), [injection, error, pending]);
}
