import { expect, test } from "vitest";
import { readVersionConfig } from "@/lib/domain/expert-version";
import { deployMigrations } from "@/scripts/migrations/deploy";
import { migrationScratch } from "../support/migration-scratch";
import { at } from "@/lib/domain/at-index";

// rules §10 on an existing database: the draft_and_live_versions migration turns every published
// Expert's current configuration into its live version 1, and leaves drafts without one. Its data
// part is written by hand for each engine, so it runs on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL names a server (the PostgreSQL run of tests/integration).
const { engine, migrationsBefore, emptyDatabase } = migrationScratch("migration-versions");

test(`every published Expert's current configuration becomes live version 1 (${engine})`, async () => {
  const { older, fromThere } = migrationsBefore("draft_and_live_versions");
  const { url, open } = await emptyDatabase();
  await deployMigrations(url, older);

  const now = new Date().toISOString();
  const before = await open();
  const expert = (
    id: string,
    slug: string,
    name: string,
    brief: string,
    delegatable: boolean,
    status: string,
    price: string,
    plugins: string,
  ) =>
    `INSERT INTO "Expert" ("id", "slug", "ownerId", "name", "nameKey", "description", "instructions", "delegationBrief", "delegatable", "status", "priceLabel", "defaultModel", "plugins", "guardMode", "guardMarkers", "guardDeny", "version", "createdAt", "updatedAt")
     VALUES ('${id}', '${slug}', 'u_a', '${name}', '${name.toLowerCase()}', 'Does things', 'Be brief', ${brief}, ${delegatable}, '${status}', ${price}, 'claude-sonnet-4', '${plugins}', 'warn', '["spawn_teammate"]', '["subagent"]', 4, '${now}', '${now}');`;
  await before.run(
    `INSERT INTO "User" ("id", "email", "name", "passwordHash", "role", "createdAt") VALUES ('u_a', 'a@example.com', 'A', 'x', 'user', '${now}');`,
  );
  await before.run(
    expert("e_pub", "pub", "Published One", "'Accepts CSV.'", false, "published", "'$5'", '["github","slack"]'),
  );
  await before.run(expert("e_draft", "draft", "Draft One", "NULL", true, "draft", "NULL", "[]"));
  await before.run(`INSERT INTO "SubagentSpec" ("id", "expertId", "position", "raw") VALUES
    ('s2', 'e_pub', 1, 'not json at all'), ('s1', 'e_pub', 0, '{"name":"scanner","tools":["read"]}'), ('s3', 'e_draft', 0, '{}');`);
  await before.run(`INSERT INTO "BuiltinSwitch" ("expertId", "handle", "enabled", "updatedAt") VALUES
    ('e_pub', 'test-runner', false, '${now}'), ('e_pub', 'fixer', false, '${now}'), ('e_pub', 'explorer', true, '${now}');`);
  await before.close();

  // This migration and every later one (the enums turn status into a typed column) apply on top.
  expect(await deployMigrations(url)).toEqual(fromThere);

  const after = await open();
  const versions = await after.rows<{ expertId: string; number: number; config: unknown; publishedById: string }>(
    `SELECT * FROM "ExpertVersion"`,
  );
  const experts = await after.rows<Record<string, unknown>>(`SELECT * FROM "Expert" ORDER BY "id"`);
  // The later marketplace_search migration lists what the marketplace shows from the live columns.
  const listed = await after.rows<{ expertId: string; priceLabel: string }>(
    `SELECT "expertId", "priceLabel" FROM "ExpertListing"`,
  );
  const plugins = await after.rows<{ plugin: string }>(`SELECT "plugin" FROM "ExpertPlugin" ORDER BY "plugin"`);
  const found = await after.rows(
    engine === "postgresql"
      ? `SELECT "key" FROM "ExpertSearch" WHERE "document" @@ to_tsquery('simple', 'published & csv')`
      : `SELECT "rowid" FROM "ExpertSearch" WHERE "ExpertSearch" MATCH 'published AND csv'`,
  );
  await after.close();
  expect(listed).toEqual([{ expertId: "e_pub", priceLabel: "$5" }]);
  expect(plugins.map((p) => p.plugin)).toEqual(["github", "slack"]);
  expect(found).toHaveLength(1);
  expect(versions.map((v) => [v.expertId, v.number, v.publishedById])).toEqual([["e_pub", 1, "u_a"]]);
  const { config } = at(versions, 0);
  const raw = typeof config === "string" ? JSON.parse(config) : config;
  expect(raw.delegatable).toBe(false);
  expect(readVersionConfig(config)).toEqual({
    name: "Published One",
    slug: "pub",
    description: "Does things",
    instructions: "Be brief",
    delegationBrief: "Accepts CSV.",
    delegatable: false,
    priceLabel: "$5",
    defaultModel: "claude-sonnet-4",
    plugins: ["github", "slack"],
    teamGuard: { mode: "warn", markers: ["spawn_teammate"], deny: ["subagent"] },
    specs: ['{"name":"scanner","tools":["read"]}', "not json at all"],
    disabledBuiltins: ["fixer", "test-runner"],
  });
  const draft = at(experts, 0);
  const pub = at(experts, 1);
  expect(pub).toMatchObject({
    status: "published",
    liveName: "Published One",
    liveNameKey: "published one",
    liveDescription: "Does things",
    liveBrief: "Accepts CSV.",
    version: 4,
  });
  expect([false, 0]).toContain(pub.liveDelegatable);
  expect(pub.liveVersionId).not.toBeNull();
  expect(draft).toMatchObject({ status: "draft", liveVersionId: null, liveName: null, liveDelegatable: null });
});
