import { serializeSpec } from "./expert-draft-shape";

export type SpecFormFields = {
  name: string;
  description: string;
  system_prompt: string;
  tools: string[];
  model: string;
};
export type SpecFormField = keyof SpecFormFields;

/** The form view of a raw spec, or null when it is not a JSON object (only raw mode can edit it then). */
export function readSpecForm(raw: string): SpecFormFields | null {
  const value = parseObject(raw);
  if (!value) return null;
  const text = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : JSON.stringify(v));
  return {
    name: text(value.name),
    description: text(value.description),
    system_prompt: text(value.system_prompt),
    tools: Array.isArray(value.tools) ? value.tools.map((t) => (typeof t === "string" ? t : JSON.stringify(t))) : [],
    model: typeof value.model === "string" ? value.model : "",
  };
}

/**
 * Writes one form field back into the raw spec, keeping every other key as authored (unknown keys
 * are kept in storage, rules §2). An empty model removes the key: the spec inherits the default.
 */
export function writeSpecField<F extends SpecFormField>(raw: string, field: F, value: SpecFormFields[F]): string {
  const spec = parseObject(raw) ?? {};
  if (field === "model" && value === "") delete spec.model;
  else spec[field] = value;
  return serializeSpec(spec);
}

export function emptySpec(): string {
  return serializeSpec({ name: "", description: "", system_prompt: "", tools: [] });
}

function parseObject(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Applies a "did you mean" fix: the first tool entry equal to `from` becomes `to` (or goes, when
 * `to` is already granted), keeping every other key. Null when the spec has no such tool entry.
 */
export function replaceSpecTool(raw: string, from: string, to: string): string | null {
  const spec = parseObject(raw);
  if (!spec || !Array.isArray(spec.tools)) return null;
  const tools: unknown[] = spec.tools;
  const at = tools.indexOf(from);
  if (at === -1) return null;
  const next = tools.includes(to) ? tools.filter((_, i) => i !== at) : tools.map((t, i) => (i === at ? to : t));
  return serializeSpec({ ...spec, tools: next });
}
