import { describe, expect, it } from "vitest";
import { at } from "./at-index";
import { collapseOverlaps, overlapGroups } from "./overlap-groups";
import { subagentRoutingPreview } from "./routing-preview";

const similar = (i: number) => ({
  name: `clause_finder_${i}`,
  description: "Finds every liability clause in a contract and quotes it.",
});

describe("overlapGroups", () => {
  it("gathers sixty near-identical subagents into one group with every pair, and a distinct pair into another", () => {
    const subagents = [
      { name: "chart_maker", description: "Draws bar charts of monthly signups." },
      { name: "chart_drawer", description: "Draws bar charts of monthly signups." },
      { name: "translator", description: "Translates letters from German into English." },
      ...Array.from({ length: 60 }, (_, i) => similar(i)),
    ];
    const preview = subagentRoutingPreview(subagents, "");
    const groups = overlapGroups(preview);
    expect(groups.map((g) => g.names.length)).toEqual([60, 2]);
    expect(at(groups, 1).names).toEqual(["chart_drawer", "chart_maker"]);
    expect(at(groups, 1).pairs).toHaveLength(1);
    // Only the shown candidates' pairs: the first 25 ranked, each with all 59 others.
    expect(at(groups, 0).pairs.length).toBeGreaterThan(59);
    expect(groups.flatMap((g) => g.names)).not.toContain("translator");
  });

  it("is empty when no two texts are near-duplicates", () => {
    expect(
      overlapGroups(subagentRoutingPreview([similar(1), { name: "b", description: "Translates letters." }], "")),
    ).toEqual([]);
  });
});

describe("collapseOverlaps", () => {
  it("keeps a pair's warnings as they are and folds a long list into one line naming two and the rest", () => {
    const pair = subagentRoutingPreview([similar(1), similar(2)], "");
    expect(collapseOverlaps(pair)).toEqual(pair);
    const many = collapseOverlaps(
      subagentRoutingPreview(
        Array.from({ length: 60 }, (_, i) => similar(i)),
        "",
      ),
    );
    for (const c of many.candidates) {
      expect(c.overlaps).toHaveLength(1);
      expect(at(c.overlaps, 0).name).toMatch(
        /^clause_finder_\d+, clause_finder_\d+ and 57 more \(see the near-duplicate groups\)$/,
      );
    }
  });
});
