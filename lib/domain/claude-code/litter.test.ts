import { expect, test } from "vitest";
import { isLitterPath } from "./litter";

test.each([
  ["repo/.git/objects/ab/cdef", true],
  ["repo/node_modules/x/README.md", true],
  ["__MACOSX/agents/._a.md", true],
  ["agents/._a.md", true],
  [".DS_Store", true],
  ["repo/.claude/agents/a.md", false],
  ["plugin/.claude-plugin/plugin.json", false],
  ["agents/a.md", false],
])("isLitterPath(%j) = %j", (path, litter) => {
  expect(isLitterPath(path)).toBe(litter);
});
