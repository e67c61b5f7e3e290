import { describe, expect, it } from "vitest";
import { historyFieldLabel } from "./history-field-label";

describe("historyFieldLabel", () => {
  it("names snapshot fields in plain words", () => {
    expect(historyFieldLabel("priceLabel")).toBe("Price label");
    expect(historyFieldLabel("specs[0]")).toBe("Subagent 1");
    expect(historyFieldLabel("specs[11]")).toBe("Subagent 12");
    expect(historyFieldLabel("teamGuard.deny")).toBe("Team guard deny list");
  });

  it("shows a key it does not know as it is", () => {
    expect(historyFieldLabel("somethingNew")).toBe("somethingNew");
  });
});
