import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { validateWorkspace } from "../workspace-validation";

const demo = JSON.parse(readFileSync("prisma/workspaces/demo.json", "utf8"));

test("the demo workspace's evaluation sets are valid", () => {
  expect(validateWorkspace(demo).ok).toBe(true);
});
test("a set for an Expert the file does not have is refused with its path", () => {
  expect(validateWorkspace({ ...demo, evaluations: [{ expert: "e_missing", cases: [] }] })).toEqual({
    ok: false,
    error: "evaluations[0].expert: no expert e_missing",
  });
});
test("a bad case is refused with its path and reason", () => {
  const evaluations = [
    {
      expert: "e_sql",
      cases: [
        { message: "fine", expect: { none: true } },
        { message: "", expect: { none: true } },
      ],
    },
  ];
  expect(validateWorkspace({ ...demo, evaluations })).toEqual({
    ok: false,
    error: "evaluations[0].cases[1]: The message is empty.",
  });
});
