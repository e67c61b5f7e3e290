import { describe, expect, test } from "vitest";
import { at } from "./at-index";
import { buildInjection } from "./injection";
import type { RosterCandidate } from "./roster";
import { rosterRoutingPreview, subagentRoutingPreview } from "./routing-preview";
import { bareExpertConfig } from "@/tests/support/domain-fixtures";

const SCANNER = {
  name: "contract_scanner",
  description: "Scan the full contract and locate every clause involving amounts, deadlines, or liability for breach",
};
const COPY = {
  name: "clause_finder",
  description: "Scans the whole contract and locates each clause about amounts, deadlines or liability for breach",
};
const JUDGE = {
  name: "risk_judge",
  description: "Judge the risk of each extracted clause and rate it high, medium or low",
};

describe("subagentRoutingPreview", () => {
  test("ranks by name and description for the message (the clause_finder name counts), flags the near-duplicate pair beside both", () => {
    const preview = subagentRoutingPreview([SCANNER, JUDGE, COPY], "What is the risk of this clause? Rate it.");
    expect(preview.candidates.map((c) => [c.rank, c.key])).toEqual([
      [1, "risk_judge"],
      [2, "clause_finder"],
      [3, "contract_scanner"],
    ]);
    expect(at(preview.candidates, 0).matchedTerms).toEqual(["risk", "clause", "rate"]);
    expect(preview.matched).toBe(3);
    const byKey = Object.fromEntries(preview.candidates.map((c) => [c.key, c.overlaps.map((o) => o.name)]));
    expect(byKey).toEqual({ risk_judge: [], clause_finder: ["contract_scanner"], contract_scanner: ["clause_finder"] });
    expect(preview.overlapCount).toBe(1);
    expect(preview.threshold).toBe(0.7);
  });

  test("a message that matches nothing: zero matched, input order, scores 0", () => {
    const preview = subagentRoutingPreview([SCANNER, JUDGE], "bake a cake");
    expect(preview).toMatchObject({ matched: 0, total: 2 });
    expect(preview.candidates.map((c) => [c.key, c.score])).toEqual([
      ["contract_scanner", 0],
      ["risk_judge", 0],
    ]);
  });

  test("the list is cut to the limit; the totals are not", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `s${i}`, description: `tax task ${i}` }));
    const preview = subagentRoutingPreview(many, "tax", 5);
    expect(preview.candidates).toHaveLength(5);
    expect(preview).toMatchObject({ total: 30, matched: 30 });
  });
});

describe("rosterRoutingPreview from an injection", () => {
  const candidate = (id: string, brief: string): RosterCandidate => ({
    id,
    slug: id.replace("e_", ""),
    name: id.slice(2).toUpperCase(),
    description: "",
    delegationBrief: brief,
    delegatable: true,
    status: "published",
    deleted: false,
    hasAccess: true,
  });
  const world = [
    candidate("e_a", "Reviews contracts for risky clauses"),
    candidate("e_b", "Review the contract for risky clauses"),
    candidate("e_c", "Writes SQL queries"),
  ];
  const main = bareExpertConfig();

  test("ranks the roster by brief and flags the two near-identical briefs", () => {
    const injection = buildInjection(main, {
      policy: { mode: "all", whitelist: [] },
      message: "a SQL query please",
      accessible: world,
      named: world,
    });
    const preview = rosterRoutingPreview(injection.rosterRanking, injection.roster);
    expect(preview.candidates.map((c) => c.handle)).toEqual(["@c", "@a", "@b"]);
    expect(preview.candidates[0]).toMatchObject({
      rank: 1,
      matchedTerms: ["sql", "query"],
      offered: true,
      overlaps: [],
    });
    expect(at(preview.candidates, 1).overlaps).toEqual([{ key: "e_b", name: "B", similarity: 1 }]);
    expect(at(preview.candidates, 2).overlaps).toEqual([{ key: "e_a", name: "A", similarity: 1 }]);
  });

  test("candidates the budget left out are listed as not offered and take no part in overlaps", () => {
    const injection = buildInjection(
      main,
      { policy: { mode: "all", whitelist: [] }, message: "contract clauses", accessible: world, named: world },
      { rosterTokenBudget: 12 },
    );
    const preview = rosterRoutingPreview(injection.rosterRanking, injection.roster);
    expect(preview.candidates.map((c) => [c.handle, c.offered])).toEqual([
      ["@a", true],
      ["@b", false],
      ["@c", false],
    ]);
    expect(preview.overlapCount).toBe(0);
  });
});
