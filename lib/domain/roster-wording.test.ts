import { describe, expect, test } from "vitest";
import { rosterMessageForAdmin } from "./roster-wording";

describe("rosterMessageForAdmin", () => {
  test.each([
    ["Excluded: you don't have access to Tax Helper.", "Excluded: Bob Becker has no access to Tax Helper."],
    ["Kept: you mentioned Tax Helper as @tax-helper.", "Kept: Bob Becker mentioned Tax Helper as @tax-helper."],
    [
      "Kept: Tax Helper is one of your Experts and accepts delegation.",
      "Kept: Tax Helper is one of Bob Becker's Experts and accepts delegation.",
    ],
    ["Excluded: Tax Helper is not published.", "Excluded: Tax Helper is not published."],
  ])("%s", (message, expected) => expect(rosterMessageForAdmin({ message }, "Bob Becker")).toBe(expected));
});
