import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { importWorkspace } from "@/prisma/seed/import-workspace";
import { testDatabaseForFile } from "../support/action-test-env";

const demo = JSON.parse(readFileSync("prisma/workspaces/demo.json", "utf8"));

const t = await testDatabaseForFile("empty");

async function snapshot() {
  const [users, experts, specs, switches, grants, policies, whitelist] = await Promise.all([
    t.db.user.findMany({ orderBy: { id: "asc" } }),
    t.db.expert.findMany({ orderBy: { id: "asc" } }),
    t.db.subagentSpec.findMany({ orderBy: [{ expertId: "asc" }, { position: "asc" }] }),
    t.db.builtinSwitch.findMany({ orderBy: [{ expertId: "asc" }, { handle: "asc" }] }),
    t.db.accessGrant.findMany({ orderBy: [{ userId: "asc" }, { expertId: "asc" }] }),
    t.db.delegationPolicy.findMany({ orderBy: { userId: "asc" } }),
    t.db.whitelistEntry.findMany({ orderBy: [{ userId: "asc" }, { position: "asc" }] }),
  ]);
  return { users, experts, specs, switches, grants, policies, whitelist };
}

describe("importWorkspace", () => {
  test("imports the demo workspace with explicit ids and slugs", async () => {
    const result = await importWorkspace(t.db, demo);
    expect(result).toMatchObject({ ok: true, counts: { users: demo.users.length, experts: demo.experts.length } });
    const tax = await t.db.expert.findUniqueOrThrow({ where: { id: "e_tax" }, select: { slug: true, ownerId: true } });
    expect(tax.slug).toBe("tax-helper");
    // Creators implicitly have access to what they own.
    expect(await t.db.accessGrant.count({ where: { userId: tax.ownerId, expertId: "e_tax", kind: "created" } })).toBe(
      1,
    );
  });

  test("keeps specs as authored, long whitelists and normalized switch handles", async () => {
    const taxSpecs = await t.db.subagentSpec.findMany({ where: { expertId: "e_tax" }, orderBy: { position: "asc" } });
    const authored = demo.experts.find((e: { id: string }) => e.id === "e_tax").subagents;
    expect(taxSpecs.map((s) => JSON.parse(s.raw))).toEqual(authored);
    expect(await t.db.whitelistEntry.count({ where: { userId: "u_bob" } })).toBe(12);
    const handles = await t.db.builtinSwitch.findMany({
      where: { expertId: "e_security" },
      select: { handle: true, enabled: true },
    });
    expect(handles).toContainEqual({ handle: "fixer", enabled: false });
  });

  test("importing the same file again changes nothing but the versions (idempotent upsert)", async () => {
    const before = await snapshot();
    expect((await importWorkspace(t.db, demo)).ok).toBe(true);
    const after = await snapshot();
    const strip = (s: typeof before) => ({
      ...s,
      users: s.users.map((u) => ({ ...u, disabledAt: Boolean(u.disabledAt) })),
      experts: s.experts.map(({ version: _v, updatedAt: _u, deletedAt, ...e }) => ({
        ...e,
        deleted: Boolean(deletedAt),
      })),
      specs: s.specs.map(({ id: _id, ...spec }) => spec),
      switches: s.switches.map(({ updatedAt: _u, ...sw }) => sw),
      policies: s.policies.map(({ updatedAt: _u, ...p }) => p),
    });
    expect(strip(after)).toEqual(strip(before));
  });

  test("an escaped lone surrogate in the file is refused with the Studio's field error; nothing changes", async () => {
    const before = await snapshot();
    const file = structuredClone(demo);
    file.experts[1].description = "PLACEHOLDER";
    // As a workspace file on disk would have it: JSON escapes that decode to half a character pair.
    const text = JSON.stringify(file).replace('"PLACEHOLDER"', String.raw`"Fine \uD83D\uDE00 then \uD83D alone"`);
    const result = await importWorkspace(t.db, JSON.parse(text));
    expect(result).toEqual({
      ok: false,
      error:
        "experts[1].description: Character 14 is half of a character pair (a lone UTF-16 surrogate) and cannot be stored as written; delete or retype it.",
    });
    expect(await snapshot()).toEqual(before);
  });

  test("a bad file changes nothing and names the path of the first problem", async () => {
    const before = await snapshot();
    const bad = structuredClone(demo);
    bad.users.push({ id: "u_new", email: "new@example.com", name: "New", password: "password-123" });
    bad.experts[0].name = "Renamed by a bad import";
    bad.experts[2].owner = "u_x";
    const result = await importWorkspace(t.db, bad);
    expect(result).toEqual({ ok: false, error: "experts[2].owner: no user u_x" });
    expect(await snapshot()).toEqual(before);
  });
});
