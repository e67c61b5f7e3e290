import type { ChangeEvent } from "react";
import type { FieldErrors } from "@/lib/domain/field-errors";
import type { EditorDraft } from "./editor-state";

/** Errors for a field and everything under it (`teamGuard.deny` collects `teamGuard.deny.2`). */
export function errorsFor(fieldErrors: Record<string, string[]> | undefined, path: string): string[] | undefined {
  if (!fieldErrors) return undefined;
  const found = Object.entries(fieldErrors)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .flatMap(([, messages]) => messages);
  return found.length > 0 ? found : undefined;
}

type TextKey = { [K in keyof EditorDraft]: EditorDraft[K] extends string ? K : never }[keyof EditorDraft];
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Binds a text field (or select) to the draft: `field(key, value)` gives its value, the change that
 * writes it, and the save's errors for it (at `path`, the key unless the save names it otherwise).
 */
export function draftFields(update: (patch: Partial<EditorDraft>) => void, fieldErrors: FieldErrors | undefined) {
  return <K extends TextKey>(key: K, value: EditorDraft[K], path: string = key) => ({
    value,
    onChange: (event: ChangeEvent<Control>) => update({ [key]: event.target.value }),
    errors: errorsFor(fieldErrors, path),
  });
}
