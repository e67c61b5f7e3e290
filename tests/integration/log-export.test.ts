import { beforeAll, describe, expect, test } from "vitest";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { at } from "@/lib/domain/at-index";
import { delegationRow } from "../support/delegation-rows";

// The CSV export reads the log in keyset batches of 500: every row once, newest first, across batches.
const ROWS = 1_201;
const base = Date.UTC(2026, 0, 1);

const t = await testDatabaseForFile();
const route = await import("@/app/admin/delegations/export/route");
beforeAll(async () => {
  await t.db.delegationRequest.createMany({
    data: Array.from({ length: ROWS }, (_, i) => {
      // Every third row shares its timestamp with the next, so ties must break by id.
      const createdAt = new Date(base + Math.floor(i / 2) * 1000);
      return delegationRow(createdAt, { requestId: `export-${String(i).padStart(4, "0")}` });
    }),
  });
});

describe("delegation log CSV export", () => {
  test("streams every row exactly once, newest first, past several batches", async () => {
    actAs(DEMO_VIEWERS.admin);
    const res = await route.GET(new Request("http://test/admin/delegations/export?user=u_bob"));
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split("\r\n").slice(1);
    const ids = lines.map((line) => line.split(",")[1]);
    expect(ids).toHaveLength(ROWS);
    expect(new Set(ids).size).toBe(ROWS);
    const times = lines.map((line) => Date.parse(at(line.split(","), 0)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
