import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  estimateTokens,
  renderInjection,
  rosterItem,
  rosterItemBytes,
  utf8Length,
  type InjectedRosterEntry,
  type InjectedSubagent,
} from "./render-injection";

const explorer: InjectedSubagent = {
  name: "explorer",
  description: "Find files and code relevant to a question.",
  model: "claude-haiku-4",
  tools: ["read", "grep", "glob"],
};
const taxHelper: InjectedRosterEntry = {
  slug: "tax-helper",
  name: "Tax Helper",
  brief: "Handles bookkeeping and tax questions.",
};

describe("renderInjection", () => {
  test.each([
    ["nothing → empty prompt", [], [], { task: false, delegate: false }],
    ["subagents only", [explorer], [], { task: true, delegate: false }],
    ["roster only", [], [taxHelper], { task: false, delegate: true }],
    ["both", [explorer], [taxHelper], { task: true, delegate: true }],
  ])("%s", (_label, subagents, roster, present) => {
    const { prompt, tokens, sections } = renderInjection({ subagents, roster });
    expect(sections.task !== null).toBe(present.task);
    expect(sections.delegate !== null).toBe(present.delegate);
    expect(prompt).toBe([sections.task, sections.delegate].filter((s) => s !== null).join("\n\n"));
    expect(tokens).toBe(estimateTokens(prompt));
    if (!present.task && !present.delegate) expect({ prompt, tokens }).toEqual({ prompt: "", tokens: 0 });
  });

  test("the Task section reads as tool documentation listing each subagent", () => {
    const { sections } = renderInjection({
      subagents: [explorer, { ...explorer, name: "fixer", description: "Fix bugs.", tools: [] }],
      roster: [],
    });
    expect(sections.task).toBe(
      [
        "## Task tool",
        "Dispatch a subtask to one of these subagents by name. Each subagent works with its own instructions, tools and model, " +
          "sees only the task you give it, and returns its result to you. Pick the subagent whose description fits the subtask, " +
          "and state the task completely: the subagent cannot see this conversation.",
        "",
        "Available subagents:",
        "- explorer: Find files and code relevant to a question.",
        "  Tools: read, grep, glob. Model: claude-haiku-4.",
        "- fixer: Fix bugs.",
        "  Tools: none. Model: claude-haiku-4.",
      ].join("\n"),
    );
  });

  test("the delegate section lists Experts by slug with name and brief, in roster order", () => {
    const { sections } = renderInjection({
      subagents: [],
      roster: [taxHelper, { slug: "blank", name: "Blank", brief: " " }],
    });
    const lines = sections.delegate!.split("\n");
    expect(lines[0]).toBe("## delegate tool");
    expect(lines[1]).toContain("Call `delegate` with the Expert's slug as `to`");
    expect(lines.slice(3)).toEqual([
      "Available Experts:",
      "- tax-helper (Tax Helper): Handles bookkeeping and tax questions.",
      "- blank (Blank): No brief provided.",
    ]);
  });

  test("multiline descriptions and briefs stay inside their list item", () => {
    const brief = "Handles tax.\r\n\r\nAccepts: invoices\n- Produces: ledgers\n## Not a heading\n\n";
    const { sections } = renderInjection({
      subagents: [{ ...explorer, description: "  Line one\n\nLine two  \n" }],
      roster: [{ slug: "tax", name: "Tax\nHelper", brief }],
    });
    expect(sections.task!.split("\n").slice(4)).toEqual([
      "- explorer: Line one",
      "  Line two",
      "  Tools: read, grep, glob. Model: claude-haiku-4.",
    ]);
    expect(sections.delegate!.split("\n").slice(4)).toEqual([
      "- tax (Tax Helper): Handles tax.",
      "  Accepts: invoices",
      "  - Produces: ledgers",
      "  ## Not a heading",
    ]);
  });

  test("property: every list line is an item head or an indented continuation, one head per entry", () => {
    const text = fc.string({ unit: "binary", maxLength: 60 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: text, description: text, model: text, tools: fc.array(text, { maxLength: 3 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.array(fc.record({ slug: text, name: text, brief: text }), { minLength: 1, maxLength: 4 }),
        (subagents, roster) => {
          const { sections, prompt } = renderInjection({ subagents, roster });
          for (const [section, count] of [
            [sections.task!, subagents.length],
            [sections.delegate!, roster.length],
          ] as const) {
            const list = section.split("\n").slice(4);
            expect(list.every((line) => (line.startsWith("- ") || line.startsWith("  ")) && line.trim() !== "")).toBe(
              true,
            );
            expect(list.filter((line) => line.startsWith("- "))).toHaveLength(count);
          }
          expect(prompt).toBe(`${sections.task}\n\n${sections.delegate}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("tolerates missing fields without throwing", () => {
    const broken = { subagents: [{ name: "x" }], roster: [{ slug: "y" }] } as unknown as Parameters<
      typeof renderInjection
    >[0];
    expect(renderInjection(broken).sections).toEqual({
      task: expect.stringContaining("- x: No description provided.\n  Tools: none. Model: default."),
      delegate: expect.stringContaining("- y: No brief provided."),
    });
  });
});

describe("estimateTokens", () => {
  test.each([
    ["", 0],
    ["a", 1],
    ["abcd", 1],
    ["abcde", 2],
    ["x".repeat(400), 100],
    ["税务", 2],
    ["你好世界", 3],
  ])("%j → %i", (text, tokens) => {
    expect(estimateTokens(text)).toBe(tokens);
  });

  test("property: deterministic, monotone under concatenation, about a token per four ASCII characters", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(estimateTokens(a)).toBe(estimateTokens(a));
        expect(estimateTokens(a + b)).toBeGreaterThanOrEqual(estimateTokens(a));
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii" }), (s) => {
        expect(estimateTokens(s)).toBe(Math.ceil(s.length / 4));
      }),
      { numRuns: 300 },
    );
  });
});

describe("estimateTokens counts UTF-8 bytes like an encoder would", () => {
  test.each([
    ["ascii", "hello world"],
    ["accents", "café déjà vu"],
    ["cjk", "契約書を確認してください"],
    ["emoji pair", "ship it 🚀🚀"],
    ["lone high surrogate", "a\ud83db"],
    ["lone low surrogate", "a\ude80b"],
    ["high surrogate at the end", "end\ud83d"],
  ])("%s", (_name, text) => {
    expect(estimateTokens(text)).toBe(Math.ceil(new TextEncoder().encode(text).length / 4));
  });
});

describe("the closing line of a roster cut to its budget (rules §11)", () => {
  const roster = [{ slug: "tax-helper", name: "Tax Helper", brief: "Tax questions." }];
  test.each([
    [
      1,
      "(1 more Expert accepts delegation but is not listed here, to keep this list short; the user brings one in by mentioning it as @slug in a message.)",
    ],
    [
      9000,
      "(9,000 more Experts accept delegation but are not listed here, to keep this list short; the user brings one in by mentioning it as @slug in a message.)",
    ],
  ])("%i left out", (count, line) => {
    const { sections } = renderInjection({ subagents: [], roster, rosterLeftOut: count });
    expect(sections.delegate?.split("\n").slice(-2)).toEqual(["- tax-helper (Tax Helper): Tax questions.", line]);
  });

  test.each([0, -1, 1.5, undefined, "3"])("no line for %s", (count) => {
    const { sections } = renderInjection({ subagents: [], roster, rosterLeftOut: count as number });
    expect(sections.delegate?.split("\n").at(-1)).toBe("- tax-helper (Tax Helper): Tax questions.");
  });
});

test("names and slugs are collapsed to one line exactly as the \\s rule says, whatever the spaces (property)", () => {
  const plain = /^(?:[^\s]+ )*[^\s]+$/u;
  const chars = fc.constantFrom(
    " ",
    "a",
    "\t",
    "\n",
    "\r",
    "\v",
    "\u00a0",
    "\u1680",
    "\u180e",
    "\u2003",
    "\u200b",
    "\u2028",
    "\u202f",
    "\u3000",
    "\ufeff",
    "\u0085",
    "\ud83d",
    "\ude00",
  );
  fc.assert(
    fc.property(
      fc.array(chars, { maxLength: 10 }).map((a) => a.join("")),
      (text) => {
        const expected = plain.test(text) ? text : text.replace(/\s+/gu, " ").trim();
        expect(rosterItem({ slug: text, name: "", brief: "b" })).toBe(`- ${expected}: b`);
      },
    ),
    { numRuns: 5000 },
  );
});

test("rosterItemBytes counts exactly the UTF-8 bytes of the line rosterItem writes, whatever the text (property)", () => {
  // Spaces of every kind, line breaks, multi-byte and astral characters, lone surrogates, and non-strings.
  const chars = fc.constantFrom(
    " ",
    "a",
    "Z",
    "-",
    "\t",
    "\n",
    "\r",
    "\v",
    "\u0085",
    "\u00a0",
    "é",
    "\u2003",
    "\u2028",
    "\u3000",
    "\ufeff",
    "漢",
    "\ud83d\ude00",
    "\ud83d",
    "\ude00",
  );
  const text = fc.oneof(
    fc.array(chars, { maxLength: 12 }).map((a) => a.join("")),
    fc.constantFrom(null, undefined, 7),
  );
  fc.assert(
    fc.property(text, text, text, (slug, name, brief) => {
      const entry = { slug, name, brief } as unknown as InjectedRosterEntry;
      expect(rosterItemBytes(entry)).toBe(utf8Length(rosterItem(entry)));
    }),
    { numRuns: 20_000 },
  );
});

test.each([
  ["plain ASCII", { slug: "tax-helper", name: "Tax Helper", brief: "Handles tax questions." }],
  ["no name", { slug: "tax-helper", name: "", brief: "b" }],
  ["blank brief", { slug: "tax-helper", name: "Tax", brief: "  " }],
  ["brief with edge spaces", { slug: "s", name: "N", brief: "\u3000 spaced out \t" }],
  ["multi-byte", { slug: "s", name: "Zoë 漢字", brief: "emoji \ud83d\ude00 brief" }],
  ["name to collapse", { slug: "s", name: " Tax  Helper ", brief: "b" }],
  ["brief over two lines", { slug: "s", name: "N", brief: "first\nsecond" }],
])("rosterItemBytes: %s", (_, entry) => {
  expect(rosterItemBytes(entry)).toBe(utf8Length(rosterItem(entry)));
});

describe("renderInjection of a frozen subagent list (a cached live version's)", () => {
  const deepFreeze = <T>(value: T): T => {
    if (typeof value === "object" && value !== null) {
      for (const child of Object.values(value)) deepFreeze(child);
      Object.freeze(value);
    }
    return value;
  };
  const subagent = fc.record({
    name: fc.constantFrom("explorer", "tax helper", " spaced ", "漢字"),
    description: fc.constantFrom("", "Finds files.", "Two\nlines", "emoji 😀"),
    model: fc.constantFrom("claude-haiku-4", "", "  "),
    tools: fc.array(fc.constantFrom("read", "grep", "mcp__bench__tool_0001", " padded ", "é"), { maxLength: 6 }),
  });
  const entry = fc.record({
    slug: fc.constantFrom("tax-helper", "s", "über"),
    name: fc.constantFrom("", "Tax Helper", "Zoë"),
    brief: fc.constantFrom("", "Tax.", "a\nb"),
  });

  test("renders as the same list unfrozen does, every time, with tokens counted over the whole prompt (property)", () => {
    fc.assert(
      fc.property(
        fc.array(subagent, { maxLength: 4 }),
        fc.array(entry, { maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        (subagents, roster, rosterLeftOut) => {
          const plain = renderInjection({ subagents: structuredClone(subagents), roster, rosterLeftOut });
          const frozen = deepFreeze(structuredClone(subagents));
          expect(renderInjection({ subagents: frozen, roster, rosterLeftOut })).toEqual(plain);
          expect(renderInjection({ subagents: frozen, roster, rosterLeftOut })).toEqual(plain);
          expect(plain.tokens).toBe(estimateTokens(plain.prompt));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  test("a frozen list renders the same section again on later injections, with or without a roster", () => {
    const subagents = deepFreeze([{ ...explorer }]);
    const first = renderInjection({ subagents, roster: [taxHelper] });
    const second = renderInjection({ subagents, roster: [] });
    expect(second.sections.task).toBe(first.sections.task);
    expect(second.prompt).toBe(first.sections.task);
    expect(second.tokens).toBe(estimateTokens(second.prompt));
  });
});
