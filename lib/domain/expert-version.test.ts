import { describe, expect, test } from "vitest";
import type { ExpertSnapshot } from "./expert-snapshot";
import {
  diffDraftAgainstLive,
  harnessConfigOf,
  liveColumnsOf,
  publishedLiveSql,
  publishedStatus,
  readVersionConfig,
  servesLive,
  versionConfigOf,
} from "./expert-version";

const snapshot: ExpertSnapshot = {
  name: "Tax Helper",
  slug: "tax-helper",
  description: "d",
  instructions: "i",
  delegationBrief: "Accepts returns.",
  delegatable: true,
  status: "published",
  deleted: false,
  priceLabel: "$5",
  defaultModel: "claude-sonnet-4",
  plugins: ["github"],
  teamGuard: { mode: "warn", markers: ["spawn_teammate"], deny: ["subagent"] },
  specs: ['{"name":"a"}', "not json"],
  disabledBuiltins: ["fixer"],
};

describe("servesLive", () => {
  test.each([
    [{ status: "published", deleted: false, hasLive: true }, true],
    [{ status: "published", deleted: false, hasLive: false }, false],
    [{ status: "draft", deleted: false, hasLive: true }, false],
    [{ status: "published", deleted: true, hasLive: true }, false],
  ])("%o → %s", (expert, expected) => {
    expect(servesLive(expert)).toBe(expected);
  });
});

describe("readVersionConfig", () => {
  test("round-trips what publishing stores, as an object or as JSON text", () => {
    const config = versionConfigOf(snapshot);
    expect(config).not.toHaveProperty("status");
    expect(readVersionConfig(config)).toEqual(config);
    expect(readVersionConfig(JSON.stringify(config))).toEqual(config);
  });

  test("reads the migration's SQLite spelling of a boolean and defaults what is missing", () => {
    expect(readVersionConfig({ name: "X", delegatable: 1 }).delegatable).toBe(true);
    expect(readVersionConfig({ name: "X", delegatable: 0 }).delegatable).toBe(false);
    const empty = readVersionConfig("{broken");
    expect(empty).toMatchObject({
      name: "",
      specs: [],
      plugins: [],
      teamGuard: { mode: "enforce", markers: [], deny: [] },
      delegationBrief: null,
    });
  });

  test("a blank brief reads as none (rules §3)", () => {
    expect(readVersionConfig({ delegationBrief: "   " }).delegationBrief).toBeNull();
  });
});

describe("harnessConfigOf and liveColumnsOf", () => {
  test("the harness gets the version's configuration under the Expert's id and slug, specs parsed as stored", () => {
    const config = harnessConfigOf({ id: "e_1", slug: "current-slug" }, versionConfigOf(snapshot));
    expect(config).toMatchObject({ id: "e_1", slug: "current-slug", name: "Tax Helper", plugins: ["github"] });
    expect(config.specs).toEqual([{ name: "a" }, "not json"]);
    expect(config.builtinSwitches).toEqual({ readable: true, disabled: ["fixer"] });
  });

  test("the roster columns are the version's", () => {
    expect(liveColumnsOf(versionConfigOf(snapshot))).toEqual({
      liveName: "Tax Helper",
      liveNameKey: "tax helper",
      liveDescription: "d",
      liveBrief: "Accepts returns.",
      liveDelegatable: true,
    });
  });
});

describe("diffDraftAgainstLive", () => {
  test("no change when they agree, whatever the slug", () => {
    const live = versionConfigOf(snapshot);
    expect(diffDraftAgainstLive(live, { ...live, slug: "other" })).toEqual([]);
  });

  test("names each field the draft changes", () => {
    const live = versionConfigOf(snapshot);
    const draft = { ...live, delegationBrief: "Accepts invoices.", specs: ['{"name":"a"}'] };
    expect(diffDraftAgainstLive(live, draft)).toEqual([
      { field: "delegationBrief", before: "Accepts returns.", after: "Accepts invoices." },
      { field: "specs[1]", before: "not json", after: null },
    ]);
  });
});

describe("publishedStatus: one rule for code and SQL", () => {
  test.each([
    [{ status: "published", liveVersionId: "v1" }, "published"],
    [{ status: "published", liveVersionId: null }, "draft"],
    [{ status: "draft", liveVersionId: "v1" }, "draft"],
    // A roster read tells a live version by its copied name.
    [{ status: "published", liveName: "Tax Helper" }, "published"],
    [{ status: "published", liveName: null }, "draft"],
  ] as const)("%o reads as %s", (row, expected) => {
    expect(publishedStatus(row)).toBe(expected);
  });

  test("the SQL fragment tests the same columns", () => {
    expect(publishedLiveSql("e")).toBe(`(e."status" = 'published' AND e."liveVersionId" IS NOT NULL)`);
    expect(publishedLiveSql("e", "liveName")).toBe(`(e."status" = 'published' AND e."liveName" IS NOT NULL)`);
  });
});
