import { describe, expect, test } from "vitest";
import { delegationBlocker, hasAccess, mayKnowOf, mayUseExpert } from "./expert-access";
import { usableExpert } from "@/tests/support/domain-fixtures";

const facts = usableExpert;

describe("expert access", () => {
  test.each([
    [true, 0, true],
    [false, 1, true],
    [false, 0, false],
  ] as const)("hasAccess(owner=%s, grants=%s) → %s", (owner, grants, expected) => {
    expect(hasAccess(owner, grants)).toBe(expected);
  });

  test.each([
    ["owner, draft", { ownerIsUser: true, status: "draft" }, true],
    ["owner, deleted", { ownerIsUser: true, deleted: true }, false],
    ["access, published", {}, true],
    ["access, draft", { status: "draft" }, false],
    ["access, published, deleted", { deleted: true }, false],
    ["no access, published", { hasAccess: false }, false],
  ] as const)("mayUseExpert: %s → %s", (_label, over, expected) => {
    expect(mayUseExpert(facts(over))).toBe(expected);
  });

  test("mayUseExpert: no Expert → false", () => expect(mayUseExpert(null)).toBe(false));

  test.each([
    ["access to a draft", { status: "draft" }, true],
    ["access to a deleted one", { deleted: true }, true],
    ["no access, publicly listed", { hasAccess: false }, true],
    ["no access, draft", { hasAccess: false, status: "draft" }, false],
    ["no access, deleted", { hasAccess: false, deleted: true }, false],
  ] as const)("mayKnowOf: %s → %s", (_label, over, expected) => {
    expect(mayKnowOf(facts(over))).toBe(expected);
  });

  test.each([
    ["reachable", {}, null],
    ["no access comes first", { hasAccess: false, deleted: true, status: "draft", delegatable: false }, "no_access"],
    ["deleted before unpublished", { deleted: true, status: "draft" }, "deleted"],
    ["an owned draft is not reachable", { ownerIsUser: true, status: "draft" }, "not_published"],
    ["not delegatable last", { delegatable: false }, "not_delegatable"],
  ] as const)("delegationBlocker: %s", (_label, over, expected) => {
    expect(delegationBlocker(facts(over))).toBe(expected);
  });
});
