import { expect, test } from "vitest";
import type { toInjectionResponse } from "@/lib/server/api/injection-response";
import { apiDatabaseForFile, call } from "../support/api";

// Under policy "all" the roster's rows are read on a connection of the harness's own on SQLite
// (lib/server/harness/accessible-candidates.ts): it must see every committed change at once.
const t = await apiDatabaseForFile();
const { POST } = await import("@/app/api/harness/injection/route");

async function carolsRoster() {
  const res = await call<ReturnType<typeof toInjectionResponse>>(POST, "http://test/api/harness/injection", { user: "u_carol", expert: "e_sql", message: "" });
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

  await t.db.expert.update({ where: { id: "e_security" }, data: { liveName: "Aardvark Security", liveNameKey: "aardvark security" } });
  expect((await carolsRoster()).roster[0]).toMatchObject({ id: "e_security", name: "Aardvark Security" });

  await t.db.accessGrant.delete({ where: { userId_expertId: { userId: "u_carol", expertId: "e_security" } } });
  const revoked = await carolsRoster();
  expect(revoked.roster.map((e) => e.id)).not.toContain("e_security");
  expect(revoked.rosterReport.some((r) => r.id === "e_security")).toBe(false);
});
