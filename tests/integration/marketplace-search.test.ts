import { describe, expect, test } from "vitest";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { storedDraft } from "../support/studio-fixtures";
import { at } from "@/lib/domain/at-index";

// Search, the plugin filter and cursor pages run in the database over the listing the triggers
// keep (marketplace_search migration); this file runs on SQLite and again on PostgreSQL.
const t = await testDatabaseForFile();
const marketplace = await import("@/lib/server/marketplace/marketplace");
const search = await import("@/lib/server/marketplace/search");
const cursor = await import("@/lib/domain/cursor");
const editor = await import("@/lib/actions/expert-edits");
const versions = await import("@/lib/actions/expert-versions");

type Filter = { query?: string; plugin?: string };
const ids = async (filter: Filter) =>
  (await marketplace.listMarketplaceExperts(filter, null, undefined, 500)).items.map((e) => e.id);
const version = async (id: string) =>
  (await t.db.expert.findUniqueOrThrow({ where: { id }, select: { version: true } })).version;

type Bulk = { n: number; name?: string; description?: string; brief?: string; plugins?: string[] };
const bulkId = (n: number) => `e_bulk_${String(n).padStart(5, "0")}`;

/** Published Experts with live version 1, written as publishing writes them: Expert, version, then the live pointer. */
async function listBulk(rows: Bulk[]) {
  const full = rows.map((r) => ({
    id: bulkId(r.n),
    name: r.name ?? `Bulk Expert ${String(r.n).padStart(5, "0")}`,
    description: r.description ?? "A generated Expert for the search tests.",
    delegationBrief: r.brief ?? null,
    plugins: r.plugins ?? [],
  }));
  await t.db.expert.createMany({
    data: full.map((r) => ({
      ...r,
      slug: r.id.replaceAll("_", "-"),
      ownerId: "u_alice",
      nameKey: r.name.toLowerCase(),
      defaultModel: "claude-sonnet-4",
      guardMarkers: [],
      guardDeny: [],
    })),
  });
  await t.db.expertVersion.createMany({
    data: full.map((r) => ({ id: `v_${r.id}`, expertId: r.id, number: 1, config: { ...r, priceLabel: null } })),
  });
  const [first, last] = [at(full, 0).id, at(full, full.length - 1).id];
  await t.db
    .$executeRaw`UPDATE "Expert" SET "status" = 'published', "liveVersionId" = 'v_' || "id", "liveName" = "name", "liveNameKey" = "nameKey",
    "liveDescription" = "description", "liveBrief" = "delegationBrief", "liveDelegatable" = true WHERE "id" >= ${first} AND "id" <= ${last}`;
}

/** Saves a draft change as the owner (Alice) through the Studio action; returns the new draft version. */
async function saveDraft(expertId: string, patch: Record<string, unknown>) {
  actAs(DEMO_VIEWERS.alice);
  const stored = await storedDraft(t.db, expertId);
  const result = await editor.saveExpertAction({
    ...stored.draft,
    ...patch,
    expertId,
    version: stored.version,
  } as never);
  expect(result, JSON.stringify(result)).toMatchObject({ status: "ok" });
}

async function publish(expertId: string) {
  actAs(DEMO_VIEWERS.alice);
  expect(await versions.publishChangesAction({ expertId, version: await version(expertId) })).toMatchObject({
    status: "ok",
  });
}

describe("search over the whole catalogue", () => {
  test("case does not matter; the live name's words find the Expert, the last one also half typed", async () => {
    for (const query of ["contract", "CONTRACT", "Contract Review", "contract-review", "contract rev"]) {
      expect(await ids({ query }), query).toEqual(["e_contract"]);
    }
    // Only the last word may be half a word.
    expect(await ids({ query: "contr" })).toContain("e_contract");
    expect(await ids({ query: "contr reviewer" })).toEqual([]);
  });

  test("a word only in the live description or only in the live brief finds it too", async () => {
    expect(await ids({ query: "risky clauses" })).toEqual(["e_contract"]);
    expect(await ids({ query: "redline" })).toContain("e_contract");
    expect(await ids({ query: "cohorts" })).toEqual(["e_sql"]);
  });

  test("an Expert whose name matches ranks above one that mentions the word only in its brief", async () => {
    await listBulk([
      { n: 90001, name: "Zeta Glossary Keeper" },
      { n: 90002, name: "Alpha Notes", brief: "Accepts glossary questions sometimes." },
    ]);
    const found = await ids({ query: "glossary" });
    expect(found.indexOf(bulkId(90001))).toBe(0);
    expect(found).toContain(bulkId(90002));
  });

  test("an Expert far past the first thousand rows is found; unpublished and deleted ones are not", async () => {
    await listBulk(
      Array.from({ length: 1500 }, (_, i) => ({
        n: i,
        ...(i === 1499 ? { name: "Zzz Needle Finder" } : {}),
        ...(i === 1498 ? { name: "Zzz Needle Hidden" } : {}),
      })),
    );
    await t.db.expert.update({ where: { id: bulkId(1498) }, data: { status: "draft" } });
    await t.db.expert.update({ where: { id: bulkId(3) }, data: { liveName: "Needle Deleted", deletedAt: new Date() } });
    expect(await ids({ query: "needle" })).toEqual([bulkId(1499)]);
    expect(await t.db.expertListing.count({ where: { expertId: { in: [bulkId(1498), bulkId(3)] } } })).toBe(0);
  });

  test("search syntax typed by a visitor is read as words, never as an error", async () => {
    for (const query of ['"', "contract*", "NOT contract", "a:b (c) & | !", "-", "%_", "NEAR(contract"]) {
      await expect(ids({ query }), query).resolves.toBeInstanceOf(Array);
    }
    expect(await ids({ query: "NEAR(contract" })).toEqual([]);
  });
});

describe("only the live version is searched (rules §10)", () => {
  test("the triggers that keep the listing exist after every migration (a rebuild of Expert drops them on SQLite)", async () => {
    const names = process.env.TEST_DATABASE_URL
      ? (await t.db.$queryRaw<{ name: string }[]>`SELECT tgname AS "name" FROM pg_trigger WHERE NOT tgisinternal`).map(
          (r) => r.name,
        )
      : (await t.db.$queryRaw<{ name: string }[]>`SELECT name FROM sqlite_master WHERE type = 'trigger'`).map(
          (r) => r.name,
        );
    const expected = process.env.TEST_DATABASE_URL
      ? ["Expert_listing"]
      : [
          "Expert_listing_insert",
          "Expert_listing_show",
          "Expert_listing_hide",
          "Expert_listing_delete",
          "ExpertListing_delete",
        ];
    expect(names).toEqual(expect.arrayContaining(expected));
  });

  test("a draft-only change is not searchable until it is published; then the old text is gone", async () => {
    await saveDraft("e_tax", {
      name: "Levy Companion",
      description: "Helps with quarterly levies.",
      plugins: ["github"],
    });
    expect(await ids({ query: "levy" })).toEqual([]);
    expect(await ids({ query: "tax" })).toContain("e_tax");
    expect(await ids({ plugin: "github" })).not.toContain("e_tax");
    await publish("e_tax");
    expect(await ids({ query: "levy" })).toEqual(["e_tax"]);
    expect(await ids({ query: "quarterly" })).toEqual(["e_tax"]);
    // The old live name and description are gone; the slug (tax-helper) is the Expert's identity and stays.
    expect(await ids({ query: "freelancers deductions" })).toEqual([]);
    expect(await ids({ query: "tax-helper" })).toEqual(["e_tax"]);
    expect(await ids({ plugin: "github" })).toContain("e_tax");
    const card = (await marketplace.listMarketplaceExperts({ query: "levy" })).items[0];
    expect(card).toMatchObject({
      name: "Levy Companion",
      description: "Helps with quarterly levies.",
      plugins: ["github"],
    });
  });

  test("unpublishing takes it out of search and of the plugin filter; publishing again brings it back", async () => {
    actAs(DEMO_VIEWERS.carol);
    expect(await ids({ plugin: "postgres" })).toContain("e_sql");
    expect(
      await editor.setPublishedAction({ expertId: "e_sql", version: await version("e_sql"), published: false }),
    ).toEqual({ status: "ok" });
    expect(await ids({ query: "sql" })).toEqual([]);
    expect(await ids({ plugin: "postgres" })).not.toContain("e_sql");
    expect(await ids({ query: "sql", plugin: "postgres" })).toEqual([]);
    expect(
      await editor.setPublishedAction({ expertId: "e_sql", version: await version("e_sql"), published: true }),
    ).toEqual({ status: "ok" });
    expect(await ids({ query: "sql", plugin: "postgres" })).toEqual(["e_sql"]);
  });

  test("rolling back makes the earlier version's text and plugins what is searched", async () => {
    await saveDraft("e_release_notes", { name: "Changelog Scribe", plugins: ["postgres"] });
    await publish("e_release_notes");
    expect(await ids({ query: "changelog scribe", plugin: "postgres" })).toEqual(["e_release_notes"]);
    actAs(DEMO_VIEWERS.alice);
    expect(
      await versions.rollbackAction({
        expertId: "e_release_notes",
        version: await version("e_release_notes"),
        number: 1,
      }),
    ).toMatchObject({ status: "ok" });
    expect(await ids({ query: "changelog scribe" })).toEqual([]);
    expect(await ids({ plugin: "postgres" })).not.toContain("e_release_notes");
    expect(await ids({ query: "release notes" })).toEqual(["e_release_notes"]);
  });

  test("deleting takes it out at once", async () => {
    actAs(DEMO_VIEWERS.carol);
    expect(await ids({ query: "pipeline" })).toContain("e_pipeline");
    expect(await editor.deleteExpertAction({ expertId: "e_pipeline" })).toMatchObject({ status: "ok" });
    expect(await ids({ query: "pipeline" })).not.toContain("e_pipeline");
    expect(await ids({ plugin: "postgres" })).not.toContain("e_pipeline");
  });
});

describe("plugin filter in SQL", () => {
  test("reads the listed Experts' plugin rows, one per plugin of the live version", async () => {
    await listBulk([{ n: 95000, name: "Plugin Probe", plugins: ["slack", "slack", "linear"] }]);
    const listing = await t.db.expertListing.findUniqueOrThrow({
      where: { expertId: bulkId(95000) },
      select: { plugins: { select: { plugin: true }, orderBy: { plugin: "asc" } } },
    });
    expect(listing.plugins.map((p) => p.plugin)).toEqual(["linear", "slack"]);
    expect(await ids({ plugin: "linear" })).toEqual([bulkId(95000)]);
    expect(await ids({ query: "probe", plugin: "slack" })).toEqual([bulkId(95000)]);
    expect(await ids({ query: "probe", plugin: "github" })).toEqual([]);
    await t.db.expert.delete({ where: { id: bulkId(95000) } });
    expect(await t.db.expertPlugin.count({ where: { plugin: "linear" } })).toBe(0);
  });
});

describe("cursor pages", () => {
  async function walk(filter: Filter, limit: number, between?: (page: number) => Promise<void>) {
    const seen: string[] = [];
    let request: ReturnType<typeof cursor.pageRequest> | undefined = { direction: "next", cursor: null };
    for (let n = 0; request && n < 200; n++) {
      const page = await marketplace.listMarketplaceExperts(filter, null, request, limit);
      seen.push(...page.items.map((e) => e.id));
      if (between) await between(n);
      request = page.next ? cursor.pageRequest({ after: page.next }) : undefined;
    }
    return seen;
  }

  let inserted = 96000;
  test.each([
    ["browsing by name", {}],
    ["a ranked search", { query: "bulk" }],
    ["a plugin filter", { plugin: "github" }],
  ])("%s: Experts listed between page loads never make a row skip or repeat", async (label, filter) => {
    await listBulk(
      Array.from({ length: 60 }, (_, i) => ({
        n: inserted++,
        plugins: ["github"],
        description: i % 3 ? "bulk text" : "other text",
      })),
    );
    const before = await walk(filter, 40);
    expect(before.length).toBeGreaterThan(40);
    const during = await walk(filter, 40, async (page) => {
      await listBulk([
        { n: inserted++, name: `${page % 2 ? "Aaa" : "Zzz"} Bulk Inserted ${label}`, plugins: ["github"] },
      ]);
    });
    expect(new Set(during).size).toBe(during.length);
    for (const id of before) expect(during).toContain(id);
  });

  test("previous page gives back the page before, in the same order", async () => {
    for (const filter of [{}, { query: "bulk" }, { plugin: "github" }]) {
      const first = await marketplace.listMarketplaceExperts(filter, null, undefined, 5);
      const second = await marketplace.listMarketplaceExperts(
        filter,
        null,
        cursor.pageRequest({ after: first.next }),
        5,
      );
      expect(first.previous).toBeNull();
      const back = await marketplace.listMarketplaceExperts(
        filter,
        null,
        cursor.pageRequest({ before: second.previous }),
        5,
      );
      expect(back.items.map((e) => e.id)).toEqual(first.items.map((e) => e.id));
      expect(back.previous).toBeNull();
      expect(second.items.map((e) => e.id)).not.toEqual(first.items.map((e) => e.id));
    }
  });

  test("a cursor that was tampered with reads the first page", async () => {
    const first = await marketplace.listMarketplaceExperts({}, null, undefined, 5);
    const junk = await marketplace.listMarketplaceExperts({}, null, cursor.pageRequest({ after: "not-a-cursor" }), 5);
    expect(junk.items.map((e) => e.id)).toEqual(first.items.map((e) => e.id));
  });
});

describe("a search matching too many Experts to rank", () => {
  test("is listed by name, says so, and pages through every match", async () => {
    const options = { rankedMatchLimit: 100 };
    const ranked = await search.searchMarketplaceKeys(
      { query: "zzz needle" },
      { direction: "next", cursor: null },
      10,
      options,
    );
    expect(ranked.order).toBe("relevance");
    const all: number[] = [];
    let page = await search.searchMarketplaceKeys({ query: "bulk" }, { direction: "next", cursor: null }, 250, options);
    expect(page.order).toBe("name-many-matches");
    all.push(...page.items);
    while (page.next) {
      page = await search.searchMarketplaceKeys(
        { query: "bulk" },
        cursor.pageRequest({ after: page.next }),
        250,
        options,
      );
      expect(page.order).toBe("name-many-matches");
      all.push(...page.items);
    }
    const rows = await t.db.expertListing.findMany({ where: { key: { in: all } }, select: { nameKey: true } });
    expect(all.length).toBe(rows.length);
    expect(all.length).toBe(
      (await search.searchMarketplaceKeys({ query: "bulk" }, { direction: "next", cursor: null }, 5000)).items.length,
    );
    const names = rows.map((r) => r.nameKey);
    expect(new Set(all).size).toBe(all.length);
    expect(names.length).toBeGreaterThan(1500);
  });
});

describe("cards say when the viewer already has access", () => {
  test("bob's granted Experts are flagged; a visitor's and carol's others are not", async () => {
    const flags = async (viewer: { id: string; role: "user" } | null, query: string) =>
      Object.fromEntries(
        (await marketplace.listMarketplaceExperts({ query }, viewer, undefined, 50)).items.map((e) => [
          e.id,
          e.hasAccess,
        ]),
      );
    expect(await flags({ id: "u_bob", role: "user" }, "cohorts")).toEqual({ e_sql: true });
    expect(await flags({ id: "u_carol", role: "user" }, "risky clauses")).toEqual({ e_contract: true });
    expect(await flags({ id: "u_dave", role: "user" }, "cohorts")).toEqual({ e_sql: false });
    expect(await flags(null, "risky clauses")).toEqual({ e_contract: false });
  });
});
