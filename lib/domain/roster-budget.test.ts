import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { at } from "./at-index";
import { buildInjection } from "./injection";
import { estimateTokens, rosterItem } from "./render-injection";
import {
  buildRoster,
  overBudgetMessage,
  type RosterCandidate,
  type RosterInput,
  type RosterReportEntry,
} from "./roster";
import { buildBudgetedRoster, DEFAULT_ROSTER_TOKEN_BUDGET, type BudgetedRoster } from "./roster-budget";
import { bareExpertConfig } from "@/tests/support/domain-fixtures";

const candidate = (
  i: number,
  brief = `Does task ${i}: accepts inputs of kind ${i}, produces outputs of kind ${i}.`,
): RosterCandidate => ({
  id: `e_${String(i).padStart(3, "0")}`,
  slug: `expert-${i}`,
  name: `Expert ${String(i).padStart(3, "0")}`,
  description: "for humans",
  delegationBrief: brief,
  delegatable: true,
  status: "published",
  deleted: false,
  hasAccess: true,
});

const WORLD = Array.from({ length: 60 }, (_, i) => candidate(i));
WORLD[41] = candidate(41, "Reviews commercial contracts and NDAs for risky indemnity clauses.");
WORLD[52] = candidate(52, "Contract drafting: turns a term sheet into a first contract draft.");

const inputFor = (message: string, world = WORLD): RosterInput => ({
  currentExpertId: "e_main",
  policy: { mode: "all", whitelist: [] },
  message,
  accessible: world,
  lookupById: (id) => world.find((e) => e.id === id),
  lookupBySlug: (slug) => world.find((e) => e.slug === slug),
});
/** The roster's rules alone, without the budget. */
const roster = (message: string, world = WORLD) => buildRoster(inputFor(message, world));
const budgeted = (message: string, budget: number, world = WORLD) =>
  buildBudgetedRoster(inputFor(message, world), budget);

/**
 * The reference the harness's one pass must match: buildRoster's own result, with every candidate
 * it kept that the budget did not offer marked over_budget in place.
 */
function budgetApplied(input: RosterInput, offered: BudgetedRoster): BudgetedRoster {
  const built = buildRoster(input);
  const ids = new Set(offered.roster.map((e) => e.id));
  const overBudget = (r: RosterReportEntry): RosterReportEntry => {
    const slug = built.roster.find((e) => e.id === r.id)?.slug ?? "";
    return {
      ref: r.ref,
      id: r.id,
      via: r.via,
      status: "excluded",
      code: "over_budget",
      message: overBudgetMessage(slug, offered.budget.budget),
    };
  };
  return {
    ...built,
    roster: built.roster.filter((e) => ids.has(e.id)),
    report: built.report.map((r) => (r.status !== "kept" || ids.has(r.id as string) ? r : overBudget(r))),
    budget: offered.budget,
    ranking: offered.ranking,
  };
}
const listTokens = (entries: { slug: string; name: string; brief: string }[]) =>
  estimateTokens(entries.map(rosterItem).join("\n"));

describe("the roster budget", () => {
  test("a roster that fits is untouched, and its tokens are counted exactly", () => {
    const built = roster("");
    const out = budgeted("", 100_000);
    expect(out.roster).toEqual(built.roster);
    expect(out.report).toEqual(built.report);
    expect(out.budget).toEqual({
      budget: 100_000,
      tokens: listTokens(built.roster),
      candidateTokens: listTokens(built.roster),
      candidates: 60,
      offered: 60,
      leftOut: 0,
    });
  });

  test("without a message: the first candidates in roster order, up to the last that fits, tokens exact", () => {
    const built = roster("");
    const out = budgeted("", 200);
    const n = out.roster.length;
    expect(out.roster).toEqual(built.roster.slice(0, n));
    expect(out.budget.tokens).toBe(listTokens(out.roster));
    expect(out.budget.tokens).toBeLessThanOrEqual(200);
    expect(listTokens(built.roster.slice(0, n + 1))).toBeGreaterThan(200);
    expect(out.budget).toMatchObject({
      offered: n,
      leftOut: 60 - n,
      candidates: 60,
      candidateTokens: listTokens(built.roster),
    });
  });

  test("with a message: the most relevant are kept, in roster order, and the rest are over_budget with the slug and the figure", () => {
    const built = roster("Please review this contract");
    const out = budgeted("Please review this contract", 60);
    expect(out.roster.map((e) => e.id)).toEqual(["e_041", "e_052"]);
    expect(out.ranking.slice(0, 2).map((r) => r.id)).toEqual(["e_041", "e_052"]);
    const excluded = out.report.filter((r) => r.code === "over_budget");
    expect(excluded).toHaveLength(58);
    expect(excluded[0]).toEqual({
      ref: "e_000",
      id: "e_000",
      via: "policy",
      status: "excluded",
      code: "over_budget",
      message: "Excluded: left out of the delegate tool to keep it within 60 tokens; mention @expert-0 to offer it.",
    });
    // The report keeps its order and its length: only the status of left-out candidates changed.
    expect(out.report.map((r) => r.ref)).toEqual(built.report.map((r) => r.ref));
  });

  test("mentions always stay, counted first, even past the budget on their own", () => {
    const message = "@expert-59 @expert-3 @expert-58 @expert-57 and a contract";
    const out = budgeted(message, 30);
    expect(out.roster.map((e) => e.slug)).toEqual(["expert-3", "expert-57", "expert-58", "expert-59"]);
    expect(out.budget.tokens).toBe(listTokens(out.roster));
    expect(out.budget.tokens).toBeGreaterThan(30);
  });

  test("a mention of an Expert the policy already listed protects it too", () => {
    const message = "ask @expert-59";
    const built = roster(message);
    expect(built.report.find((r) => r.id === "e_059")?.via).toBe("policy");
    expect(budgeted(message, 40).roster.map((e) => e.slug)).toContain("expert-59");
  });

  test("a long brief that does not fit does not stop a shorter, less relevant one after it", () => {
    const world = [candidate(1, `contract ${"clause ".repeat(60)}`), candidate(2, "contract"), candidate(3, "tax")];
    const out = budgeted("contract clause", 40, world);
    expect(at(out.ranking, 0).id).toBe("e_001");
    expect(out.roster.map((e) => e.id)).toEqual(["e_002", "e_003"]);
  });

  test("over_budget applies only to candidates otherwise kept", () => {
    const world = [...WORLD.slice(0, 5), { ...candidate(90), delegatable: false }];
    const out = budgeted("", 30, world);
    expect(out.report.find((r) => r.id === "e_090")?.code).toBe("not_delegatable");
    expect(out.report.filter((r) => r.code === "over_budget").every((r) => built(world).has(r.id as string))).toBe(
      true,
    );
  });

  test("an invalid budget falls back to the default", () => {
    for (const bad of [0, -5, 1.5, Number.NaN])
      expect(budgeted("", bad).budget.budget).toBe(DEFAULT_ROSTER_TOKEN_BUDGET);
  });

  test("property: mentions stay, order is kept, tokens are exact and within budget unless mentions alone exceed it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.subarray(
          WORLD.map((e) => e.slug),
          { maxLength: 4 },
        ),
        fc.string(),
        (budget, mentioned, words) => {
          const message = `${words} ${mentioned.map((s) => `@${s}`).join(" ")}`;
          const built = roster(message);
          const out = budgeted(message, budget);
          const ids = out.roster.map((e) => e.id);
          expect(ids).toEqual(built.roster.filter((e) => ids.includes(e.id)).map((e) => e.id));
          for (const slug of mentioned) expect(out.roster.some((e) => e.slug === slug)).toBe(true);
          expect(out.budget.tokens).toBe(listTokens(out.roster));
          const mentionTokens = listTokens(built.roster.filter((e) => mentioned.includes(e.slug)));
          expect(out.budget.tokens <= budget || mentionTokens > budget).toBe(true);
          expect(out.budget.offered + out.budget.leftOut).toBe(built.roster.length);
          expect(
            out.ranking
              .filter((r) => r.offered)
              .map((r) => r.id)
              .sort(),
          ).toEqual([...ids].sort());
        },
      ),
      { numRuns: 60 },
    );
  });
});

const built = (world: RosterCandidate[]) => new Set(roster("", world).roster.map((e) => e.id));

describe("buildInjection with a roster budget", () => {
  const main = bareExpertConfig();
  const inject = (message: string, rosterTokenBudget?: number) =>
    buildInjection(
      main,
      { policy: { mode: "all", whitelist: [] }, message, accessible: WORLD, named: WORLD },
      { rosterTokenBudget },
    );

  test("the delegate list holds the offered entries within the budget, then says how many more and how to bring one in", () => {
    const injection = inject("contract review", 100);
    const { rosterBudget: budget } = injection;
    expect(budget.leftOut).toBeGreaterThan(0);
    const lines = injection.prompt.split("\n");
    const first = lines.indexOf("Available Experts:") + 1;
    const entries = lines.slice(first, first + injection.roster.length).join("\n");
    expect(estimateTokens(entries)).toBe(budget.tokens);
    expect(budget.tokens).toBeLessThanOrEqual(100);
    expect(lines.at(-1)).toBe(
      `(${budget.leftOut} more Experts accept delegation but are not listed here, to keep this list short; the user brings one in by mentioning it as @slug in a message.)`,
    );
    expect(injection.rosterReport.filter((r) => r.code === "over_budget")).toHaveLength(budget.leftOut);
  });

  test("the default budget is 4,000 tokens, and a roster within it has no closing line", () => {
    const injection = inject("");
    expect(injection.rosterBudget).toMatchObject({ budget: 4_000, leftOut: 0, offered: 60 });
    expect(injection.prompt).not.toMatch(/more Experts? accepts? delegation/);
    expect(injection.rosterRanking.map((r) => r.id)).toEqual(injection.roster.map((e) => e.id));
  });
});

describe("buildBudgetedRoster, the harness's one pass", () => {
  // Candidates of every kind the rules tell apart, under every policy, with mentions, whitelist
  // entries past the cap, duplicates and budgets from nothing to everything.
  const arbitraryCandidate = fc.record({
    id: fc.constantFrom("e_main", "e_1", "e_2", "e_3", "e_4", "e_5", "e_6", "e_7", "e_8", "e_9"),
    slug: fc.constantFrom("main", "alpha", "beta", "gamma", "delta", "Epsilon", ""),
    name: fc.constantFrom("Alpha", "alpha", " Beta ", "", "Zoë 漢字", "Gamma  Ray", "Delta"),
    description: fc.constantFrom(null, "", "Reviews contracts.", "Two\nlines"),
    delegationBrief: fc.constantFrom(
      null,
      "",
      "  ",
      "Drafts contract clauses for review.",
      "Émojis 😀 and\nbreaks",
      "x".repeat(300),
    ),
    delegatable: fc.boolean(),
    status: fc.constantFrom("draft" as const, "published" as const),
    deleted: fc.boolean(),
    hasAccess: fc.boolean(),
  });
  const mention = fc.constantFrom(
    "@alpha",
    "@BETA",
    "@gamma",
    "@main",
    "@nobody",
    "@epsilon",
    "contract",
    "review",
    "clauses",
  );
  const arbitraryInput = fc.record({
    world: fc.array(arbitraryCandidate, { maxLength: 14 }),
    mode: fc.constantFrom("none" as const, "all" as const, "whitelist" as const),
    whitelist: fc.array(fc.constantFrom("e_main", "e_1", "e_2", "e_3", "e_4", "e_5", "e_x"), { maxLength: 14 }),
    message: fc.array(mention, { maxLength: 6 }).map((words) => words.join(" ")),
    budget: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.constantFrom(0, 4_000, 1.5)),
  });

  test("writes exactly what buildRoster writes with the left-out candidates marked over_budget, byte for byte (property)", () => {
    fc.assert(
      fc.property(arbitraryInput, ({ world, mode, whitelist, message, budget }) => {
        const input: RosterInput = {
          currentExpertId: "e_main",
          policy: { mode, whitelist },
          message,
          accessible: world,
          lookupById: (id) => world.find((e) => e.id === id),
          lookupBySlug: (slug) => world.find((e) => e.slug.toLowerCase() === slug),
        };
        const fused = buildBudgetedRoster(input, budget);
        const general = budgetApplied(input, fused);
        expect(fused).toStrictEqual(general);
        for (const key of ["roster", "report", "budget", "ranking", "mentionsIgnored"] as const) {
          expect(JSON.stringify(fused[key])).toBe(JSON.stringify(general[key]));
        }
      }),
      { numRuns: 3_000 },
    );
  });

  test("under policy all with thousands of candidates, the left-out ones are over_budget with the budget's sentence", () => {
    const world = Array.from({ length: 2_000 }, (_, i) => candidate(i));
    const input: RosterInput = {
      currentExpertId: "e_main",
      policy: { mode: "all", whitelist: [] },
      message: "@expert-1999",
      accessible: world,
      lookupById: () => undefined,
      lookupBySlug: (slug) => world.find((e) => e.slug === slug),
    };
    // An unusable budget falls back to the default in both paths, sentences included.
    for (const budget of [0, 1.5]) {
      const out = buildBudgetedRoster(input, budget);
      expect(out.budget.budget).toBe(DEFAULT_ROSTER_TOKEN_BUDGET);
      expect(out).toStrictEqual(budgetApplied(input, out));
    }
    const fused = buildBudgetedRoster(input, 1_000);
    expect(fused).toStrictEqual(budgetApplied(input, fused));
    expect(fused.roster.map((e) => e.slug)).toContain("expert-1999");
    expect(fused.report.filter((r) => r.code === "over_budget")).toHaveLength(fused.budget.leftOut);
    const leftOut = fused.report.find((r) => r.code === "over_budget");
    const slug = world.find((e) => e.id === leftOut?.id)?.slug;
    expect(leftOut?.message).toBe(
      `Excluded: left out of the delegate tool to keep it within 1,000 tokens; mention @${slug} to offer it.`,
    );
  });
});
