import { randomBytes } from "node:crypto";
import JSZip from "jszip";
import { beforeAll, expect, test } from "vitest";
import { skippedCounts, skippedSentence, type ImportResponse } from "@/lib/domain/claude-code/import-report";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";

const t = await testDatabaseForFile();
const { POST } = await import("@/app/studio/[expertId]/import/route");

const MB = 1024 * 1024;
const agent = (name: string) =>
  `---\nname: ${name}\ndescription: Handles ${name} work.\ntools: Read, Grep\n---\n\n${`- Check ${name}'s inputs and name every file you read.\n`.repeat(60)}`;

/** A downloaded repository of about 50 MB: 200 agents in plugins and .claude/agents, commands, skills, 3,000 sources, binary assets. */
async function repositoryZip(): Promise<Uint8Array> {
  const zip = new JSZip();
  const root = "big-monorepo-main";
  // Incompressible assets make up the size; stored, as a repository's images and archives are.
  for (let i = 0; i < 40; i++)
    zip.file(`${root}/assets/blob-${i}.bin`, randomBytes(1_250_000), { compression: "STORE" });
  for (let i = 0; i < 3_000; i++)
    zip.file(`${root}/packages/pkg-${i % 40}/src/file-${i}.ts`, `export const value${i} = ${i};\n`.repeat(20));
  for (let i = 0; i < 190; i++) zip.file(`${root}/plugins/kit-${i % 10}/agents/agent-${i}.md`, agent(`agent-${i}`));
  for (let i = 0; i < 10; i++)
    zip.file(
      `${root}/plugins/kit-${i}/.claude-plugin/plugin.json`,
      JSON.stringify({ name: `kit-${i}`, version: "1.0.0" }),
    );
  for (let i = 0; i < 10; i++) zip.file(`${root}/.claude/agents/project-${i}.md`, agent(`project-${i}`));
  for (let i = 0; i < 30; i++)
    zip.file(`${root}/plugins/kit-${i % 10}/commands/command-${i}.md`, "---\ndescription: A command\n---\nDo it.\n");
  for (let i = 0; i < 12; i++)
    zip.file(
      `${root}/plugins/kit-${i % 10}/skills/skill-${i}/SKILL.md`,
      "---\nname: s\ndescription: A skill\n---\nUse it.\n",
    );
  zip.file(`${root}/CLAUDE.md`, "# Instructions\n");
  zip.file(`${root}/README.md`, "# Monorepo\n");
  zip.file(`${root}/CHANGELOG.md`, "- Fixed.\n".repeat(40_000));
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

let bytes: Uint8Array;
beforeAll(async () => {
  bytes = await repositoryZip();
}, 120_000);

test("a 50 MB repository zip with 200 agent files imports its agents; everything else is skipped and counted, nothing stored", async () => {
  expect(bytes.length).toBeGreaterThan(48 * MB);
  expect(bytes.length).toBeLessThan(50 * MB);
  actAs(DEMO_VIEWERS.alice);
  const before = await t.db.subagentSpec.count();
  const form = new FormData();
  form.append(
    "files",
    new File([bytes as Uint8Array<ArrayBuffer>], "big-monorepo-main.zip", { type: "application/zip" }),
  );
  const res = await POST(new Request("http://test/studio/e_contract/import", { method: "POST", body: form }), {
    params: Promise.resolve({ expertId: "e_contract" }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as ImportResponse;
  expect(body.specs).toHaveLength(200);
  expect(body.report.files.filter((f) => f.status === "imported")).toHaveLength(200);
  expect(body.report.plugins).toHaveLength(10);
  expect(skippedSentence(skippedCounts(body.report.files, body.report.unlisted))).toBe(
    "Skipped 3,095 files that are not subagents: 30 slash commands, 12 skill files, 1 CLAUDE.md or AGENTS.md, 2 documentation files, 3,040 files that are not Markdown, 10 plugin manifests.",
  );
  // The 5 s target is timed by `npm run bench:import`, as every figure is: tests assert behaviour.
  expect(await t.db.subagentSpec.count()).toBe(before);
});
