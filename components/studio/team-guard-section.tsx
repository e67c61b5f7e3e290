"use client";

import type { SectionProps } from "./basic-sections";
import { errorsFor, SelectField, TextAreaField } from "./fields";
import { Section } from "./section";

export function TeamGuardSection({ draft, update, fieldErrors }: SectionProps) {
  return (
    <Section
      id="team-guard"
      title="Team guard"
      description="When a marker tool is in the agent's own layer (Agent Teams), the guard withdraws the legacy delegation tools on the deny list.">
      <SelectField
        id="guardMode"
        label="Mode"
        value={draft.guardMode}
        onChange={(e) => update({ guardMode: e.target.value as SectionProps["draft"]["guardMode"] })}
        errors={errorsFor(fieldErrors, "teamGuard.mode")}>
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
          hint="One tool name per line."
          value={draft.guardMarkers}
          onChange={(e) => update({ guardMarkers: e.target.value })}
          errors={errorsFor(fieldErrors, "teamGuard.markers")}
        />
        <TextAreaField
          id="guardDeny"
          label="Deny list"
          rows={5}
          className="font-mono"
          hint="One tool name per line."
          value={draft.guardDeny}
          onChange={(e) => update({ guardDeny: e.target.value })}
          errors={errorsFor(fieldErrors, "teamGuard.deny")}
        />
      </div>
    </Section>
  );
}
