"use client";

import { MODEL_CATALOG } from "@/lib/domain/catalog";
import type { EditorDraft } from "./editor-state";
import { errorsFor, SelectField, TextAreaField, TextField } from "./fields";
import { Section } from "./section";

export type SectionProps = {
  draft: EditorDraft;
  update: (patch: Partial<EditorDraft>) => void;
  fieldErrors?: Record<string, string[]>;
};

export function ProfileSection({ draft, update, fieldErrors, published }: SectionProps & { published: boolean }) {
  return (
    <Section id="profile" title="Profile" description="What people see in the marketplace.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="name" label="Name" value={draft.name} onChange={(e) => update({ name: e.target.value })} errors={errorsFor(fieldErrors, "name")} />
        <TextField
          id="slug"
          label="Slug"
          className="font-mono"
          value={draft.slug}
          readOnly={published}
          hint={published ? "Published Experts keep their slug: users mention it. Unpublish to change it." : "Users @-mention this."}
          onChange={(e) => update({ slug: e.target.value })}
          errors={errorsFor(fieldErrors, "slug")}
        />
      </div>
      <TextAreaField
        id="description"
        label="Description (for humans)"
        rows={3}
        value={draft.description}
        onChange={(e) => update({ description: e.target.value })}
        errors={errorsFor(fieldErrors, "description")}
      />
      <TextField
        id="priceLabel"
        label="Price label"
        placeholder="e.g. €19 / month"
        value={draft.priceLabel}
        onChange={(e) => update({ priceLabel: e.target.value })}
        errors={errorsFor(fieldErrors, "priceLabel")}
      />
    </Section>
  );
}

export function InstructionsSection({ draft, update, fieldErrors }: SectionProps) {
  return (
    <Section id="instructions" title="Instructions" description="The Expert's own system prompt.">
      <TextAreaField
        id="instructions"
        label="System prompt"
        rows={8}
        className="font-mono"
        value={draft.instructions}
        onChange={(e) => update({ instructions: e.target.value })}
        errors={errorsFor(fieldErrors, "instructions")}
      />
    </Section>
  );
}

export function ModelSection({ draft, update, fieldErrors }: SectionProps) {
  return (
    <Section id="model" title="Model" description="Subagents without a model of their own, and the builtins, inherit it.">
      <SelectField
        id="defaultModel"
        label="Default model"
        value={draft.defaultModel}
        onChange={(e) => update({ defaultModel: e.target.value })}
        errors={errorsFor(fieldErrors, "defaultModel")}>
        {MODEL_CATALOG.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </SelectField>
    </Section>
  );
}
