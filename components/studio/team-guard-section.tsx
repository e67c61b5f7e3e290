"use client";

import { memo } from "react";
import { SelectField, TextAreaField } from "@/components/ui/field";
import type { FieldErrors } from "@/lib/domain/field-errors";
import type { Update } from "./basic-sections";
import type { EditorDraft } from "./editor-state";
import { draftFields } from "./fields";
import { Section } from "./section";

type Props = Pick<EditorDraft, "guardMode" | "guardMarkers" | "guardDeny"> & {
  update: Update;
  fieldErrors?: FieldErrors;
};

export const TeamGuardSection = memo(function TeamGuardSection({
  guardMode,
  guardMarkers,
  guardDeny,
  update,
  fieldErrors,
}: Props) {
  const field = draftFields(update, fieldErrors);
  return (
    <Section
      id="team-guard"
      title="Team guard"
      description="When a marker tool is in the agent's own layer (Agent Teams), the guard withdraws the legacy delegation tools on the deny list."
    >
      <SelectField id="guardMode" label="Mode" {...field("guardMode", guardMode, "teamGuard.mode")}>
        <option value="enforce">enforce: withdraw the tools</option>
        <option value="warn">warn: report only</option>
        <option value="off">off</option>
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          id="guardMarkers"
          label="Markers"
          rows={3}
          className="font-mono"
          hint="One tool name per line; at most 20."
          {...field("guardMarkers", guardMarkers, "teamGuard.markers")}
        />
        <TextAreaField
          id="guardDeny"
          label="Deny list"
          rows={5}
          className="font-mono"
          hint="One tool name per line; at most 50."
          {...field("guardDeny", guardDeny, "teamGuard.deny")}
        />
      </div>
    </Section>
  );
});
