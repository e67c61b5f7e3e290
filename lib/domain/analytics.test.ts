import { describe, expect, test } from "vitest";
import { DELEGATION_FAILURE_CAUSES } from "./delegation-check";
import { countByDay, creatorReason, dayRange } from "./analytics";

describe("dayRange", () => {
  test("the last n UTC days, oldest first, today included", () => {
    expect(dayRange(new Date("2026-03-02T23:59:00Z"), 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});

describe("countByDay", () => {
  test("adds each direction's tallies per day, every day present, days outside the range ignored", () => {
    const days = ["2026-03-01", "2026-03-02"];
    const counts = countByDay(
      days,
      [
        { day: "2026-03-01", accepted: true, count: 1 },
        { day: "2026-03-01", accepted: false, count: 2 },
        { day: "2026-02-28", accepted: true, count: 9 },
      ],
      [
        { day: "2026-03-02", accepted: true, count: 2 },
        { day: "2026-03-03", accepted: false, count: 9 },
      ],
    );
    expect(counts).toEqual([
      { day: "2026-03-01", toAccepted: 1, toFailed: 2, fromAccepted: 0, fromFailed: 0 },
      { day: "2026-03-02", toAccepted: 0, toFailed: 0, fromAccepted: 2, fromFailed: 0 },
    ]);
  });
});

describe("creatorReason", () => {
  test("causes about another Expert all read the same, so nothing about it leaks", () => {
    const aboutTarget = ["unknown_target", "no_access", "deleted", "not_published"] as const;
    expect(new Set(aboutTarget.map((c) => creatorReason(c, "from")))).toEqual(new Set(["not_available"]));
    expect(new Set(["unknown_from", "from_not_usable"].map((c) => creatorReason(c as "unknown_from", "to")))).toEqual(
      new Set(["not_available"]),
    );
  });

  test("causes about the creator's own Expert say so", () => {
    expect(creatorReason("not_published", "to")).toBe("your_expert_unavailable");
    expect(creatorReason("from_not_usable", "from")).toBe("your_expert_unavailable");
    expect(creatorReason("cycle", "to")).toBe("cycle");
    expect(creatorReason(null, "to")).toBe("unknown");
  });

  test("every cause maps to a reason", () => {
    for (const cause of DELEGATION_FAILURE_CAUSES)
      for (const d of ["to", "from"] as const) expect(creatorReason(cause, d)).toMatch(/\w/);
  });
});
