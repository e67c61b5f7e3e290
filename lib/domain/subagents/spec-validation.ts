import { MODEL_CATALOG, RESERVED_NAMES, isCatalogModel } from "../catalog";

export type SpecDropCode = "not_object" | "missing_field" | "invalid_name" | "reserved_name" | "tools_not_array";
export type RequiredField = "name" | "description" | "system_prompt";

export type ValidSpec = {
  name: string;
  description: string;
  system_prompt: string;
  tools: unknown[];
  /** null: inherit the Expert's default model. */
  model: string | null;
};

export type SpecValidation =
  | { ok: true; spec: ValidSpec; warnings: string[] }
  | { ok: false; code: SpecDropCode; field?: RequiredField; name: string | null; message: string };

const REQUIRED_FIELDS: readonly RequiredField[] = ["name", "description", "system_prompt"];
const FORBIDDEN_NAME_CHARACTERS = ['"', "<", ">", "&", "'"];

/** The structural rules of rules §2 / §2.3 for one spec as authored (any JSON value). */
export function validateSpec(raw: unknown): SpecValidation {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { ok: false, code: "not_object", name: null, message: `the spec is ${describeJson(raw)}, not an object` };
  }
  const spec = raw as Record<string, unknown>;
  const own = (key: string) => (Object.hasOwn(spec, key) ? spec[key] : undefined);
  const rawName = own("name");
  const name = typeof rawName === "string" ? rawName : null;

  for (const field of REQUIRED_FIELDS) {
    const problem = fieldProblem(own(field));
    if (problem) {
      return { ok: false, code: "missing_field", field, name, message: `${field} ${problem}` };
    }
  }

  const validName = rawName as string;
  const nameProblem = invalidNameReason(validName);
  if (nameProblem) {
    return { ok: false, code: "invalid_name", name, message: `the name ${JSON.stringify(validName)} ${nameProblem}` };
  }
  if (RESERVED_NAMES.has(validName)) {
    return {
      ok: false,
      code: "reserved_name",
      name,
      message: `${validName} is a reserved platform tool name and cannot name a subagent`,
    };
  }

  const tools = own("tools");
  if (tools !== undefined && !Array.isArray(tools)) {
    const message = `tools must be a list of tool names, not ${describeJson(tools)}`;
    return { ok: false, code: "tools_not_array", name, message };
  }

  const warnings: string[] = [];
  return {
    ok: true,
    spec: {
      name: validName,
      description: own("description") as string,
      system_prompt: own("system_prompt") as string,
      tools: tools === undefined ? [] : [...(tools as unknown[])],
      model: readModel(own("model"), warnings),
    },
    warnings,
  };
}

function fieldProblem(value: unknown): string | null {
  if (value === undefined) return "is missing";
  if (typeof value !== "string") return `must be text, not ${describeJson(value)}`;
  if (value.trim() === "") return "is empty";
  return null;
}

function invalidNameReason(name: string): string | null {
  if (/\s/.test(name)) return "contains whitespace";
  const found = FORBIDDEN_NAME_CHARACTERS.filter((c) => name.includes(c));
  if (found.length > 0) return `contains ${found.join(" ")}, which names may not use`;
  return null;
}

// §2.5: null or omitted inherits; an unknown name is kept; anything else is ignored.
function readModel(value: unknown, warnings: string[]): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") {
    const type = describeJson(value);
    warnings.push(`model must be text, not ${type}; it was ignored and the Expert's default model is used`);
    return null;
  }
  if (value.trim() === "") {
    warnings.push("model is empty; the Expert's default model is used");
    return null;
  }
  if (!isCatalogModel(value)) {
    const catalog = MODEL_CATALOG.join(", ");
    warnings.push(
      `model ${JSON.stringify(value)} is not in the platform's model catalog (${catalog}); it is kept as written`,
    );
  }
  return value;
}

export function describeJson(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "missing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return "text";
  if (typeof value === "number" || typeof value === "bigint") return `the number ${String(value)}`;
  if (typeof value === "boolean") return `the boolean ${String(value)}`;
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}
