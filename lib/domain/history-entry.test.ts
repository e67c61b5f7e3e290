import { describe, expect, it } from "vitest";
import { historyFieldLabel, historyItem, shownValue } from "./history-entry";

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

describe("historyItem", () => {
  const entry = {
    id: "a1",
    number: 3,
    createdAt: new Date("2026-12-02T10:00:00.000Z"),
    version: 2,
    actorName: "Alice",
    restorable: true,
    liveNumber: null,
    changes: [
      { field: "priceLabel", before: null, after: "$5" },
      { field: "specs[1]", before: { name: "x" }, after: "y".repeat(200) },
    ],
  };

  it("words the action, the fields and the values", () => {
    const item = historyItem({ ...entry, action: "save" });
    expect(item).toMatchObject({ title: "Saved", makesVersion: true, createdAt: "2026-12-02T10:00:00.000Z" });
    expect(item.changes).toEqual([
      { field: "priceLabel", label: "Price label", before: "(empty)", after: "$5" },
      { field: "specs[1]", label: "Subagent 2", before: '{"name":"x"}', after: `${"y".repeat(157)}…` },
    ]);
  });

  it("lists no field changes for a creation; unpublishing makes no new draft version", () => {
    expect(historyItem({ ...entry, action: "create" })).toMatchObject({ title: "Created", changes: [] });
    expect(historyItem({ ...entry, action: "unpublish" })).toMatchObject({ title: "Unpublished", makesVersion: false });
    expect(historyItem({ ...entry, action: "something.new" }).title).toBe("something.new");
  });

  it("shows an empty string as (empty) and a short value as it is", () => {
    expect(shownValue("")).toBe("(empty)");
    expect(shownValue(false)).toBe("false");
  });
});
