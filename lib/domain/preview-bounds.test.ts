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

/** The worst draft the schema takes: 500 specs at the per-spec limit, each with 120 distinct globs. */
function globHeavyInjection(): Injection {
  const names = Array.from({ length: 60 }, (_, i) => `mcp__plugin_${i}__tool_${i}`);
  const report = Array.from({ length: 500 }, (_, i) => ({
    index: i,
    name: `agent-${i}`,
    source: "expert",
    status: i % 2 === 0 ? "kept" : "dropped",
    message: i % 2 === 0 ? "kept" : `dropped: no tool of agent-${i} matches what the main agent has`,
    warnings: [`agent-${i} sets an unknown key "extra"`],
    tools: Array.from({ length: 120 }, (_, g) =>
      g % 2 === 0
        ? { entry: `mcp__plugin_${g}*${"x".repeat(400)}`, status: "granted", matched: names }
        : { entry: `*nothing_${g}*`, status: "dropped", code: "glob_no_match", suggestions: names },
    ),
  }));
  return {
    ...base,
    prompt: "p".repeat(PREVIEW_LIMITS.promptChars + 1),
    subagents: Array.from({ length: 250 }, (_, i) => ({
      ...subagent(i * 2, "s".repeat(60_000)),
      description: "d".repeat(1_000),
      tools: names,
    })),
    subagentReport: report,
  } as unknown as Injection;
}

/**
 * What `bounded` left out of `whole`, counted apart from boundPreview: entries missing from each list
 * shown (an entry left out counts once, whatever it holds) and characters missing from each text shown.
 */
function leftOut(whole: Injection, bounded: Injection) {
  const gone = { entries: 0, chars: 0 };
  const text = (a: unknown, b: unknown) => {
    if (typeof a === "string" && typeof b === "string") gone.chars += a.length - b.replace(/…$/, "").length;
  };
  const list = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined) => {
    gone.entries += (a?.length ?? 0) - (b?.length ?? 0);
    return (b ?? []).map((shown, i) => [a?.[i], shown] as const);
  };
  text(whole.prompt, bounded.prompt);
  whole.subagents.forEach((s, i) => {
    const b = bounded.subagents[i];
    text(s.description, b?.description);
    text(s.system_prompt, b?.system_prompt);
    list(s.tools, b?.tools);
  });
  for (const [r, b] of list(whole.subagentReport, bounded.subagentReport)) {
    text(r?.message, b.message);
    for (const [w, shown] of list(r?.warnings, b.warnings)) text(w, shown);
    for (const [t, shown] of list(r?.tools, b.tools)) {
      text(t?.entry, shown.entry);
      list(t?.matched, shown.matched);
      list(t?.suggestions, shown.suggestions);
    }
  }
  return gone;
}

const entriesShown = (injection: Injection) =>
  injection.subagents.reduce((n, s) => n + s.tools.length, 0) +
  injection.subagentReport
    .flatMap((r) => [r.warnings, ...r.tools.map((t) => [t, ...(t.matched ?? []), ...(t.suggestions ?? [])])])
    .reduce((n, l) => n + l.length, 0);

test("the worst draft previews in under 1 MB, keeping every verdict, and the note counts what it left out", () => {
  const injection = globHeavyInjection();
  const bounded = boundPreview(injection);

  expect(Buffer.byteLength(JSON.stringify(bounded))).toBeLessThan(1024 * 1024);
  expect(bounded.subagentReport.map(({ index, name, status, message }) => ({ index, name, status, message }))).toEqual(
    injection.subagentReport.map(({ index, name, status, message }) => ({ index, name, status, message })),
  );
  for (const t of bounded.subagentReport.flatMap((r) => r.tools)) {
    expect((t.matched ?? t.suggestions ?? []).length).toBeLessThanOrEqual(PREVIEW_LIMITS.toolEntries);
  }
  expect(entriesShown(bounded)).toBeLessThanOrEqual(PREVIEW_LIMITS.totalEntries);

  const gone = leftOut(injection, bounded);
  expect(bounded.notes).toEqual([
    `This preview leaves out ${gone.chars.toLocaleString("en")} characters of text and ${gone.entries.toLocaleString("en")} list entries to stay small (each text after 2,000 characters, the injected text after 200,000, each list after 60, list entries after 5,000 in all, texts after 200,000 characters in all); sessions get everything.`,
  ]);
});

test("the first verdicts keep their tools once the view's budget runs out", () => {
  const bounded = boundPreview(globHeavyInjection());
  const rows = bounded.subagentReport.map((r) => r.tools.length);
  expect(rows[0]).toBe(PREVIEW_LIMITS.toolEntries);
  expect(rows.at(-1)).toBe(0);
  // Never more rows for a later verdict than for an earlier one.
  expect(rows).toEqual([...rows].sort((a, b) => b - a));
});
