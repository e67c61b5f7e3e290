"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { saveDelegationPolicyAction, type SavePolicyState } from "@/lib/actions/delegation-settings";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/section-card";
import type { PolicyMode } from "@/lib/domain/delegation-policy";
import { messagesUnder } from "@/lib/domain/field-errors";
import type { DelegationSettings } from "@/lib/server/settings/delegation-policy";
import { WhitelistPicker } from "./whitelist-picker";

const MODES: { value: PolicyMode; label: string; hint: string }[] = [
  {
    value: "none",
    label: "None",
    hint: "Your Experts call on no other Expert, except ones you @-mention in a message.",
  },
  { value: "all", label: "All", hint: "Every Expert you have access to that accepts delegation, by name." },
  { value: "whitelist", label: "Whitelist", hint: "Only the Experts you list below, in your order (at most 10)." },
];

export type PolicyDraft = { mode: PolicyMode; whitelist: string[] };

type Props = { settings: DelegationSettings; draft: PolicyDraft; onDraftChange: (draft: PolicyDraft) => void };

/** The policy and whitelist being edited; the parent holds them so the roster preview can show them before a save. */
export function DelegationPolicyForm({ settings, draft, onDraftChange }: Props) {
  const router = useRouter();
  const { mode, whitelist } = draft;
  const setMode = (next: PolicyMode) => onDraftChange({ ...draft, mode: next });
  const setWhitelist = (next: string[]) => onDraftChange({ ...draft, whitelist: next });
  const [state, setState] = useState<SavePolicyState | null>(null);
  const [pending, startTransition] = useTransition();
  const known = useMemo(
    () => new Map([...settings.options, ...settings.whitelist].map((e) => [e.id, e])),
    [settings.options, settings.whitelist],
  );

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await saveDelegationPolicyAction({ mode, whitelist });
      setState(result);
      if (result.status === "ok") router.refresh();
    });
  };

  const fieldErrors = state?.status === "error" ? state.fieldErrors : undefined;
  const whitelistError = messagesUnder(fieldErrors, "whitelist").join(" ") || undefined;
  // A refusal about one field is printed beside that field; the line by the button only says it was not saved.
  const status =
    state?.status === "error" && (whitelistError || fieldErrors?.mode) ? "Not saved." : (state?.message ?? "");
  return (
    <form onSubmit={save} className={cardClass("space-y-5")} aria-labelledby="policy-heading">
      <h2 id="policy-heading" className="text-lg font-semibold">
        Delegation policy
      </h2>
      <fieldset aria-describedby={fieldErrors?.mode ? "mode-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">Which Experts may your Experts call on?</legend>
        <div className="space-y-2">
          {MODES.map((m) => (
            <label key={m.value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="mode"
                value={m.value}
                checked={mode === m.value}
                onChange={() => setMode(m.value)}
                className="mt-1"
              />
              <span>
                <span className="font-medium">{m.label}</span>
                <span className="block text-slate-600">{m.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {fieldErrors?.mode ? (
          <p id="mode-error" className="mt-1 text-sm text-red-700">
            {fieldErrors.mode.join(" ")}
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          Whitelist{mode !== "whitelist" ? " (kept, used only with the Whitelist policy)" : ""}
        </legend>
        <WhitelistPicker
          whitelist={whitelist}
          onChange={setWhitelist}
          options={settings.options}
          known={known}
          error={whitelistError}
        />
      </fieldset>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? "Saving…" : "Save delegation settings"}
        </Button>
        <p
          role="status"
          aria-live="polite"
          className={state?.status === "error" ? "text-sm text-red-700" : "text-sm text-emerald-700"}
        >
          {status}
        </p>
      </div>
    </form>
  );
}
