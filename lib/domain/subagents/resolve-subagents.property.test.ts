import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { GLOBAL_TOOLS, RESERVED_NAMES } from "../catalog";
import type { BuiltinSwitchState } from "./builtins";
import { resolveSubagents } from "./resolve-subagents";

const RUNS = { numRuns: 1000 };
const RESERVED = [...RESERVED_NAMES];
const KNOWN = [...GLOBAL_TOOLS, "mcp__github__get_issue", "mcp__github__create_issue", "web_search", "spawn_teammate"];
const GLOBS = ["*", "*e*", "Ta*", "ta*", "*ask", "del*", "mcp__*", "mcp__*__get_issue", "*_*", "**", "D*", "plan_*"];

// Weighted towards well-formed specs and realistic surfaces so that most runs keep some subagents.
const surface = fc
  .tuple(fc.shuffledSubarray([...RESERVED, ...KNOWN]), fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }))
  .map(([known, random]) => [...new Set([...known, ...random])]);
const toolEntry = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...RESERVED, ...KNOWN, ...GLOBS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
);
const name = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("explorer", "fixer", "scanner", "reviewer", "a", "A", "Explorer") },
  { weight: 2, arbitrary: fc.constantFrom(...RESERVED, "a b", "", "  ", "x<y") },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);
const text = fc.oneof(
  { weight: 8, arbitrary: fc.constant("Do it.") },
  { weight: 1, arbitrary: fc.constantFrom("", " ", 3, null) },
);
const spec = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        name,
        description: text,
        system_prompt: text,
        tools: fc.oneof(
          { weight: 8, arbitrary: fc.array(toolEntry, { maxLength: 6 }) },
          { weight: 1, arbitrary: fc.constantFrom(null, "read", {}) },
        ),
        model: fc.oneof(fc.constantFrom(null, "gpt-5", "unknown-model", 3), fc.string({ maxLength: 3 })),
      },
      { requiredKeys: ["name", "description", "system_prompt"] },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const switches: fc.Arbitrary<BuiltinSwitchState> = fc.oneof(
  fc.record({
    readable: fc.constant(true as const),
    disabled: fc.array(fc.constantFrom("explorer", " Fixer", "UI-DESIGNER", "test-runner", "ghost", "code-reviewer")),
  }),
  fc.record({ readable: fc.constant(false as const), reason: fc.constant("unavailable") }),
);
const input = fc.record({
  specs: fc.array(spec, { maxLength: 8 }),
  surface,
  defaultModel: fc.constantFrom("claude-sonnet-4", "gpt-5"),
  builtinSwitches: switches,
});

describe("resolveSubagents invariants", () => {
  test("no reserved name is ever granted, whatever the specs and surface", () => {
    fc.assert(
      fc.property(input, (args) => {
        const result = resolveSubagents(args);
        for (const subagent of result.subagents) {
          for (const tool of subagent.tools) expect(RESERVED_NAMES.has(tool)).toBe(false);
          expect(RESERVED_NAMES.has(subagent.name)).toBe(false);
        }
        for (const row of result.report) {
          for (const record of row.tools) {
            if (record.status === "granted") {
              for (const tool of record.matched ?? [record.entry]) expect(RESERVED_NAMES.has(String(tool))).toBe(false);
            }
          }
        }
      }),
      RUNS,
    );
  });

  test("every subagent's tools are a non-empty, duplicate-free subset of the surface", () => {
    fc.assert(
      fc.property(input, (args) => {
        const offered = new Set(args.surface);
        for (const subagent of resolveSubagents(args).subagents) {
          expect(subagent.tools.length).toBeGreaterThan(0);
          expect(new Set(subagent.tools).size).toBe(subagent.tools.length);
          for (const tool of subagent.tools) expect(offered.has(tool)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  test("resolution is deterministic and never throws", () => {
    fc.assert(
      fc.property(input, (args) => {
        const copy = structuredClone(args);
        expect(resolveSubagents(args)).toEqual(resolveSubagents(copy));
      }),
      RUNS,
    );
  });

  test("names are unique, and every authored spec gets exactly one report row", () => {
    fc.assert(
      fc.property(input, (args) => {
        const result = resolveSubagents(args);
        const names = result.subagents.map((s) => s.name);
        expect(new Set(names).size).toBe(names.length);
        expect(result.report.filter((r) => r.source === "expert").map((r) => r.index)).toEqual(
          args.specs.map((_, i) => i),
        );
        expect(result.report.filter((r) => r.status === "kept")).toHaveLength(result.subagents.length);
      }),
      RUNS,
    );
  });
});
