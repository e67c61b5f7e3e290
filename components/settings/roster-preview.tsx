"use client";

import { useRef, useState } from "react";
import { previewRosterAction, type PreviewRosterState } from "@/lib/actions/delegation-settings";
import { completeMention, mentionAtCaret } from "@/lib/domain/mention-autocomplete";
import type { PreviewChoices } from "@/lib/server/settings/roster-preview";
import { Button } from "@/components/ui/button";
import { Label, SelectField, TextArea } from "@/components/ui/field";
import { useDebouncedAction } from "@/components/ui/use-debounced-action";
import type { PolicyDraft } from "./delegation-policy-form";
import { RosterPreviewResult } from "./roster-preview-result";

const DEBOUNCE_MS = 300;
const couldNotLoad = (): PreviewRosterState => ({
  status: "error",
  code: "internal:unexpected",
  message: "The preview could not be loaded. Try again.",
});
/** The preview action's own limit (lib/actions/delegation-settings.ts), said before anything is sent. */
const MESSAGE_LIMIT = 10_000;

/**
 * Pick a main Expert, type a message; the harness's roster for it updates as you type. `policy`: an
 * unsaved policy to preview instead of the saved one (null: the saved one).
 */
export function RosterPreview({ choices, policy }: { choices: PreviewChoices; policy: PolicyDraft | null }) {
  const [expertId, setExpertId] = useState(choices.mainExperts[0]?.id ?? "");
  const [message, setMessage] = useState("");
  const [caret, setCaret] = useState(0);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Typing faster than the server answers: only the newest request may paint.
  const { answer, loading } = useDebouncedAction({
    input: expertId ? { expertId, message, ...(policy ? { policy } : {}) } : null,
    run: previewRosterAction,
    delayMs: DEBOUNCE_MS,
    onThrow: couldNotLoad,
  });
  const state = answer?.value ?? null;
  // The message the shown preview was computed for (typing runs ahead of the server).
  const shownFor = answer?.input.message ?? "";

  if (choices.mainExperts.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        You have no Expert to preview yet: get access to one in the marketplace or create one in the Studio.
      </p>
    );
  }

  const partial = mentionAtCaret(message, caret);
  const suggestions = partial ? choices.mentionable.filter((m) => m.slug.startsWith(partial.partial)).slice(0, 8) : [];
  const pick = (slug: string) => {
    const next = completeMention(message, caret, slug);
    setMessage(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <SelectField
          id="preview-expert"
          label="Main Expert"
          value={expertId}
          onChange={(e) => setExpertId(e.target.value)}
        >
          {choices.mainExperts.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </SelectField>
        <div className="space-y-1">
          <Label htmlFor="preview-message">Message</Label>
          <TextArea
            id="preview-message"
            ref={textarea}
            rows={3}
            value={message}
            maxLength={MESSAGE_LIMIT}
            aria-describedby="preview-message-hint"
            onChange={(e) => {
              setMessage(e.target.value);
              setCaret(e.target.selectionStart ?? e.target.value.length);
            }}
            onSelect={(e) => setCaret(e.currentTarget.selectionStart ?? 0)}
          />
          <p id="preview-message-hint" className="text-xs text-slate-600">
            Type @ and the start of a slug to mention an Expert. {message.length.toLocaleString("en")} /{" "}
            {MESSAGE_LIMIT.toLocaleString("en")} characters.
          </p>
          {suggestions.length > 0 ? (
            <ul aria-label="Mention suggestions" className="flex flex-wrap gap-2">
              {suggestions.map((s) => (
                <li key={s.slug}>
                  <Button size="xs" className="font-mono" onClick={() => pick(s.slug)}>
                    @{s.slug}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <p aria-live="polite" className="min-h-5 text-xs text-slate-600">
        {loading ? "Updating preview…" : ""}
      </p>
      {state?.status === "error" ? (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      ) : null}
      {state?.status === "ok" ? <RosterPreviewResult preview={state.preview} message={shownFor} /> : null}
    </div>
  );
}
