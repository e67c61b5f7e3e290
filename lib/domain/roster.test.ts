import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { at } from "./at-index";
import {
  buildRoster,
  overBudgetMessage,
  ROSTER_CODES,
  rosterBrief,
  rosterCodeLabel,
  type RosterCandidate,
  type RosterInput,
} from "./roster";

const expert = (id: string, over: Partial<RosterCandidate> = {}): RosterCandidate => ({
  id,
  slug: id,
  name: id.toUpperCase(),
  description: `${id} description`,
  delegationBrief: null,
  delegatable: true,
  status: "published",
  deleted: false,
  hasAccess: true,
  ...over,
});

const CUR = expert("cur", { name: "Current" });
const WORLD: RosterCandidate[] = [
  CUR,
  expert("ok", { name: "Tax Helper", slug: "tax-helper" }),
  expert("ok2"),
  expert("noacc", { hasAccess: false, name: "Paid Thing" }),
  expert("gone", { deleted: true }),
  expert("draft", { status: "draft" }),
  expert("nodel", { delegatable: false }),
  expert("hdraft", { hasAccess: false, status: "draft" }),
  expert("hgone", { hasAccess: false, deleted: true }),
  expert("worst", { hasAccess: false, deleted: true, status: "draft", delegatable: false }),
  expert("delfirst", { deleted: true, status: "draft", delegatable: false }),
  expert("pubfirst", { status: "draft", delegatable: false }),
];

const run = (over: Partial<RosterInput> & { world?: RosterCandidate[] } = {}) => {
  const world = over.world ?? WORLD;
  return buildRoster({
    currentExpertId: "cur",
    policy: { mode: "none", whitelist: [] },
    message: "",
    accessible: world.filter((e) => e.hasAccess),
    lookupById: (id) => world.find((e) => e.id === id),
    lookupBySlug: (slug) => world.find((e) => e.slug === slug),
    ...over,
  });
};
const wl = (...whitelist: string[]) => run({ policy: { mode: "whitelist", whitelist } }).report;
const mention = (message: string) => run({ message }).report;

describe("buildRoster: one code per excluded candidate, first that applies", () => {
  test.each([
    ["kept", "ok", undefined],
    ["self", "cur", "self"],
    ["unknown_expert", "missing", "unknown_expert"],
    ["no_access (published, no access)", "noacc", "no_access"],
    ["no_access before deleted/not_published/not_delegatable", "worst", "no_access"],
    ["no_access for a hidden draft (the id was stored by the user)", "hdraft", "no_access"],
    ["deleted", "gone", "deleted"],
    ["deleted before not_published/not_delegatable", "delfirst", "deleted"],
    ["not_published", "draft", "not_published"],
    ["not_published before not_delegatable", "pubfirst", "not_published"],
    ["not_delegatable", "nodel", "not_delegatable"],
  ])("whitelist entry → %s", (_label, ref, code) => {
    const entry = at(wl(ref), 0);
    expect(entry).toMatchObject({ ref, via: "whitelist", status: code ? "excluded" : "kept" });
    expect(entry.code).toBe(code);
    expect("id" in entry).toBe(code !== "unknown_expert");
  });

  test.each([
    ["kept", "tax-helper", undefined, "ok"],
    ["self", "cur", "self", "cur"],
    ["unknown_mention (no such Expert)", "missing", "unknown_mention", undefined],
    ["unknown_mention (draft without access)", "hdraft", "unknown_mention", undefined],
    ["unknown_mention (deleted without access)", "hgone", "unknown_mention", undefined],
    ["unknown_mention (all flags bad, no access)", "worst", "unknown_mention", undefined],
    ["no_access (published without access)", "noacc", "no_access", "noacc"],
    ["deleted", "gone", "deleted", "gone"],
    ["not_published", "draft", "not_published", "draft"],
    ["not_delegatable", "nodel", "not_delegatable", "nodel"],
  ])("mention → %s", (_label, slug, code, id) => {
    const entry = at(mention(`please ask @${slug}.`), 0);
    expect(entry).toMatchObject({ ref: slug, via: "mention", status: code ? "excluded" : "kept" });
    expect(entry.code).toBe(code);
    expect(entry.id).toBe(id);
    expect("id" in entry).toBe(id !== undefined);
  });

  test("a hidden Expert's mention is indistinguishable from a missing one", () => {
    const missing = run({ message: "@secret", world: [CUR] }).report;
    for (const hidden of [{ status: "draft" as const }, { deleted: true }]) {
      const world = [CUR, expert("x1", { slug: "secret", hasAccess: false, ...hidden })];
      expect(run({ message: "@secret", world }).report).toEqual(missing);
    }
    expect(at(missing, 0).message).toBe("Excluded: no Expert matches @secret.");
  });
});

describe("buildRoster: policies", () => {
  test("none → nothing from the policy", () => {
    expect(run()).toEqual({ roster: [], report: [], mentionsIgnored: 0 });
  });

  test("all → every accessible Expert, by name case-insensitively then id, each explained", () => {
    const world = [
      CUR,
      expert("b2", { name: "beta" }),
      expert("a1", { name: "Zed" }),
      expert("b1", { name: "Beta" }),
      expert("c", { name: "alpha" }),
      expert("n", { name: "Nope", delegatable: false }),
      expert("hidden", { name: "Aaa", hasAccess: false }),
    ];
    const { roster, report } = run({ world, policy: { mode: "all", whitelist: ["ignored"] } });
    expect(report.map((r) => [r.ref, r.via, r.code])).toEqual([
      ["c", "policy", undefined],
      ["b1", "policy", undefined],
      ["b2", "policy", undefined],
      ["cur", "policy", "self"],
      ["n", "policy", "not_delegatable"],
      ["a1", "policy", undefined],
    ]);
    expect(roster.map((r) => r.id)).toEqual(["c", "b1", "b2", "a1"]);
    expect(report.every((r) => r.id === r.ref)).toBe(true);
  });

  test("all with duplicates in the accessible list reports each Expert once", () => {
    const { report } = run({ policy: { mode: "all", whitelist: [] }, accessible: [expert("ok"), expert("ok")] });
    expect(report).toHaveLength(1);
  });

  test("whitelist keeps the stored order", () => {
    const { roster } = run({ policy: { mode: "whitelist", whitelist: ["ok2", "ok"] } });
    expect(roster.map((r) => r.id)).toEqual(["ok2", "ok"]);
  });

  test("whitelist is capped at 10: entries past the tenth are over_cap whatever earlier ones did", () => {
    const world = [CUR, ...Array.from({ length: 14 }, (_, i) => expert(`e${i + 1}`))];
    const whitelist = ["missing", "cur", ...world.slice(1, 13).map((e) => e.id), "nothere"];
    const { roster, report } = run({ world, policy: { mode: "whitelist", whitelist } });
    expect(roster.map((r) => r.id)).toEqual(["e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8"]);
    expect(report.map((r) => r.code ?? "kept")).toEqual([
      "unknown_expert",
      "self",
      ...Array(8).fill("kept"),
      "over_cap",
      "over_cap",
      "over_cap",
      "over_cap",
      "over_cap",
    ]);
    expect(report[10]).toMatchObject({
      ref: "e9",
      id: "e9",
      message: "Excluded: whitelist entry 11 is past the limit of 10 entries.",
    });
    expect(report[14]).toEqual({
      ref: "nothere",
      via: "whitelist",
      status: "excluded",
      code: "over_cap",
      message: "Excluded: whitelist entry 15 is past the limit of 10 entries.",
    });
  });

  test.each([
    ["no access", "noacc"],
    ["deleted", "gone"],
    ["draft", "draft"],
    ["not delegatable", "nodel"],
  ])("over_cap comes before %s", (_label, id) => {
    expect(wl(...Array(10).fill("ok"), id)[1]).toMatchObject({ ref: id, id, code: "over_cap" });
  });

  test("a mention of a whitelist entry past the cap merges it: mentions do not count toward the cap", () => {
    const world = [CUR, ...Array.from({ length: 11 }, (_, i) => expert(`e${i + 1}`))];
    const whitelist = world.slice(1).map((e) => e.id);
    const { roster, report } = run({ world, policy: { mode: "whitelist", whitelist }, message: "ask @e11 too" });
    expect(roster.map((r) => r.id)).toEqual([...whitelist.slice(0, 10), "e11"]);
    expect(report.filter((r) => r.id === "e11")).toEqual([
      expect.objectContaining({ ref: "e11", via: "mention", status: "kept" }),
    ]);
    expect(report.some((r) => r.code === "over_cap")).toBe(false);
  });

  test("self comes before over_cap", () => {
    expect(wl(...Array(10).fill("ok"), "cur")[1]).toMatchObject({ ref: "cur", code: "self" });
  });

  test("a whitelist duplicate is considered once; its first position counts", () => {
    expect(wl("ok", "ok2", "ok", "missing", "missing")).toEqual([
      {
        ref: "ok",
        id: "ok",
        via: "whitelist",
        status: "kept",
        message: "Kept: Tax Helper is whitelisted entry 1 of 5.",
      },
      { ref: "ok2", id: "ok2", via: "whitelist", status: "kept", message: "Kept: OK2 is whitelisted entry 2 of 5." },
      {
        ref: "missing",
        via: "whitelist",
        status: "excluded",
        code: "unknown_expert",
        message: "Excluded: whitelist entry 4 (missing) no longer names an Expert.",
      },
    ]);
  });
});

describe("buildRoster: mentions", () => {
  test.each(["none", "all", "whitelist"] as const)(
    "mentions are merged under %s, after the policy, in message order",
    (mode) => {
      const { roster, report } = run({ policy: { mode, whitelist: ["ok2"] }, message: "@Tax-Helper and @nodel, @ok2" });
      const mentioned = report.filter((r) => r.via === "mention");
      expect(mentioned.map((r) => [r.ref, r.code])).toEqual(
        mode === "none"
          ? [
              ["Tax-Helper", undefined],
              ["nodel", "not_delegatable"],
              ["ok2", undefined],
            ]
          : mode === "all"
            ? []
            : [
                ["Tax-Helper", undefined],
                ["nodel", "not_delegatable"],
              ],
      );
      expect(report.findIndex((r) => r.via === "mention")).toBe(mode === "none" ? 0 : mode === "whitelist" ? 1 : -1);
      expect(roster.at(-1)?.id).toBe(mode === "none" ? "ok2" : "ok");
    },
  );

  test("mentions do not count toward the cap", () => {
    const world = [CUR, ...Array.from({ length: 11 }, (_, i) => expert(`e${i + 1}`))];
    const whitelist = world.slice(1, 11).map((e) => e.id);
    const { roster, report } = run({ world, policy: { mode: "whitelist", whitelist }, message: "@e11" });
    expect(roster).toHaveLength(11);
    expect(report.at(-1)).toMatchObject({
      ref: "e11",
      via: "mention",
      status: "kept",
      message: "Kept: you mentioned E11 as @e11.",
    });
  });

  test("a mention of an Expert already considered is not listed again", () => {
    const { report } = run({
      policy: { mode: "whitelist", whitelist: ["ok", "nodel"] },
      message: "@tax-helper @nodel @TAX-HELPER",
    });
    expect(report.map((r) => r.via)).toEqual(["whitelist", "whitelist"]);
  });

  test("a mention of a hidden Expert stays unknown_mention even when its id was whitelisted", () => {
    const { report } = run({ policy: { mode: "whitelist", whitelist: ["hdraft"] }, message: "@hdraft" });
    expect(report.map((r) => [r.via, r.code, r.id])).toEqual([
      ["whitelist", "no_access", "hdraft"],
      ["mention", "unknown_mention", undefined],
    ]);
  });
  test("only the first 50 distinct mentions are considered and the rest counted (rules §6.1)", () => {
    const world = [CUR, ...Array.from({ length: 55 }, (_, i) => expert(`m${i}`))];
    const message = world
      .slice(1)
      .map((e) => `@${e.slug}`)
      .join(" ");
    const result = run({ world, message });
    expect(result.roster.map((e) => e.id)).toEqual(world.slice(1, 51).map((e) => e.id));
    expect(result.mentionsIgnored).toBe(5);
    expect(run({ world, message: "@m0 @m1" }).mentionsIgnored).toBe(0);
  });
});

describe("buildRoster: entries and messages", () => {
  test.each([
    ["brief wins", "Brief.", "Desc.", "Brief."],
    ["blank brief falls back to description", "  \n ", "Desc.", "Desc."],
    ["null brief falls back to description", null, "Desc.", "Desc."],
    ["neither → empty", null, null, ""],
    ["blank brief and no description → empty", "", null, ""],
  ])("brief: %s", (_label, delegationBrief, description, brief) => {
    expect(rosterBrief({ delegationBrief, description })).toBe(brief);
    const world = [CUR, expert("x", { delegationBrief, description })];
    expect(run({ world, message: "@x" }).roster).toEqual([{ id: "x", slug: "x", name: "X", brief }]);
  });

  test.each([
    [
      "kept under all",
      { policy: { mode: "all", whitelist: [] } },
      "ok",
      "Kept: Tax Helper is one of your Experts and accepts delegation.",
    ],
    [
      "self",
      { message: "@cur" },
      "cur",
      "Excluded: Current is the current Expert, and an Expert cannot delegate to itself.",
    ],
    ["no_access", { message: "@noacc" }, "noacc", "Excluded: you don't have access to Paid Thing."],
    ["deleted", { message: "@gone" }, "gone", "Excluded: GONE has been deleted."],
    ["not_published", { message: "@draft" }, "draft", "Excluded: DRAFT is not published."],
    [
      "not_delegatable",
      { message: "@nodel" },
      "nodel",
      "Excluded: NODEL does not accept delegation from other Experts.",
    ],
  ] as const)("message: %s", (_label, over, ref, message) => {
    const entry = run(over as Partial<RosterInput>).report.find((r) => r.ref === ref);
    expect(entry?.message).toBe(message);
  });

  test("every code has a label", () => {
    for (const code of ROSTER_CODES) expect(rosterCodeLabel(code)).toMatch(/\w/);
  });
});

describe("buildRoster: invariants", () => {
  const arbExpert = fc
    .record({
      id: fc.constantFrom("cur", "a", "b", "c", "d", "e"),
      name: fc.constantFrom("A", "a", "B", "z", ""),
      description: fc.option(fc.string()),
      delegationBrief: fc.option(fc.string()),
      delegatable: fc.boolean(),
      status: fc.constantFrom("draft" as const, "published" as const),
      deleted: fc.boolean(),
      hasAccess: fc.boolean(),
    })
    .map((e): RosterCandidate => ({ ...e, slug: e.id }));
  const arbInput = fc.record({
    world: fc.uniqueArray(arbExpert, { maxLength: 6, selector: (e) => e.id }),
    mode: fc.constantFrom("none" as const, "all" as const, "whitelist" as const),
    whitelist: fc.array(fc.constantFrom("cur", "a", "b", "c", "d", "e", "zz"), { maxLength: 14 }),
    message: fc
      .array(fc.constantFrom("@a", "@B", "@c", "@cur", "@zz", "x@d", " ", ", "), { maxLength: 8 })
      .map((p) => p.join(" ")),
  });

  test("kept ⇔ safe and not self; ids listed once; unknown_* carry no id; roster = kept in order", () => {
    fc.assert(
      fc.property(arbInput, ({ world, mode, whitelist, message }) => {
        const { roster, report } = run({
          world,
          policy: { mode, whitelist },
          message,
          accessible: world.filter((e) => e.hasAccess),
        });
        const ids = report.flatMap((r) => (r.id ? [r.id] : []));
        expect(new Set(ids).size).toBe(ids.length);
        expect(roster.map((r) => r.id)).toEqual(report.filter((r) => r.status === "kept").map((r) => r.id));
        for (const r of report) {
          expect(r.status === "kept").toBe(r.code === undefined);
          if (r.code?.startsWith("unknown_")) expect(r.id).toBeUndefined();
          else if (r.code !== "over_cap") expect(r.id).toBeDefined();
        }
        for (const { id } of roster) {
          const e = world.find((w) => w.id === id)!;
          expect(id !== "cur" && e.hasAccess && e.delegatable && e.status === "published" && !e.deleted).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  test("the roster takes what the data layer gives: unknown references are reported, never looked up twice", () => {
    fc.assert(
      fc.property(arbInput, ({ world, whitelist, message }) => {
        const calls: string[] = [];
        const byId = new Map(world.map((e) => [e.id, e]));
        const { report } = buildRoster({
          currentExpertId: "cur",
          policy: { mode: "whitelist", whitelist },
          message,
          accessible: [],
          lookupById: (id) => (calls.push(id), byId.get(id)),
          lookupBySlug: (slug) => byId.get(slug.toLowerCase()),
        });
        expect(calls).toEqual(whitelist);
        for (const ref of whitelist.filter((r) => !byId.has(r))) {
          expect(
            report.some((r) => r.ref === ref && r.via === "whitelist" && r.code !== undefined && r.id === undefined),
          ).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

test.each([
  ["tax-helper", 4_000, "4,000"],
  ["a", 1_234_567, "1,234,567"],
  ["tax-helper", 999, "999"],
  ["b", 4_000, "4,000"],
])(
  "overBudgetMessage(@%s, %d) writes the budget grouped as %s, whatever budget came before",
  (slug, budget, figure) => {
    expect(overBudgetMessage(slug, budget)).toBe(
      `Excluded: left out of the delegate tool to keep it within ${figure} tokens; mention @${slug} to offer it.`,
    );
  },
);
