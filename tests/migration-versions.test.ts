import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, test } from "vitest";
import { readVersionConfig } from "@/lib/domain/expert-version";
import { deployMigrations } from "@/scripts/migrations/deploy";
import { MIGRATIONS_DIR } from "@/scripts/migrations/schema-engine";

// SPEC §10 on an existing database: the migration turns every published Expert's current
// configuration into its live version 1, and leaves drafts without one.
const scratch = mkdtempSync(path.join(os.tmpdir(), "es-migration-versions-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const MIGRATION = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith("_draft_and_live_versions"));

test("every published Expert's current configuration becomes live version 1", async () => {
  if (!MIGRATION) throw new Error("the draft_and_live_versions migration is missing");
  const older = path.join(scratch, "older");
  mkdirSync(older);
  for (const name of readdirSync(MIGRATIONS_DIR)) {
    if (name === "migration_lock.toml" || name < MIGRATION) cpSync(path.join(MIGRATIONS_DIR, name), path.join(older, name), { recursive: true });
  }
  const file = path.join(scratch, "old.db");
  await deployMigrations(`file:${file}`, older);

  const db = new Database(file);
  const now = new Date().toISOString();
  db.prepare(`INSERT INTO "User" (id, email, name, passwordHash, role, createdAt) VALUES ('u_a', 'a@example.com', 'A', 'x', 'user', ?)`).run(now);
  const expert = db.prepare(
    `INSERT INTO "Expert" (id, slug, ownerId, name, nameKey, description, instructions, delegationBrief, delegatable, status, deletedAt, priceLabel, defaultModel, plugins, guardMode, guardMarkers, guardDeny, version, createdAt, updatedAt)
     VALUES (?, ?, 'u_a', ?, ?, 'Does things', 'Be brief', ?, ?, ?, NULL, ?, 'claude-sonnet-4', ?, 'warn', '["spawn_teammate"]', '["subagent"]', 4, ?, ?)`,
  );
  expert.run("e_pub", "pub", "Published One", "published one", "Accepts CSV.", 0, "published", "$5", '["github","slack"]', now, now);
  expert.run("e_draft", "draft", "Draft One", "draft one", null, 1, "draft", null, "[]", now, now);
  const spec = db.prepare(`INSERT INTO "SubagentSpec" (id, expertId, position, raw) VALUES (?, ?, ?, ?)`);
  spec.run("s2", "e_pub", 1, "not json at all");
  spec.run("s1", "e_pub", 0, '{"name":"scanner","tools":["read"]}');
  const builtin = db.prepare(`INSERT INTO "BuiltinSwitch" (expertId, handle, enabled, updatedAt) VALUES (?, ?, ?, ?)`);
  builtin.run("e_pub", "test-runner", 0, now);
  builtin.run("e_pub", "fixer", 0, now);
  builtin.run("e_pub", "explorer", 1, now);
  db.close();

  expect(await deployMigrations(`file:${file}`)).toEqual([MIGRATION]);

  const after = new Database(file, { readonly: true });
  const versions = after.prepare(`SELECT * FROM "ExpertVersion"`).all() as { expertId: string; number: number; config: string; publishedById: string }[];
  const experts = after.prepare(`SELECT * FROM "Expert" ORDER BY id`).all() as Record<string, unknown>[];
  after.close();
  expect(versions.map((v) => [v.expertId, v.number, v.publishedById])).toEqual([["e_pub", 1, "u_a"]]);
  expect(JSON.parse(versions[0].config).delegatable).toBe(false);
  expect(readVersionConfig(versions[0].config)).toEqual({
    name: "Published One", slug: "pub", description: "Does things", instructions: "Be brief", delegationBrief: "Accepts CSV.",
    delegatable: false, priceLabel: "$5", defaultModel: "claude-sonnet-4", plugins: ["github", "slack"],
    teamGuard: { mode: "warn", markers: ["spawn_teammate"], deny: ["subagent"] },
    specs: ['{"name":"scanner","tools":["read"]}', "not json at all"],
    disabledBuiltins: ["fixer", "test-runner"],
  });
  const [draft, pub] = experts;
  expect(pub).toMatchObject({ liveName: "Published One", liveNameKey: "published one", liveDescription: "Does things", liveBrief: "Accepts CSV.", liveDelegatable: 0, version: 4 });
  expect(pub.liveVersionId).not.toBeNull();
  expect(draft).toMatchObject({ liveVersionId: null, liveName: null, liveDelegatable: null });
});
