import { expect, test } from "vitest";
import { at } from "./at-index";
import type { Injection } from "./injection";
import { boundPreview, PREVIEW_LIMITS, TRACE_LIMITS } from "./preview-bounds";

const base = {
  expert: { id: "e", slug: "e", name: "E" },
  tools: [],
  toolReport: [],
  unknownPlugins: [],
  builtins: [],
  notes: [],
  roster: [],
  rosterReport: [],
  rosterRanking: [],
  mentionsIgnored: 0,
  tokens: 10,
} as unknown as Omit<Injection, "prompt" | "subagents" | "subagentReport">;

const subagent = (i: number, prompt: string) => ({
  name: `s${i}`,
  description: "d",
  system_prompt: prompt,
  tools: ["read"],
  model: "m",
  source: "expert" as const,
});

test("a small injection is answered as it is", () => {
  const injection = { ...base, prompt: "short", subagents: [subagent(0, "p")], subagentReport: [] } as Injection;
  expect(boundPreview(injection)).toBe(injection);
});

test("long texts and lists are cut, and a note says how much was left out", () => {
  const globs = Array.from({ length: 100 }, (_, i) => ({
    entry: `*${i}*`,
    status: "dropped" as const,
    code: "glob_no_match" as const,
    suggestions: [],
  }));
  const injection = {
    ...base,
    prompt: "x".repeat(PREVIEW_LIMITS.promptChars + 5),
    subagents: [subagent(0, "y".repeat(PREVIEW_LIMITS.textChars + 10))],
    subagentReport: [
      { index: 0, name: "s0", source: "expert", status: "kept", message: "ok", warnings: [], tools: globs },
    ],
  } as unknown as Injection;
  const bounded = boundPreview(injection);
  expect(bounded.prompt).toHaveLength(PREVIEW_LIMITS.promptChars + 1);
  expect(at(bounded.subagents, 0).system_prompt).toBe(`${"y".repeat(PREVIEW_LIMITS.textChars)}…`);
  expect(at(bounded.subagentReport, 0).tools).toHaveLength(PREVIEW_LIMITS.toolEntries);
  expect(bounded.notes).toEqual([
    "This preview leaves out 15 characters of text and 40 list entries to stay small (each text after 2,000 characters, the injected text after 200,000, each list after 60); sessions get everything.",
  ]);
  // The injection the harness computed is untouched.
  expect(injection.prompt).toHaveLength(PREVIEW_LIMITS.promptChars + 5);
});

test("the admin trace keeps fewer verdicts and says so", () => {
  const report = Array.from({ length: TRACE_LIMITS.reportEntries + 3 }, (_, i) => ({
    index: i,
    name: `s${i}`,
    source: "expert",
    status: "kept",
    message: "ok",
    warnings: [],
    tools: [],
  }));
  const injection = { ...base, prompt: "", subagents: [], subagentReport: report } as unknown as Injection;
  const bounded = boundPreview(injection, TRACE_LIMITS);
  expect(bounded.subagentReport).toHaveLength(TRACE_LIMITS.reportEntries);
  expect(bounded.notes).toEqual([
    "This trace leaves out 3 list entries to stay small (each text after 500 characters, the injected text after 50,000, each list after 10, the verdicts after 50); sessions get everything.",
  ]);
});
