import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { checkDelegation, type DelegationCheckInput, type DelegationExpertRef } from "./delegation-check";
import { mayUseExpert } from "./expert-access";
import { usableExpert } from "@/tests/support/domain-fixtures";

const ex = (slug: string, over: Partial<DelegationExpertRef> = {}): DelegationExpertRef => ({
  id: `id-${slug}`,
  slug,
  ...usableExpert(),
  ...over,
});
const link = (slug: string) => ({ ref: slug, expert: { id: `id-${slug}`, slug } });
const check = (over: Partial<DelegationCheckInput>) =>
  checkDelegation({ from: ex("a"), to: ex("b"), chain: [], toRef: "b", maxDepth: 3, ...over });

const DENIED = { status: "failed", code: "not_found_or_denied", error: "Expert not found or access denied" };

describe("checkDelegation", () => {
  test.each([
    [
      "to is from (same id)",
      { to: ex("a") },
      { code: "self_delegation", error: "An Expert cannot delegate to itself" },
    ],
    [
      "self before cycle, depth and access",
      { from: ex("a", { deleted: true }), to: ex("a", { deleted: true }), chain: [link("a"), link("x"), link("y")] },
      { code: "self_delegation" },
    ],
    [
      "cycle",
      { from: ex("c"), to: ex("a"), chain: [link("a"), link("b")] },
      { code: "delegation_cycle", error: "Delegation cycle: a → b → c → a" },
    ],
    [
      "cycle path shows an unknown chain entry as given",
      { from: ex("c"), to: ex("a"), chain: [{ ref: "Ghost", expert: null }, link("a")] },
      { code: "delegation_cycle", error: "Delegation cycle: Ghost → a → c → a" },
    ],
    [
      "cycle path uses slugs when the chain referenced ids",
      { from: ex("c"), to: ex("a"), chain: [{ ref: "id-a", expert: { id: "id-a", slug: "a" } }] },
      { error: "Delegation cycle: a → c → a" },
    ],
    [
      "cycle path with an unknown from uses the given reference",
      { from: null, fromRef: "mystery", to: ex("a"), chain: [link("a")] },
      { error: "Delegation cycle: a → mystery → a" },
    ],
    [
      "cycle before depth and access",
      {
        from: ex("c", { deleted: true }),
        to: ex("a", { delegatable: false }),
        chain: [link("a"), link("x"), link("y")],
      },
      { code: "delegation_cycle" },
    ],
    ["an unknown chain entry alone is no cycle", { chain: [{ ref: "b", expert: null }] }, { status: "accepted" }],
    ["hop 1 of 3", {}, { status: "accepted" }],
    ["hop 3 of 3: exactly at the limit", { chain: [link("x"), link("y")] }, { status: "accepted" }],
    [
      "hop 4 of 3: one past the limit",
      { chain: [link("x"), link("y"), link("z")] },
      { code: "depth_limit", error: "Delegation depth limit (3) reached" },
    ],
    [
      "the configured limit is named",
      { maxDepth: 1, chain: [link("x")] },
      { error: "Delegation depth limit (1) reached" },
    ],
    ["a limit of 5 allows hop 5", { maxDepth: 5, chain: ["v", "w", "x", "y"].map(link) }, { status: "accepted" }],
    ["a limit of 0 blocks every hop", { maxDepth: 0 }, { error: "Delegation depth limit (0) reached" }],
    [
      "a garbled limit falls back to 3",
      { maxDepth: Number.NaN, chain: [link("x"), link("y"), link("z")] },
      { error: "Delegation depth limit (3) reached" },
    ],
    ["depth before access", { to: null, chain: [link("x"), link("y"), link("z")] }, { code: "depth_limit" }],
    ["from unknown", { from: null }, DENIED],
    ["from deleted (owned)", { from: ex("a", { ownerIsUser: true, deleted: true }) }, DENIED],
    ["from a draft the user only has access to", { from: ex("a", { status: "draft" }) }, DENIED],
    ["from published without access", { from: ex("a", { hasAccess: false }) }, DENIED],
    ["to unknown", { to: null }, DENIED],
    ["to deleted", { to: ex("b", { deleted: true }) }, DENIED],
    ["to unpublished", { to: ex("b", { status: "draft" }) }, DENIED],
    ["to an owned draft", { to: ex("b", { status: "draft", ownerIsUser: true }) }, DENIED],
    ["to without access", { to: ex("b", { hasAccess: false }) }, DENIED],
    ["access before delegatable", { to: ex("b", { hasAccess: false, delegatable: false }) }, DENIED],
    [
      "to not delegatable",
      { to: ex("b", { delegatable: false }) },
      { code: "not_delegatable", error: "Expert is not delegatable" },
    ],
    [
      "from an owned draft",
      { from: ex("a", { status: "draft", ownerIsUser: true, hasAccess: false }) },
      { status: "accepted" },
    ],
    [
      "to owned (no grant) and published",
      { to: ex("b", { ownerIsUser: true, hasAccess: true }) },
      { status: "accepted" },
    ],
  ] as const)("%s", (_label, over, expected) => {
    const outcome = check(over as Partial<DelegationCheckInput>);
    expect(outcome).toMatchObject("status" in expected ? expected : { status: "failed", ...expected });
  });
});

// The reference: a plain reading of the five conditions of rules §3/§6, written without the module.
const fiveConditionsHold = (from: DelegationExpertRef, to: DelegationExpertRef) =>
  to.id !== from.id && (to.hasAccess || to.ownerIsUser) && to.status === "published" && !to.deleted && to.delegatable;

function reference(input: DelegationCheckInput): string {
  const { from, to, chain, maxDepth } = input;
  const fromUsable =
    from !== null && !from.deleted && (from.ownerIsUser || (from.hasAccess && from.status === "published"));
  if (from && to && from.id === to.id) return "An Expert cannot delegate to itself";
  if (to && chain.map((c) => c.expert?.id).includes(to.id)) {
    const names = chain
      .map((c) => (c.expert ? c.expert.slug : c.ref))
      .concat(from ? from.slug : (input.fromRef ?? "?"), to.slug);
    return "Delegation cycle: " + names.join(" → ");
  }
  if (chain.length + 1 > maxDepth) return `Delegation depth limit (${maxDepth}) reached`;
  if (!fromUsable || !to) return "Expert not found or access denied";
  if (fiveConditionsHold(from, to)) return "accepted";
  if (to.delegatable || !(to.hasAccess || to.ownerIsUser) || to.status !== "published" || to.deleted)
    return "Expert not found or access denied";
  return "Expert is not delegatable";
}
const outcomeText = (input: DelegationCheckInput) => {
  const outcome = checkDelegation(input);
  return outcome.status === "accepted" ? "accepted" : outcome.error;
};

const COMBOS = Array.from({ length: 32 }, (_, n) => ({
  isSelf: !!(n & 1),
  hasAccess: !!(n & 2),
  published: !!(n & 4),
  notDeleted: !!(n & 8),
  delegatable: !!(n & 16),
}));

describe("checkDelegation agrees with the reference", () => {
  test.each(COMBOS)(
    "self=$isSelf access=$hasAccess published=$published notDeleted=$notDeleted delegatable=$delegatable",
    (c) => {
      const from = ex("a");
      const to = ex(c.isSelf ? "a" : "b", {
        hasAccess: c.hasAccess,
        status: c.published ? "published" : "draft",
        deleted: !c.notDeleted,
        delegatable: c.delegatable,
      });
      const input = { from, to, chain: [], toRef: to.slug, maxDepth: 3 };
      const allHold = !c.isSelf && c.hasAccess && c.published && c.notDeleted && c.delegatable;
      expect(checkDelegation(input).status === "accepted").toBe(allHold);
      expect(outcomeText(input)).toBe(reference(input));
    },
  );

  const slugs = ["a", "b", "c", "d", "e"];
  const arbRef = fc
    .record({
      slug: fc.constantFrom(...slugs),
      ownerIsUser: fc.boolean(),
      hasGrant: fc.boolean(),
      status: fc.constantFrom("draft" as const, "published" as const),
      deleted: fc.boolean(),
      delegatable: fc.boolean(),
    })
    .map(({ slug, hasGrant, ...flags }) => ex(slug, { ...flags, hasAccess: flags.ownerIsUser || hasGrant }));
  const arbChain = fc.array(
    fc.oneof(
      fc.constantFrom(...slugs).map(link),
      fc.constantFrom("ghost", "x y").map((ref) => ({ ref, expert: null })),
    ),
    { maxLength: 6 },
  );
  const arbInput = fc
    .record({
      from: fc.option(arbRef, { freq: 6 }),
      to: fc.option(arbRef, { freq: 6 }),
      chain: arbChain,
      maxDepth: fc.integer({ min: 0, max: 6 }),
      fromRef: fc.option(fc.constantFrom("ghost-from"), { nil: undefined }),
    })
    .map((i): DelegationCheckInput => ({ ...i, toRef: i.to?.slug ?? "nobody" }));

  test("on random chains, depths and flags", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        expect(outcomeText(input)).toBe(reference(input));
        const reachableHop =
          input.chain.length < input.maxDepth && !input.chain.some((c) => c.expert?.id === input.to?.id);
        if (reachableHop && input.from && input.to && mayUseExpert(input.from)) {
          expect(checkDelegation(input).status === "accepted").toBe(fiveConditionsHold(input.from, input.to));
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the internal cause, for the admin log", () => {
  test.each([
    ["self", { to: ex("a") }, "self"],
    ["cycle", { from: ex("c"), to: ex("a"), chain: [link("a")] }, "cycle"],
    ["depth", { chain: [link("x"), link("y"), link("z")] }, "depth"],
    ["unknown from", { from: null }, "unknown_from"],
    ["from a draft the user only has access to", { from: ex("a", { status: "draft" }) }, "from_not_usable"],
    ["unknown target", { to: null }, "unknown_target"],
    ["no access", { to: ex("b", { hasAccess: false }) }, "no_access"],
    ["deleted", { to: ex("b", { deleted: true }) }, "deleted"],
    ["draft", { to: ex("b", { status: "draft" }) }, "not_published"],
    ["not delegatable", { to: ex("b", { delegatable: false }) }, "not_delegatable"],
  ] as const)("%s", (_label, over, cause) => {
    const outcome = check(over as Partial<DelegationCheckInput>);
    expect(outcome).toMatchObject({ status: "failed", cause });
  });

  test("every denied cause answers the same sentence", () => {
    const denied = [
      { from: null },
      { to: null },
      { to: ex("b", { hasAccess: false }) },
      { to: ex("b", { deleted: true }) },
      { to: ex("b", { status: "draft" as const }) },
    ];
    for (const over of denied) expect(check(over)).toMatchObject({ error: "Expert not found or access denied" });
  });
});
