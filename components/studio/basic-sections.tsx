"use client";

import { memo } from "react";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import type { EditorCatalog } from "@/lib/domain/editor-catalog";
import { TEXT_LIMITS } from "@/lib/domain/expert-draft-shape";
import type { FieldErrors } from "@/lib/domain/field-errors";
import type { EditorDraft } from "./editor-state";
import { draftFields, errorsFor } from "./fields";
import { PluginsList } from "./plugins-section";
import { Section } from "./section";

export type Update = (patch: Partial<EditorDraft>) => void;
type Common = { update: Update; fieldErrors?: FieldErrors };

// Each section takes only the fields it shows, so typing elsewhere does not re-render it.

type ProfileProps = Common & Pick<EditorDraft, "name" | "slug" | "description" | "priceLabel"> & { published: boolean };

export const ProfileSection = memo(function ProfileSection({
  name,
  slug,
  description,
  priceLabel,
  published,
  update,
  fieldErrors,
}: ProfileProps) {
  const field = draftFields(update, fieldErrors);
  return (
    <Section id="profile" title="Profile" description="What people see in the marketplace.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="name" label="Name" limit={TEXT_LIMITS.name} {...field("name", name)} dir="auto" />
        <TextField
          id="slug"
          label="Slug"
          className="font-mono"
          {...field("slug", slug)}
          readOnly={published}
          hint={
            published
              ? "Published Experts keep their slug: users mention it. Unpublish to change it."
              : "Users @-mention this."
          }
        />
      </div>
      <TextAreaField
        id="description"
        label="Description (for humans)"
        rows={3}
        limit={TEXT_LIMITS.description}
        {...field("description", description)}
        dir="auto"
      />
      <TextField
        id="priceLabel"
        label="Price label"
        placeholder="e.g. €19 / month"
        limit={TEXT_LIMITS.priceLabel}
        {...field("priceLabel", priceLabel)}
      />
    </Section>
  );
});

export const InstructionsSection = memo(function InstructionsSection({
  instructions,
  update,
  fieldErrors,
}: Common & Pick<EditorDraft, "instructions">) {
  const field = draftFields(update, fieldErrors);
  return (
    <Section id="instructions" title="Instructions" description="The Expert's own system prompt.">
      <TextAreaField
        id="instructions-prompt"
        label="System prompt"
        rows={8}
        className="font-mono"
        limit={TEXT_LIMITS.instructions}
        {...field("instructions", instructions)}
      />
    </Section>
  );
});

type ModelToolsProps = Common &
  Pick<EditorDraft, "defaultModel" | "plugins"> & { catalog: Pick<EditorCatalog, "models" | "plugins"> };

export const ModelToolsSection = memo(function ModelToolsSection({
  catalog,
  defaultModel,
  plugins,
  update,
  fieldErrors,
}: ModelToolsProps) {
  const field = draftFields(update, fieldErrors);
  return (
    <Section
      id="model-tools"
      title="Model & tools"
      description="Subagents without a model of their own, and the builtins, inherit the default model. Plugins add tools to the main agent's surface, in the order you enable them."
    >
      <SelectField id="defaultModel" label="Default model" {...field("defaultModel", defaultModel)}>
        {catalog.models.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </SelectField>
      <PluginsList
        catalog={catalog.plugins}
        plugins={plugins}
        update={update}
        errors={errorsFor(fieldErrors, "plugins")}
      />
    </Section>
  );
});
