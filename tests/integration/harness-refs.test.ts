import { describe, expect, test } from "vitest";
import type { toInjectionResponse } from "@/lib/server/api/injection-response";
import { call, apiDatabaseForFile } from "../support/api";

type InjectionBody = ReturnType<typeof toInjectionResponse>;

// The injection reads the user, the Expert and the user's policy in one statement: an id must still
// win over an email (or slug) that spells the same, and the roster must follow that user's policy.
const t = await apiDatabaseForFile();
const { POST } = await import("@/app/api/harness/injection/route");
const { assembleInjection } = await import("@/lib/server/harness/assemble");
const inject = (body: unknown) =>
  call<InjectionBody & { error?: string }>(POST, "http://test/api/harness/injection", body);

const SPELLED = "twin@example.com";

await t.db.user.create({ data: { id: SPELLED, email: "by-id@example.com", name: "By id", passwordHash: "x" } });
await t.db.user.create({ data: { id: "u_twin_by_email", email: SPELLED, name: "By email", passwordHash: "x" } });
for (const expertId of ["e_sql", "e_release_notes", "e_contract"]) {
  await t.db.accessGrant.create({ data: { userId: SPELLED, expertId, kind: "purchased" } });
}
await t.db.accessGrant.create({ data: { userId: "u_twin_by_email", expertId: "e_sql", kind: "purchased" } });

describe("one read for the user, the Expert and the policy", () => {
  test("the user whose id spells the reference is served, with that user's whitelist in order", async () => {
    await t.db.delegationPolicy.create({ data: { userId: SPELLED, mode: "whitelist" } });
    await t.db.whitelistEntry.createMany({
      data: [
        { userId: SPELLED, position: 0, expertId: "e_contract" },
        { userId: SPELLED, position: 1, expertId: "e_release_notes" },
      ],
    });
    await t.db.delegationPolicy.create({ data: { userId: "u_twin_by_email", mode: "all" } });

    const res = await inject({ user: SPELLED, expert: "e_sql" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rosterReport.map((r) => [r.id, r.via])).toEqual([
      ["e_contract", "whitelist"],
      ["e_release_notes", "whitelist"],
    ]);
  });

  test("a disabled user who only shares the email does not refuse the user the id names", async () => {
    await t.db.user.update({ where: { id: "u_twin_by_email" }, data: { disabledAt: new Date() } });
    expect((await inject({ user: SPELLED, expert: "e_sql" })).status).toBe(200);
    expect(await inject({ user: "u_twin_by_email", expert: "e_sql" })).toMatchObject({ status: 403 });
  });

  test("an Expert's id wins over another Expert's slug that spells it, with the grant on the one the id names", async () => {
    // e_contract (granted) takes a slug spelling e_tax's id (not granted): the id wins, so no access.
    await t.db.expert.update({ where: { id: "e_contract" }, data: { slug: "e_tax" } });
    try {
      expect(await inject({ user: SPELLED, expert: "e_tax" })).toMatchObject({ status: 404 });
    } finally {
      await t.db.expert.update({ where: { id: "e_contract" }, data: { slug: "contract-review" } });
    }
    const granted = await inject({ user: SPELLED, expert: "contract-review" });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.expert.id).toBe("e_contract");
  });

  test("no policy row reads as policy none: an empty roster", async () => {
    await t.db.user.create({
      data: { id: "u_no_policy", email: "no-policy@example.com", name: "No policy", passwordHash: "x" },
    });
    await t.db.accessGrant.create({ data: { userId: "u_no_policy", expertId: "e_sql", kind: "purchased" } });
    const res = await inject({ user: "NO-POLICY@example.com", expert: "e_sql" });
    expect(res.status).toBe(200);
    expect(res.body.roster).toEqual([]);
  });
});

// The injection reads the whitelist's and the mentions' Experts in the same statement; the previews
// read them on their own (loadRosterContext). Both must give every user the same roster.
describe("the named Experts, read with the user", () => {
  const MESSAGE = "ask @contract-review, @release-notes-writer and @no-such-expert; cc @CONTRACT-REVIEW";
  const rosterOf = async (userId: string, message: string) => {
    const res = await inject({ user: userId, expert: "e_sql", message });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const alone = await assembleInjection({ expertId: "e_sql", userId, message, requireUsable: true });
    expect(alone, "the Expert is usable by this user").not.toBeNull();
    expect(res.body.roster).toEqual(alone?.injection.roster);
    expect(res.body.rosterReport).toEqual(alone?.injection.rosterReport);
    return res.body.rosterReport.map((r) => [r.ref, r.via, r.status]);
  };

  test.each([
    ["whitelist", "u_named_whitelist"],
    ["all", "u_named_all"],
    ["none", "u_named_none"],
  ] as const)("policy %s with stale whitelist entries: the same roster as read on its own", async (mode, userId) => {
    await t.db.user.create({ data: { id: userId, email: `${userId}@example.com`, name: userId, passwordHash: "x" } });
    for (const expertId of ["e_sql", "e_contract", "e_release_notes", "e_security"]) {
      await t.db.accessGrant.create({ data: { userId, expertId, kind: "purchased" } });
    }
    await t.db.delegationPolicy.create({ data: { userId, mode } });
    await t.db.whitelistEntry.createMany({
      data: [
        { userId, position: 0, expertId: "e_security" },
        { userId, position: 1, expertId: "e_gone" },
        { userId, position: 2, expertId: "e_contract" },
      ],
    });

    const report = await rosterOf(userId, MESSAGE);
    // Mentions are read under every policy (under "all" the Expert is on the roster already); the whitelist only under its own.
    expect(report).toContainEqual(
      mode === "all" ? ["e_release_notes", "policy", "kept"] : ["release-notes-writer", "mention", "kept"],
    );
    expect(report).toContainEqual(["no-such-expert", "mention", "excluded"]);
    expect(report.some(([ref, via]) => ref === "e_security" && via === "whitelist")).toBe(mode === "whitelist");
    // An entry whose Expert is gone is still read, and reported.
    expect(report.some(([ref, via, status]) => ref === "e_gone" && via === "whitelist" && status === "excluded")).toBe(
      mode === "whitelist",
    );
    expect(await rosterOf(userId, "no mentions here")).toHaveLength(mode === "whitelist" ? 3 : mode === "all" ? 4 : 0);
  });
});
