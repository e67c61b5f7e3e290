import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setupDemoDatabase } from "../support/action-test-env";
import type { TestDatabase } from "../support/test-db";

// Search, the plugin filter and cursor pages run in the database; this file runs on SQLite and on
// PostgreSQL (npm test's second run), so both engines' SQL is exercised.
let t: TestDatabase;
let marketplace: typeof import("@/lib/server/marketplace/marketplace");
let cursor: typeof import("@/lib/domain/cursor");
beforeAll(async () => {
  t = await setupDemoDatabase();
  marketplace = await import("@/lib/server/marketplace/marketplace");
  cursor = await import("@/lib/domain/cursor");
});
afterAll(() => t.cleanup());

const ids = async (filter: { query?: string; plugin?: string }) => (await marketplace.listMarketplaceExperts(filter, null, undefined, 500)).items.map((e) => e.id);

function expertRow(n: number, extra: Partial<{ name: string; description: string; delegationBrief: string; plugins: string[]; status: string }> = {}) {
  const name = extra.name ?? `Bulk Expert ${String(n).padStart(5, "0")}`;
  return {
    id: `e_bulk_${String(n).padStart(5, "0")}`,
    slug: `bulk-${String(n).padStart(5, "0")}`,
    ownerId: "u_alice",
    name,
    nameKey: name.toLowerCase(),
    description: extra.description ?? "A generated Expert for the search tests.",
    delegationBrief: extra.delegationBrief ?? null,
    status: extra.status ?? "published",
    defaultModel: "claude-sonnet-4",
    plugins: extra.plugins ?? [],
    guardMarkers: [],
    guardDeny: [],
  };
}

describe("search over the whole catalogue", () => {
  test("case does not matter, and a word of the name or of the slug finds the Expert", async () => {
    for (const query of ["contract", "CONTRACT", "Contract Review", "contract-review", "contr rev"]) {
      expect(await ids({ query }), query).toEqual(["e_contract"]);
    }
  });

  test("a word only in the description or only in the brief finds it too", async () => {
    expect(await ids({ query: "risky clauses" })).toEqual(["e_contract"]);
    expect(await ids({ query: "redline" })).toContain("e_contract");
    expect(await ids({ query: "cohorts" })).toEqual(["e_sql"]);
  });

  test("an Expert whose name matches ranks above one that mentions the word only in its brief", async () => {
    await t.db.expert.createMany({
      data: [expertRow(90001, { name: "Zeta Glossary Keeper" }), expertRow(90002, { name: "Alpha Notes", delegationBrief: "Accepts glossary questions sometimes." })],
    });
    const found = await ids({ query: "glossary" });
    expect(found).toEqual(expect.arrayContaining(["e_bulk_90001", "e_bulk_90002"]));
    expect(found[0]).toBe("e_bulk_90001");
    expect(found.indexOf("e_bulk_90001")).toBeLessThan(found.indexOf("e_bulk_90002"));
  });

  test("an Expert far past the first thousand rows is found, drafts and deleted ones never", async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => expertRow(i));
    rows[1499] = expertRow(1499, { name: "Zzz Needle Finder" });
    rows[1498] = expertRow(1498, { name: "Zzz Needle Draft", status: "draft" });
    await t.db.expert.createMany({ data: rows });
    await t.db.expert.update({ where: { id: "e_bulk_00003" }, data: { name: "Needle Deleted", nameKey: "needle deleted", deletedAt: new Date() } });
    expect(await ids({ query: "needle" })).toEqual(["e_bulk_01499"]);
    // A rename is searchable at once (the index follows every write).
    await t.db.expert.update({ where: { id: "e_bulk_01499" }, data: { name: "Haystack", nameKey: "haystack" } });
    expect(await ids({ query: "needle" })).toEqual([]);
    expect(await ids({ query: "haystack" })).toEqual(["e_bulk_01499"]);
  });

  test("search syntax typed by a visitor is read as words, never as an error", async () => {
    for (const query of ['"', "contract*", "NOT contract", "a:b (c) & | !", "-", "%_"]) {
      await expect(ids({ query }), query).resolves.toBeInstanceOf(Array);
    }
    expect(await ids({ query: "NEAR(contract" })).toEqual([]);
  });
});

describe("plugin filter (ExpertPlugin rows follow the plugins column)", () => {
  test("filters in SQL, and follows a save that changes the plugins", async () => {
    expect((await ids({ plugin: "postgres" })).sort()).toEqual(["e_pipeline", "e_sql"]);
    await t.db.expert.update({ where: { id: "e_contract" }, data: { plugins: ["github", "postgres"] } });
    expect((await ids({ plugin: "postgres" })).sort()).toEqual(["e_contract", "e_pipeline", "e_sql"]);
    expect(await t.db.expertPlugin.findMany({ where: { expertId: "e_contract" }, orderBy: { position: "asc" }, select: { plugin: true, position: true } })).toEqual([
      { plugin: "github", position: 0 },
      { plugin: "postgres", position: 1 },
    ]);
    await t.db.expert.update({ where: { id: "e_contract" }, data: { plugins: ["web-search"] } });
    expect((await ids({ plugin: "postgres" })).sort()).toEqual(["e_pipeline", "e_sql"]);
    expect(await ids({ query: "contract", plugin: "web-search" })).toEqual(["e_contract"]);
    expect(await ids({ query: "contract", plugin: "github" })).toEqual([]);
  });

  test("rows are removed with their Expert", async () => {
    await t.db.expert.create({ data: expertRow(95000, { plugins: ["slack"] }) });
    expect(await t.db.expertPlugin.count({ where: { expertId: "e_bulk_95000" } })).toBe(1);
    await t.db.expert.delete({ where: { id: "e_bulk_95000" } });
    expect(await t.db.expertPlugin.count({ where: { expertId: "e_bulk_95000" } })).toBe(0);
    expect(await ids({ plugin: "slack" })).not.toContain("e_bulk_95000");
  });
});

describe("cursor pages", () => {
  async function walk(filter: { query?: string; plugin?: string }, limit: number, between?: (page: number) => Promise<void>) {
    const seen: string[] = [];
    let request: ReturnType<typeof cursor.pageRequest> | undefined = { direction: "next", cursor: null };
    for (let n = 0; request && n < 100; n++) {
      const page = await marketplace.listMarketplaceExperts(filter, null, request, limit);
      seen.push(...page.items.map((e) => e.id));
      if (between) await between(n);
      request = page.next ? cursor.pageRequest({ after: page.next }) : undefined;
    }
    return seen;
  }

  test.each([
    ["browsing by name", {}],
    ["a ranked search", { query: "bulk" }],
    ["a plugin filter", { plugin: "github" }],
  ])("%s: rows inserted between page loads never make a row skip or repeat", async (_label, filter) => {
    const before = await walk(filter, 40);
    expect(before.length).toBeGreaterThan(40);
    let added = 0;
    const base = 96000 + (await t.db.expert.count());
    const during = await walk(filter, 40, async () => {
      added++;
      const name = `${added % 2 ? "Aaa" : "Zzz"} Bulk Inserted ${_label} ${added}`;
      await t.db.expert.create({ data: { ...expertRow(base + added), name, nameKey: name.toLowerCase(), plugins: ["github"] } });
    });
    expect(new Set(during).size).toBe(during.length);
    for (const id of before) expect(during).toContain(id);
  });

  test("previous page gives back the page before, in the same order", async () => {
    const first = await marketplace.listMarketplaceExperts({}, null, undefined, 5);
    const second = await marketplace.listMarketplaceExperts({}, null, cursor.pageRequest({ after: first.next }), 5);
    expect(first.previous).toBeNull();
    const back = await marketplace.listMarketplaceExperts({}, null, cursor.pageRequest({ before: second.previous }), 5);
    expect(back.items.map((e) => e.id)).toEqual(first.items.map((e) => e.id));
    expect(back.previous).toBeNull();
    expect(second.items.map((e) => e.id)).not.toEqual(first.items.map((e) => e.id));
  });

  test("a cursor that was tampered with reads the first page", async () => {
    const first = await marketplace.listMarketplaceExperts({}, null, undefined, 5);
    const junk = await marketplace.listMarketplaceExperts({}, null, cursor.pageRequest({ after: "not-a-cursor" }), 5);
    expect(junk.items.map((e) => e.id)).toEqual(first.items.map((e) => e.id));
  });
});

describe("cards say when the viewer already has access", () => {
  test("bob's granted Experts are flagged; a visitor's and carol's others are not", async () => {
    const flags = async (viewer: { id: string; role: "user" } | null, query: string) =>
      Object.fromEntries((await marketplace.listMarketplaceExperts({ query }, viewer, undefined, 50)).items.map((e) => [e.id, e.hasAccess]));
    expect(await flags({ id: "u_bob", role: "user" }, "sql")).toEqual({ e_sql: true });
    expect(await flags({ id: "u_bob", role: "user" }, "tax")).toEqual({ e_tax: false });
    expect(await flags({ id: "u_carol", role: "user" }, "contract")).toEqual({ e_contract: true });
    expect(await flags({ id: "u_dave", role: "user" }, "sql")).toEqual({ e_sql: false });
    expect(await flags(null, "contract")).toEqual({ e_contract: false });
  });
});
