import { describe, expect, test } from "vitest";
import { testDatabaseForFile } from "../support/action-test-env";

// My Experts (/library) and the Studio list read cursor pages; runs on SQLite and on PostgreSQL.
const t = await testDatabaseForFile();
const access = await import("@/lib/server/marketplace/my-experts");
const owned = await import("@/lib/server/studio/owned-experts");
const cursor = await import("@/lib/domain/cursor");

type Page<T> = { items: T[]; next: string | null; previous: string | null };

async function walk<T extends { id: string }>(
  read: (request: ReturnType<typeof cursor.pageRequest>) => Promise<Page<T>>,
  between?: () => Promise<void>,
) {
  const seen: string[] = [];
  let request: ReturnType<typeof cursor.pageRequest> | null = { direction: "next", cursor: null };
  for (let n = 0; request && n < 50; n++) {
    const page: Page<T> = await read(request);
    seen.push(...page.items.map((e) => e.id));
    if (between) await between();
    request = page.next ? cursor.pageRequest({ after: page.next }) : null;
  }
  return seen;
}

let made = 0;
async function newExpert(ownerId: string, name: string) {
  made++;
  const id = `e_cursor_${made}`;
  await t.db.expert.create({
    data: {
      id,
      slug: `cursor-${made}`,
      ownerId,
      name,
      nameKey: name.toLowerCase(),
      defaultModel: "claude-sonnet-4",
      plugins: [],
      guardMarkers: [],
      guardDeny: [],
      status: "published",
    },
  });
  return id;
}

describe("My Experts pages", () => {
  test("walking three at a time lists every grant once, by name, while grants are added", async () => {
    const all = (await access.listMyExperts("u_bob")).map((e) => e.id);
    expect(all.length).toBeGreaterThan(6);
    expect(await walk((r) => access.listMyExpertsPage("u_bob", r, 3))).toEqual(all);
    let n = 0;
    const during = await walk(
      (r) => access.listMyExpertsPage("u_bob", r, 3),
      async () => {
        n++;
        const id = await newExpert("u_alice", `${n % 2 ? "Aaaa" : "Zzzz"} Added ${n}`);
        await t.db.accessGrant.create({ data: { userId: "u_bob", expertId: id, kind: "purchased" } });
      },
    );
    expect(new Set(during).size).toBe(during.length);
    for (const id of all) expect(during).toContain(id);
  });

  test("previous page returns the first page; another user's grants never appear", async () => {
    const first = await access.listMyExpertsPage("u_bob", undefined, 3);
    const second = await access.listMyExpertsPage("u_bob", cursor.pageRequest({ after: first.next }), 3);
    const back = await access.listMyExpertsPage("u_bob", cursor.pageRequest({ before: second.previous }), 3);
    expect(back.items.map((e) => e.id)).toEqual(first.items.map((e) => e.id));
    const carol = await walk((r) => access.listMyExpertsPage("u_carol", r, 1));
    const carolAll = (await access.listMyExperts("u_carol")).map((e) => e.id);
    expect(carol).toEqual(carolAll);
    expect(carol).toContain("e_contract");
    const carolGrants = await t.db.accessGrant.findMany({ where: { userId: "u_carol" }, select: { expertId: true } });
    expect(new Set(carol)).toEqual(new Set(carolGrants.map((g) => g.expertId)));
    expect(carol.length).toBeLessThan(await t.db.accessGrant.count({ where: { userId: "u_bob" } }));
  });

  test("a published Expert is listed under its live name, not a draft rename, on every page", async () => {
    // e_sql is live as "SQL Analyst"; a draft rename to "Aaaa ..." must not move or rename it.
    await t.db.expert.update({
      where: { id: "e_sql" },
      data: { name: "Aaaa Draft Rename", nameKey: "aaaa draft rename" },
    });
    const pages = await walk((r) => access.listMyExpertsPage("u_bob", r, 2));
    const all = (await access.listMyExperts("u_bob")).map((e) => e.id);
    expect(pages).toEqual(all);
    const first = await access.listMyExpertsPage("u_bob", undefined, 100);
    expect(first.items.find((e) => e.id === "e_sql")).toMatchObject({
      name: "SQL Analyst",
      status: "published",
      deleted: false,
    });
    expect(first.items.map((e) => e.name)).not.toContain("Aaaa Draft Rename");
  });

  test("flags read the same on both engines: deleted, delegatable, and 'published' only with a live version", async () => {
    const live = await t.db.expert.findUniqueOrThrow({ where: { id: "e_sql" }, select: { liveDelegatable: true } });
    await t.db.expert.update({ where: { id: "e_sql" }, data: { deletedAt: new Date() } });
    const deleted = (await access.listMyExpertsPage("u_bob", undefined, 100)).items.find((e) => e.id === "e_sql");
    expect(deleted).toMatchObject({ deleted: true, delegatable: live.liveDelegatable, status: "published" });
    await t.db.expert.update({ where: { id: "e_sql" }, data: { deletedAt: null, liveVersionId: null } });
    for (const unserved of [
      (await access.listMyExpertsPage("u_bob", undefined, 100)).items.find((e) => e.id === "e_sql"),
      (await access.listMyExperts("u_bob")).find((e) => e.id === "e_sql"),
    ])
      expect(unserved).toMatchObject({ deleted: false, status: "draft" });
  });
});

describe("Studio list pages", () => {
  test("newest change first; an Expert created while paging lands on page one and shifts nothing", async () => {
    // One page of a thousand: every Expert alice owns, as the reference for the walks below.
    const all = (await owned.listExpertsOwnedByPage("u_alice", undefined, 1000)).items.map((e) => e.id);
    expect(all.length).toBeGreaterThan(3);
    const before = await walk((r) => owned.listExpertsOwnedByPage("u_alice", r, 2));
    expect(new Set(before)).toEqual(new Set(all));
    const during = await walk(
      (r) => owned.listExpertsOwnedByPage("u_alice", r, 2),
      async () => void (await newExpert("u_alice", "Fresh while paging")),
    );
    expect(new Set(during).size).toBe(during.length);
    for (const id of before) expect(during).toContain(id);
    expect(await walk((r) => owned.listExpertsOwnedByPage("u_bob", r, 2))).not.toContain(all[0]);
  });
});
