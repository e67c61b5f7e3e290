import { describe, expect, test } from "vitest";
import { AUDIT_ACTIONS, auditActionLabel } from "./audit-actions";

describe("auditActionLabel", () => {
  test.each([
    ["builtin.off", "Switched a builtin subagent off"],
    ["policy.update", "Changed delegation settings"],
    ["user.disable", "Disabled a user"],
  ])("%s reads %s", (action, label) => expect(auditActionLabel(action)).toBe(label));

  test("an unknown action shows its code", () => expect(auditActionLabel("future.thing")).toBe("future.thing"));

  test("every listed action has a sentence, not its code", () => {
    for (const action of AUDIT_ACTIONS) expect(auditActionLabel(action)).not.toBe(action);
  });
});
