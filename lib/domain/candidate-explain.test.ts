import { describe, expect, test } from "vitest";
import { explainCandidate } from "./candidate-explain";
import type { RosterPolicy, RosterReportEntry } from "./roster";

const candidate = { id: "e_ux", slug: "ux-copy", name: "UX Copy Editor", hasAccess: false };
const base = {
  userName: "Bob",
  expertName: "SQL Analyst",
  currentExpertId: "e_sql",
  report: [] as RosterReportEntry[],
};
const policy = (mode: RosterPolicy["mode"], whitelist: string[] = []): RosterPolicy => ({ mode, whitelist });

describe("explainCandidate", () => {
  test("uses the roster's own entry when the harness considered the Expert", () => {
    const report: RosterReportEntry[] = [
      {
        ref: "e_ux",
        id: "e_ux",
        via: "whitelist",
        status: "excluded",
        code: "no_access",
        message: "Excluded: Bob has no access to UX Copy Editor.",
      },
    ];
    expect(explainCandidate({ ...base, report, policy: policy("whitelist", ["e_ux"]), candidate })).toEqual({
      offered: false,
      code: "no_access",
      sentence: "Excluded: Bob has no access to UX Copy Editor.",
    });
    const kept: RosterReportEntry[] = [
      { ref: "e_ux", id: "e_ux", via: "policy", status: "kept", message: "Kept: in the roster." },
    ];
    expect(explainCandidate({ ...base, report: kept, policy: policy("all"), candidate })).toMatchObject({
      offered: true,
      code: "kept",
    });
  });

  test.each([
    [
      "none",
      policy("none"),
      candidate,
      /policy is None, so SQL Analyst is offered only Experts the message @-mentions/,
    ],
    ["whitelist", policy("whitelist", ["e_sql"]), candidate, /UX Copy Editor is not on Bob's whitelist/],
    ["all, without access", policy("all"), candidate, /Bob has no access to UX Copy Editor, and the All policy/],
  ] as const)("explains an Expert that never was a candidate under %s", (_label, p, c, sentence) => {
    const verdict = explainCandidate({ ...base, policy: p, candidate: c });
    expect(verdict.offered).toBe(false);
    expect(verdict.code).toBe("not_considered");
    expect(verdict.sentence).toMatch(sentence);
    expect(verdict.sentence).toContain("@ux-copy");
  });

  test("the Expert being run is never its own candidate", () => {
    const verdict = explainCandidate({
      ...base,
      policy: policy("all"),
      candidate: { ...candidate, id: "e_sql", name: "SQL Analyst" },
    });
    expect(verdict).toMatchObject({ offered: false, code: "self" });
  });
});
