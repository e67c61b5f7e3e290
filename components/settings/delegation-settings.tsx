"use client";

import { useState } from "react";
import { SectionCard } from "@/components/ui/section-card";
import type { DelegationSettings } from "@/lib/server/settings/delegation-policy";
import type { PreviewChoices } from "@/lib/server/settings/roster-preview";
import { DelegationPolicyForm, type PolicyDraft } from "./delegation-policy-form";
import { RosterPreview } from "./roster-preview";

const sameDraft = (a: PolicyDraft, b: PolicyDraft) =>
  a.mode === b.mode && a.whitelist.join("\n") === b.whitelist.join("\n");

/** The policy form and the roster preview, which shows the policy as the form holds it, saved or not. */
export function DelegationSettingsEditor({
  settings,
  choices,
}: {
  settings: DelegationSettings;
  choices: PreviewChoices;
}) {
  const saved: PolicyDraft = { mode: settings.mode, whitelist: settings.whitelist.map((w) => w.id) };
  const [draft, setDraft] = useState<PolicyDraft>(saved);
  const unsaved = !sameDraft(draft, saved);
  return (
    <>
      <DelegationPolicyForm settings={settings} draft={draft} onDraftChange={setDraft} />
      <SectionCard
        id="preview-heading"
        title="Roster preview"
        description={
          <span aria-live="polite">
            {unsaved
              ? "What the harness would offer with the settings above, before you save them: the same code the agent runtime calls."
              : "What the harness would offer with your saved settings: the same code the agent runtime calls."}
          </span>
        }
      >
        <RosterPreview choices={choices} policy={unsaved ? draft : null} />
      </SectionCard>
    </>
  );
}
