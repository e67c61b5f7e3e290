import { randomBytes } from "node:crypto";

/**
 * A downloaded repository of about 50 MB, as its files: 200 agent files (in ten plugins and
 * .claude/agents/), slash commands, skills, CLAUDE.md, docs, a CHANGELOG too large to be an agent,
 * 3,000 source files and incompressible assets that make up the size (stored, as images and
 * archives are). Paths start with the repository folder, as a download's do.
 */
export function repositoryFiles(root = "big-monorepo-main"): { path: string; bytes: Uint8Array; store?: true }[] {
  const text = (s: string) => new TextEncoder().encode(s);
  const agent = (name: string) =>
    `---\nname: ${name}\ndescription: Use when ${name} work comes up: reviews, fixes and reports on it.\ntools: Read, Grep, Glob, Bash\ndisallowedTools: Write\nmodel: sonnet\n---\n\n${`- Check ${name}'s inputs, name every file and line you read, and say what you could not verify.\n`.repeat(80)}`;
  const files: { path: string; bytes: Uint8Array; store?: true }[] = [];
  for (let i = 0; i < 40; i++)
    files.push({ path: `${root}/assets/blob-${i}.bin`, bytes: randomBytes(1_250_000), store: true });
  for (let i = 0; i < 3_000; i++)
    files.push({
      path: `${root}/packages/pkg-${i % 40}/src/file-${i}.ts`,
      bytes: text(`export const value${i} = ${i};\n`.repeat(20)),
    });
  for (let i = 0; i < 10; i++)
    files.push({
      path: `${root}/plugins/kit-${i}/.claude-plugin/plugin.json`,
      bytes: text(JSON.stringify({ name: `kit-${i}`, version: "1.0.0" })),
    });
  for (let i = 0; i < 190; i++)
    files.push({ path: `${root}/plugins/kit-${i % 10}/agents/agent-${i}.md`, bytes: text(agent(`agent-${i}`)) });
  for (let i = 0; i < 10; i++)
    files.push({ path: `${root}/.claude/agents/project-${i}.md`, bytes: text(agent(`project-${i}`)) });
  for (let i = 0; i < 60; i++)
    files.push({
      path: `${root}/plugins/kit-${i % 10}/commands/command-${i}.md`,
      bytes: text("---\ndescription: Run the release checks\n---\n\nRun them.\n"),
    });
  for (let i = 0; i < 20; i++)
    files.push({
      path: `${root}/plugins/kit-${i % 10}/skills/skill-${i}/SKILL.md`,
      bytes: text("---\nname: notes\ndescription: Writes notes\n---\n\nWrite them.\n"),
    });
  for (let i = 0; i < 30; i++)
    files.push({ path: `${root}/docs/guide-${i}.md`, bytes: text(`# Guide ${i}\n\nHow to use the tools.\n`) });
  files.push({ path: `${root}/CLAUDE.md`, bytes: text("# Instructions\n\nRun the tests.\n") });
  files.push({ path: `${root}/README.md`, bytes: text("# Monorepo\n") });
  files.push({ path: `${root}/CHANGELOG.md`, bytes: text("- Fixed a bug in the release script.\n".repeat(9_000)) });
  return files;
}
