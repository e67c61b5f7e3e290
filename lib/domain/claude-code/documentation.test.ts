import { expect, test } from "vitest";
import { documentationReason } from "./documentation";

test.each([
  ["README.md", "# Title\n\nText", false, /README.md has no frontmatter/],
  ["docs/changelog.md", "Fixed things.", false, /no frontmatter/],
  [
    "README.md",
    "---\nlayout: default\ntitle: Agents\n---\n# Agents",
    false,
    /no name or description in its frontmatter/,
  ],
  ["guide.md", "# Guide\n\nHow to.", true, /guide.md has no frontmatter/],
  ["REPORT.md", "# Expert Studio export report\n\n…", false, /report of an Expert Studio export/],
])("%s is documentation", (path, text, amongSeveral, reason) => {
  expect(documentationReason(path, text, amongSeveral)).toMatch(reason);
});

test.each([
  ["README.md", "---\nname: readme-bot\ndescription: d\n---\nx", true],
  ["guide.md", "# Guide\n\nHow to.", false],
  ["notes.md", "Just notes, no heading.", true],
  ["agent.md", "---\ntitle: x\n---\nbody", true],
])("%s is not documentation", (path, text, amongSeveral) => {
  expect(documentationReason(path, text, amongSeveral)).toBeNull();
});
