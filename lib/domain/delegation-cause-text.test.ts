import { describe, expect, test } from "vitest";
import { DELEGATION_FAILURE_CAUSES } from "./delegation-check";
import { DELEGATION_CAUSE_LABELS, delegationCauseSentence, isDelegationCause } from "./delegation-cause-text";

const parties = { user: "bob", from: "SQL Analyst", to: "Tax Helper" };

describe("delegation cause wording", () => {
  test("names the user and the Expert the way an admin reads it", () => {
    expect(delegationCauseSentence("no_access", parties)).toBe("bob has no access to Tax Helper.");
    expect(delegationCauseSentence("from_not_usable", parties)).toContain("bob may not use SQL Analyst");
  });

  test("every cause has a label and a sentence", () => {
    for (const cause of DELEGATION_FAILURE_CAUSES) {
      expect(DELEGATION_CAUSE_LABELS[cause]).toMatch(/\w/);
      expect(delegationCauseSentence(cause, parties)).toMatch(/\.$/);
      expect(isDelegationCause(cause)).toBe(true);
    }
    expect(isDelegationCause("made_up")).toBe(false);
    expect(isDelegationCause(null)).toBe(false);
  });
});
