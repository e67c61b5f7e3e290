import { Prisma } from "@/lib/generated/prisma/client";
import { describe, expect, test } from "vitest";
import { HARNESS_TOKEN, apiDatabaseForFile, send } from "../support/api";

// rules §6.2: the injection's ETag is checked against the version stamp in one read, so every kind of
// write that can change an injection must move the stamp (migration `harness_stamp`), and nothing else.
const t = await apiDatabaseForFile();
const injection = await import("@/app/api/harness/injection/route");

const body = { user: "u_bob", expert: "e_sql", message: "ask @contract-review about clause 4" };
const post = (headers: Record<string, string> = {}) =>
  send(
    injection.POST,
    new Request("http://test/api/harness/injection", {
      method: "POST",
      headers: { authorization: `Bearer ${HARNESS_TOKEN}`, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
  );
const freshEtag = async () => (await post()).headers.get("etag")!;

// The tables an injection is made from carry the triggers; every other table is named here as never read by it.
const STAMPED = [
  "AccessGrant",
  "BuiltinSwitch",
  "DelegationPolicy",
  "Expert",
  "ExpertVersion",
  "SubagentSpec",
  "User",
  "WhitelistEntry",
];
const NOT_READ = [
  "ApiKey",
  "AuditEvent",
  "DelegationRequest",
  "EvaluationCase",
  "EvaluationRun",
  "ExpertListing",
  "ExpertPlugin",
  "HarnessStamp",
  "IdempotencyRecord",
  "PlaygroundUsage",
  "RateLimitCounter",
  "Session",
];

test("an unchanged state answers 304 with no body, also after writes the injection never reads", async () => {
  const etag = await freshEtag();
  await t.db.delegationRequest.create({
    data: {
      requestId: "r-etag",
      userRef: "u_bob",
      fromRef: "e_sql",
      toRef: "e_contract",
      chain: [],
      input: "x",
      status: "accepted",
    },
  });
  await t.db.apiKey.updateMany({ data: { lastUsedAt: new Date() } });
  const again = await post({ "if-none-match": etag });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
  expect(again.headers.get("etag")).toBe(etag);
});

describe("a change of each kind gives the injection another ETag", () => {
  const changes: [string, () => Promise<unknown>][] = [
    [
      "a draft edit",
      () => t.db.expert.update({ where: { id: "e_sql" }, data: { instructions: "Answer in SQL only." } }),
    ],
    [
      "a subagent spec",
      () =>
        t.db.subagentSpec.create({
          data: { expertId: "e_sql", position: 900, raw: "---\nname: etag-check\ndescription: x\n---\nbody" },
        }),
    ],
    [
      "a publish",
      async () => {
        const live = await t.db.expertVersion.findFirstOrThrow({
          where: { expertId: "e_sql" },
          orderBy: { number: "desc" },
        });
        const next = await t.db.expertVersion.create({
          data: { expertId: "e_sql", number: live.number + 100, config: live.config as Prisma.InputJsonValue },
        });
        await t.db.expert.update({ where: { id: "e_sql" }, data: { liveVersionId: next.id } });
      },
    ],
    [
      "a builtin switch",
      () =>
        t.db.builtinSwitch.upsert({
          where: { expertId_handle: { expertId: "e_sql", handle: "general-purpose" } },
          create: { expertId: "e_sql", handle: "general-purpose", enabled: false },
          update: { enabled: false },
        }),
    ],
    [
      "an access grant revoked",
      () => t.db.accessGrant.deleteMany({ where: { userId: "u_bob", expertId: "e_contract" } }),
    ],
    [
      "a delegation policy",
      () =>
        t.db.delegationPolicy.upsert({
          where: { userId: "u_bob" },
          create: { userId: "u_bob", mode: "none" },
          update: { mode: "none" },
        }),
    ],
    [
      "a whitelist entry",
      () => t.db.whitelistEntry.create({ data: { userId: "u_bob", position: 99, expertId: "e_contract" } }),
    ],
    ["a user disabled", () => t.db.user.update({ where: { id: "u_bob" }, data: { disabledAt: new Date() } })],
    ["an Expert deleted", () => t.db.expert.update({ where: { id: "e_contract" }, data: { deletedAt: new Date() } })],
  ];

  test.each(changes)("%s", async (_kind, change) => {
    await t.db.user.update({ where: { id: "u_bob" }, data: { disabledAt: null } });
    const etag = await freshEtag();
    expect((await post({ "if-none-match": etag })).status).toBe(304);
    await change();
    const after = await post({ "if-none-match": etag });
    expect(after.status).not.toBe(304);
    expect(after.headers.get("etag") ?? "").not.toBe(etag);
  });
});

test("every table either moves the stamp or is one the injection never reads", async () => {
  const engine = process.env.TEST_DATABASE_URL ? "postgresql" : "sqlite";
  const rows =
    engine === "sqlite"
      ? await t.db.$queryRaw<
          { table: string }[]
        >`SELECT DISTINCT tbl_name AS "table" FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%harness_stamp%'`
      : await t.db.$queryRaw<
          { table: string }[]
        >`SELECT DISTINCT event_object_table AS "table" FROM information_schema.triggers WHERE trigger_name LIKE '%harness_stamp%'`;
  expect(rows.map((r) => r.table).sort()).toEqual(STAMPED);
  const models = Object.values(Prisma.ModelName).sort();
  expect([...STAMPED, ...NOT_READ].sort()).toEqual(models);
});
