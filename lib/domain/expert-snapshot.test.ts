import { describe, expect, test } from "vitest";
import { diffSnapshots, listChanges, type ExpertSnapshot } from "./expert-snapshot";

const base: ExpertSnapshot = {
  name: "Tax Helper",
  slug: "tax-helper",
  description: "d",
  instructions: "i",
  delegationBrief: null,
  delegatable: true,
  status: "draft",
  deleted: false,
  priceLabel: null,
  defaultModel: "claude-sonnet-4",
  plugins: ["github"],
  teamGuard: { mode: "enforce", markers: ["spawn_teammate"], deny: ["subagent"] },
  specs: ['{"name":"a"}', '{"name":"b"}'],
  disabledBuiltins: [],
};

describe("diffSnapshots", () => {
  test("a new Expert is one 'created' change", () => {
    expect(diffSnapshots(null, base)).toEqual([{ field: "created", before: null, after: "Tax Helper" }]);
  });

  test("identical snapshots have no changes", () => {
    expect(diffSnapshots(base, structuredClone(base))).toEqual([]);
  });

  test("names each changed field, guard key and spec position", () => {
    const after: ExpertSnapshot = {
      ...base,
      status: "published",
      plugins: ["github", "slack"],
      teamGuard: { ...base.teamGuard, mode: "warn" },
      specs: ['{"name":"a"}', '{"name":"B"}', '{"name":"c"}'],
      disabledBuiltins: ["fixer"],
    };
    expect(diffSnapshots(base, after)).toEqual([
      { field: "status", before: "draft", after: "published" },
      { field: "plugins", before: ["github"], after: ["github", "slack"] },
      { field: "disabledBuiltins", before: [], after: ["fixer"] },
      { field: "teamGuard.mode", before: "enforce", after: "warn" },
      { field: "specs[1]", before: '{"name":"b"}', after: '{"name":"B"}' },
      { field: "specs[2]", before: null, after: '{"name":"c"}' },
    ]);
  });

  test("a removed spec shows as null after", () => {
    expect(diffSnapshots(base, { ...base, specs: ['{"name":"a"}'] })).toEqual([
      { field: "specs[1]", before: '{"name":"b"}', after: null },
    ]);
  });
});

describe("listChanges", () => {
  test("keeps only the fields whose values differ, lists compared in order", () => {
    expect(
      listChanges([
        ["policy", "none", "whitelist"],
        ["whitelist", ["a", "b"], ["a", "b"]],
        ["order", ["a", "b"], ["b", "a"]],
        ["disabled", false, false],
      ]),
    ).toEqual([
      { field: "policy", before: "none", after: "whitelist" },
      { field: "order", before: ["a", "b"], after: ["b", "a"] },
    ]);
  });
});
