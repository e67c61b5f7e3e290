import { describe, expect, test } from "vitest";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";

// Typo correction and slugs (marketplace_search_slugs_and_vocabulary migration): the vocabulary is the
// listing's own words, so it holds served Experts only. This file runs on SQLite and on PostgreSQL.
const t = await testDatabaseForFile();
const marketplace = await import("@/lib/server/marketplace/marketplace");
const editor = await import("@/lib/actions/expert-edits");

const search = (query: string) => marketplace.listMarketplaceExperts({ query }, null, undefined, 100);
const ids = async (query: string) => (await search(query)).items.map((e) => e.id);
const version = async (id: string) =>
  (await t.db.expert.findUniqueOrThrow({ where: { id }, select: { version: true } })).version;

/** One Expert published as publishing writes it: the Expert, its live version, then the live pointer. */
async function listExpert(id: string, fields: { slug: string; name: string; description: string }) {
  await t.db.expert.create({
    data: {
      id,
      ...fields,
      ownerId: "u_alice",
      nameKey: fields.name.toLowerCase(),
      defaultModel: "claude-sonnet-4",
      plugins: [],
      guardMarkers: [],
      guardDeny: [],
    },
  });
  await t.db.expertVersion.create({ data: { id: `v_${id}`, expertId: id, number: 1, config: { ...fields } } });
  await t.db.expert.update({
    where: { id },
    data: {
      status: "published",
      liveVersionId: `v_${id}`,
      liveName: fields.name,
      liveNameKey: fields.name.toLowerCase(),
      liveDescription: fields.description,
      liveDelegatable: true,
    },
  });
}

describe("a misspelt word of five letters or more is corrected to the nearest word of a listed Expert", () => {
  test("one typo (two letters swapped) finds the Expert and names the words searched", async () => {
    const page = await search("reveiw");
    expect(page.correctedQuery).toBe("review");
    expect(page.items.map((e) => e.id)).toEqual(expect.arrayContaining(["e_contract", "e_security"]));
  });

  test("two typos in a word of eight letters or more, and one misspelt word among right ones", async () => {
    const postgres = await search("postgress");
    expect(postgres.correctedQuery).toBe("postgresql");
    expect(postgres.items.map((e) => e.id)).toEqual(["e_sql"]);
    const contract = await search("conntrakt");
    expect(contract.correctedQuery).toBe("contract");
    expect(contract.items.map((e) => e.id)).toContain("e_contract");
    const both = await search("risky clauzes");
    expect(both.correctedQuery).toBe("risky clauses");
    expect(both.items.map((e) => e.id)).toEqual(["e_contract"]);
  });

  test("a word spelt as typed is never corrected, and a word with a hit is searched as typed", async () => {
    for (const query of ["review", "contract", "postgresql", "contr"]) {
      expect((await search(query)).correctedQuery, query).toBeNull();
    }
  });

  test("no correction for a short word, a number, a word too far off or a wrong first letter", async () => {
    for (const query of ["taks", "revw", "sqll", "12345", "reveiwww", "xontract", "zzzzzz"]) {
      const page = await search(query);
      expect(page.correctedQuery, query).toBeNull();
      expect(page.items, query).toEqual([]);
    }
  });
});

describe("slugs are searched", () => {
  test("the slug as typed and its words find an Expert whose name and description share none of them", async () => {
    await listExpert("e_slug_probe", { slug: "repo-reviewer", name: "Code Buddy", description: "Looks at changes." });
    for (const query of ["repo-reviewer", "repo reviewer", "@repo-reviewer", "repo"]) {
      expect(await ids(query), query).toContain("e_slug_probe");
    }
    expect(await ids("buddy")).toEqual(["e_slug_probe"]);
    // A misspelt slug word is corrected like any other word.
    expect(await ids("repo revieewer")).toContain("e_slug_probe");
  });
});

describe("only served Experts' words are matched or suggested", () => {
  test("a draft Expert's words are never a correction, nor a draft-only rename", async () => {
    // "employee" and "assistant" are only in the demo's draft Expert (HR Policy Assistant).
    for (const query of ["employe", "assistent", "polisy"]) {
      const page = await search(query);
      expect(page.correctedQuery, query).toBeNull();
      expect(page.items, query).toEqual([]);
    }
    actAs(DEMO_VIEWERS.alice);
    const draft = await t.db.expert.findUniqueOrThrow({ where: { id: "e_tax" }, include: { subagents: true } });
    expect(
      await editor.saveExpertAction({
        expertId: "e_tax",
        version: draft.version,
        name: "Zymurgy Advisor",
        slug: draft.slug,
        description: draft.description,
        priceLabel: draft.priceLabel,
        instructions: draft.instructions,
        defaultModel: draft.defaultModel,
        plugins: draft.plugins as string[],
        delegatable: draft.delegatable,
        delegationBrief: draft.delegationBrief,
        teamGuard: { mode: "enforce", markers: [], deny: [] },
        specs: draft.subagents.map((s) => s.raw),
      } as never),
    ).toMatchObject({ status: "ok" });
    expect(await search("zymurgi")).toMatchObject({ correctedQuery: null, items: [] });
  });

  test("an unpublished Expert's words leave the vocabulary with it", async () => {
    expect((await search("postgress")).correctedQuery).toBe("postgresql");
    actAs(DEMO_VIEWERS.carol);
    expect(
      await editor.setPublishedAction({ expertId: "e_sql", version: await version("e_sql"), published: false }),
    ).toEqual({ status: "ok" });
    expect(await search("postgress")).toMatchObject({ correctedQuery: null, items: [] });
    expect(
      await editor.setPublishedAction({ expertId: "e_sql", version: await version("e_sql"), published: true }),
    ).toEqual({ status: "ok" });
    expect((await search("postgress")).items.map((e) => e.id)).toEqual(["e_sql"]);
  });
});
