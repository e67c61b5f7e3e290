import { expect, test } from "vitest";
import { ROSTER_CODES } from "./roster";
import { rosterCodeForUser } from "./roster-code-words";

test.each(ROSTER_CODES)("%s reads as plain words, never as the code", (code) => {
  const words = rosterCodeForUser(code);
  expect(words).not.toContain("_");
  expect(words).not.toBe(code);
  expect(words.length).toBeGreaterThan(5);
});
