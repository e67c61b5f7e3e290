import { describe, expect, test } from "vitest";
import type { RosterCandidate } from "./roster";
import { whitelistStatus } from "./whitelist-status";

const base: RosterCandidate = {
  id: "e_1",
  slug: "one",
  name: "One",
  description: "",
  delegationBrief: null,
  delegatable: true,
  status: "published",
  deleted: false,
  hasAccess: true,
};

describe("whitelistStatus", () => {
  test("a published, delegatable Expert the user can access qualifies", () => {
    expect(whitelistStatus("e_1", base)).toEqual({ qualifies: true });
  });

  test.each([
    ["no longer exists", undefined, "unknown_expert"],
    ["access lost", { ...base, hasAccess: false }, "no_access"],
    ["deleted", { ...base, deleted: true }, "deleted"],
    ["unpublished", { ...base, status: "draft" as const }, "not_published"],
    ["not delegatable", { ...base, delegatable: false }, "not_delegatable"],
  ])("an entry that %s says why", (_label, candidate, code) => {
    const status = whitelistStatus("e_1", candidate);
    expect(status).toMatchObject({ qualifies: false, code });
    if (!status.qualifies) expect(status.reason.length).toBeGreaterThan(3);
  });
});
