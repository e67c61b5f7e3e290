"use client";

import { useMemo, useState } from "react";
import { previewDraftAction } from "@/lib/actions/expert-edits";
import { useDebouncedAction } from "@/components/ui/use-debounced-action";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import type { FieldErrors } from "@/lib/domain/field-errors";
import type { Injection } from "@/lib/domain/injection";

type Result = { injection: Injection | null; error: string | null };
type Asked = { expertId: string; revision: string; draft: PreviewDraft };

async function previewOf({ expertId, draft }: Asked): Promise<Result> {
  // One JSON string, as the save sends its draft (jsonStringInput).
  const response = await previewDraftAction(JSON.stringify({ ...draft, expertId }));
  return response.status === "ok"
    ? { injection: response.injection, error: null }
    : { injection: null, error: await whyNot(response.message, response.fieldErrors) };
}

/** The preview's refusal with its reasons, each field named in plain words (the wording loads with the first). */
async function whyNot(message: string, fieldErrors: FieldErrors | undefined): Promise<string> {
  if (!fieldErrors) return message;
  const { previewRefusal } = await import("./refusals");
  return previewRefusal(message, fieldErrors);
}

const couldNotLoad = (): Result => ({ injection: null, error: "The preview could not be loaded." });

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
