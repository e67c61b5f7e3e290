import { describe, expect, test } from "vitest";
import { type RequiredField, type SpecDropCode, validateSpec } from "./spec-validation";

const valid = {
  name: "contract_scanner",
  description: "Finds clauses",
  system_prompt: "Locate only.",
  tools: ["read"],
};
const spec = (over: Record<string, unknown>) => ({ ...valid, ...over });
const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));

type DropRow = readonly [string, unknown, SpecDropCode, RequiredField | undefined];

describe("validateSpec — rules §2.3 drop rows, in drop order", () => {
  test.each<DropRow>([
    ["a string", "contract_scanner", "not_object", undefined],
    ["a number", 42, "not_object", undefined],
    ["null", null, "not_object", undefined],
    ["an array", [valid], "not_object", undefined],
    ["a boolean", true, "not_object", undefined],
    ["name missing", without("name"), "missing_field", "name"],
    ["name empty", spec({ name: "" }), "missing_field", "name"],
    ["name blank after trim", spec({ name: " \t\n" }), "missing_field", "name"],
    ["name not a string", spec({ name: 7 }), "missing_field", "name"],
    ["name null", spec({ name: null }), "missing_field", "name"],
    ["description missing", without("description"), "missing_field", "description"],
    ["description blank", spec({ description: "   " }), "missing_field", "description"],
    ["description not a string", spec({ description: ["x"] }), "missing_field", "description"],
    ["system_prompt missing", without("system_prompt"), "missing_field", "system_prompt"],
    ["system_prompt empty", spec({ system_prompt: "" }), "missing_field", "system_prompt"],
    ["system_prompt not a string", spec({ system_prompt: { text: "x" } }), "missing_field", "system_prompt"],
    ["name with a space", spec({ name: "contract scanner" }), "invalid_name", undefined],
    ["name with a tab", spec({ name: "a\tb" }), "invalid_name", undefined],
    ["name with leading space", spec({ name: " scanner" }), "invalid_name", undefined],
    ["name with a non-breaking space", spec({ name: "a\u00a0b" }), "invalid_name", undefined],
    ['name with "', spec({ name: 'a"b' }), "invalid_name", undefined],
    ["name with <", spec({ name: "a<b" }), "invalid_name", undefined],
    ["name with >", spec({ name: "a>b" }), "invalid_name", undefined],
    ["name with &", spec({ name: "a&b" }), "invalid_name", undefined],
    ["name with '", spec({ name: "a'b" }), "invalid_name", undefined],
    ...["delegate", "Delegate", "Task", "task", "plan_write", "suggest_plan_mode", "suggest_build_mode"].map(
      (name) => [`reserved name ${name}`, spec({ name }), "reserved_name", undefined] as const,
    ),
    ["tools null", spec({ tools: null }), "tools_not_array", undefined],
    ["tools a string", spec({ tools: "read" }), "tools_not_array", undefined],
    ["tools an object", spec({ tools: { read: true } }), "tools_not_array", undefined],
    ["tools a number", spec({ tools: 1 }), "tools_not_array", undefined],
    // Earlier rules win when several apply.
    ["missing description beats invalid name", spec({ name: "a b", description: "" }), "missing_field", "description"],
    ["invalid name beats bad tools", spec({ name: "a b", tools: null }), "invalid_name", undefined],
    ["reserved name beats bad tools", spec({ name: "Task", tools: "x" }), "reserved_name", undefined],
  ])("%s → %s", (_case, raw, code, field) => {
    const result = validateSpec(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe(code);
    expect(result.field).toBe(field);
    expect(result.message.length).toBeGreaterThan(10);
    if (field) expect(result.message.startsWith(field)).toBe(true);
  });

  test("the report keeps a string name even when the spec is dropped", () => {
    expect(validateSpec(spec({ name: "a b" }))).toMatchObject({ name: "a b" });
    expect(validateSpec(spec({ name: 3 }))).toMatchObject({ name: null });
  });

  test.each([
    ["TASK", "case-sensitive: not reserved"],
    ["Plan_Write", "case-sensitive: not reserved"],
    ["contract-scanner.v2", "punctuation other than the five is allowed"],
    ["审阅者", "Unicode letters are allowed"],
  ])("name %s is accepted (%s)", (name) => {
    expect(validateSpec(spec({ name })).ok).toBe(true);
  });
});

describe("validateSpec — accepted specs", () => {
  test("tools omitted means []; extra keys are ignored", () => {
    const result = validateSpec({ ...without("tools"), color: "red" });
    expect(result).toEqual({
      ok: true,
      spec: {
        name: "contract_scanner",
        description: "Finds clauses",
        system_prompt: "Locate only.",
        tools: [],
        model: null,
      },
      warnings: [],
    });
  });

  test("tools are copied, entries unchecked here", () => {
    const tools = ["read", 3, null];
    const result = validateSpec(spec({ tools }));
    expect(result.ok && result.spec.tools).toEqual(tools);
    expect(result.ok && result.spec.tools).not.toBe(tools);
  });

  test.each([
    ["omitted", undefined, null, 0],
    ["null", null, null, 0],
    ["a catalog model", "claude-haiku-4", "claude-haiku-4", 0],
    ["an unknown name, kept", "claude-sonnet-4-5", "claude-sonnet-4-5", 1],
    ["blank, inherits", "  ", null, 1],
    ["a number, ignored", 4, null, 1],
    ["an object, ignored", { id: "gpt-5" }, null, 1],
    ["a boolean, ignored", false, null, 1],
  ])("model %s (§2.5)", (_case, model, expected, warnings) => {
    const result = validateSpec(model === undefined ? valid : spec({ model }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.spec.model).toBe(expected);
    expect(result.warnings).toHaveLength(warnings);
    for (const warning of result.warnings) expect(warning).toMatch(/^model /);
  });

  test("an unknown model warning names the model and says it is kept", () => {
    const result = validateSpec(spec({ model: "sonnet" }));
    expect(result.ok && result.warnings[0]).toMatch(/"sonnet" is not in the platform's model catalog.*kept as written/);
  });
});
