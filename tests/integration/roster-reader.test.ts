import { expect, test } from "vitest";
import type { toInjectionResponse } from "@/lib/server/api/injection-response";
import { rosterCandidateSelect, toRosterCandidate } from "@/lib/server/harness/roster-candidates";
import { apiDatabaseForFile, call } from "../support/api";

// Under policy "all" the roster's rows are read on a connection of the harness's own on SQLite
// (lib/server/harness/accessible-candidates.ts): it must see every committed change at once.
const t = await apiDatabaseForFile();
const { POST } = await import("@/app/api/harness/injection/route");
const { loadAccessibleCandidates } = await import("@/lib/server/harness/accessible-candidates");

async function carolsRoster() {
  const res = await call<ReturnType<typeof toInjectionResponse>>(POST, "http://test/api/harness/injection", {
    user: "u_carol",
    expert: "e_sql",
    message: "",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

test("a grant, a revoke and a rename written elsewhere show in the very next injection, in roster order", async () => {
  const before = await carolsRoster();
  expect(before.roster.map((e) => e.id)).not.toContain("e_security");
  const names = before.roster.map((e) => e.name.toLowerCase());
  expect(names).toEqual([...names].sort());

  await t.db.accessGrant.create({ data: { userId: "u_carol", expertId: "e_security", kind: "purchased" } });
  const granted = await carolsRoster();
  expect(granted.roster.map((e) => e.id)).toContain("e_security");
  expect(granted.rosterReport.find((r) => r.id === "e_security")).toMatchObject({ via: "policy", status: "kept" });

  await t.db.expert.update({
    where: { id: "e_security" },
    data: { liveName: "Aardvark Security", liveNameKey: "aardvark security" },
  });
  expect((await carolsRoster()).roster[0]).toMatchObject({ id: "e_security", name: "Aardvark Security" });

  await t.db.accessGrant.delete({ where: { userId_expertId: { userId: "u_carol", expertId: "e_security" } } });
  const revoked = await carolsRoster();
  expect(revoked.roster.map((e) => e.id)).not.toContain("e_security");
  expect(revoked.rosterReport.some((r) => r.id === "e_security")).toBe(false);
});

test("the rows of policy all become the candidates toRosterCandidate makes, for Experts in every state", async () => {
  // Every demo Expert granted to Bob, then one of each state the roster tells apart.
  const experts = await t.db.expert.findMany({ select: { id: true } });
  await t.db.accessGrant.deleteMany({ where: { userId: "u_bob" } });
  await t.db.accessGrant.createMany({
    data: experts.map((e) => ({ userId: "u_bob", expertId: e.id, kind: "purchased" as const })),
  });
  await t.db.expert.update({ where: { id: "e_tax" }, data: { liveName: null, liveNameKey: null } }); // "published" with no live version
  await t.db.expert.update({ where: { id: "e_grant" }, data: { deletedAt: new Date() } });
  await t.db.expert.update({
    where: { id: "e_pipeline" },
    data: { liveDelegatable: false, liveDescription: null, liveBrief: null },
  });
  await t.db.expert.update({
    where: { id: "e_api_docs" },
    data: { liveName: "Docs, live name", name: "Docs, draft name" },
  });

  const read = await loadAccessibleCandidates("u_bob");
  const grants = await t.db.accessGrant.findMany({
    where: { userId: "u_bob" },
    select: { expert: { select: rosterCandidateSelect } },
  });
  const expected = grants.map((g) => toRosterCandidate(g.expert, "u_bob", 1));
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
  expect([...read].sort(byId)).toStrictEqual(expected.sort(byId));
  expect(
    read
      .filter((c) => c.status === "draft")
      .map((c) => c.id)
      .sort(),
  ).toEqual(["e_hr_policy", "e_tax"]);
  expect(
    read
      .filter((c) => c.deleted)
      .map((c) => c.id)
      .sort(),
  ).toEqual(["e_grant", "e_jira_migrator"]);
  expect(read.find((c) => c.id === "e_api_docs")?.name).toBe("Docs, live name");
});
