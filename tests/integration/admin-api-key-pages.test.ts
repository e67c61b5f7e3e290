import { describe, expect, test } from "vitest";
import { ADMIN_PAGE_SIZE } from "@/lib/domain/pagination";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";

// The admin API keys page lists each kind of key a page at a time, as the other admin lists do.
await testDatabaseForFile();
const keys = await import("@/lib/server/api-keys/manage");

const runtimeKeys = ADMIN_PAGE_SIZE + 5;
const created: string[] = [];
for (let i = 0; i < runtimeKeys; i++) {
  const { summary } = await keys.createKeyForOperator("admin@example.com", "runtime", {
    name: `runtime ${i}`,
    scopes: ["harness:read"],
    expiresAt: null,
  });
  created.push(summary.id);
}
const { summary: bobKey } = await keys.createKeyForOperator("bob@example.com", "personal", {
  name: "bob's",
  scopes: ["harness:read"],
  expiresAt: null,
});

describe("listKeysPageForAdmin", () => {
  test("walks every runtime key once, newest first, a page at a time", async () => {
    const first = await keys.listKeysPageForAdmin(DEMO_VIEWERS.admin, { kind: "runtime", page: 1 });
    const second = await keys.listKeysPageForAdmin(DEMO_VIEWERS.admin, { kind: "runtime", page: 2 });
    expect(first.info).toMatchObject({ page: 1, total: runtimeKeys, pageCount: 2 });
    expect(first.keys).toHaveLength(ADMIN_PAGE_SIZE);
    expect(second.keys).toHaveLength(5);
    const seen = [...first.keys, ...second.keys].map((k) => k.id);
    expect(new Set(seen).size).toBe(runtimeKeys);
    expect(seen).toEqual([...created].reverse());
    expect([...first.keys, ...second.keys].every((k) => k.kind === "runtime")).toBe(true);
  });

  test("a page past the last is empty but still counts the total", async () => {
    const past = await keys.listKeysPageForAdmin(DEMO_VIEWERS.admin, { kind: "runtime", page: 9 });
    expect(past.keys).toEqual([]);
    expect(past.info.total).toBe(runtimeKeys);
  });

  test("filters by owner email and by kind", async () => {
    const bobs = await keys.listKeysPageForAdmin(DEMO_VIEWERS.admin, {
      kind: "personal",
      ownerEmail: " BOB@example.com ",
      page: 1,
    });
    expect(bobs.keys.map((k) => k.id)).toEqual([bobKey.id]);
    const bobsRuntime = await keys.listKeysPageForAdmin(DEMO_VIEWERS.admin, {
      kind: "runtime",
      ownerEmail: "bob@example.com",
      page: 1,
    });
    expect(bobsRuntime.info.total).toBe(0);
  });

  test("refuses anyone but an admin", async () => {
    await expect(keys.listKeysPageForAdmin(DEMO_VIEWERS.bob, { kind: "runtime", page: 1 })).rejects.toMatchObject({
      code: "forbidden:admin",
    });
    await expect(keys.listKeysPageForAdmin(null, { kind: "runtime", page: 1 })).rejects.toThrow();
  });
});
