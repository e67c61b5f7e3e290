import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInViaApi } from "./support/auth";
import { DESKTOP, PHONE, expectNoSeriousAxeViolations } from "./support/site-header";
import { ExpertEditorPage, StudioListPage } from "./support/studio-pages";

const FIXTURE = path.join(import.meta.dirname, "../lib/domain/claude-code/fixtures/repository");

/** The fixture repository grown past what a folder pick could send whole: 2,400 sources and 12 MB of assets. */
function bigRepository(): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), "import-repo-")), "release-tools-main");
  cpSync(FIXTURE, root, { recursive: true });
  for (let i = 0; i < 2_400; i++) {
    const dir = path.join(root, "packages", `pkg-${i % 30}`, "src");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `file-${i}.ts`), `export const value${i} = ${i};\n`);
  }
  mkdirSync(path.join(root, "assets"), { recursive: true });
  for (let i = 0; i < 12; i++) writeFileSync(path.join(root, "assets", `image-${i}.bin`), randomBytes(1024 * 1024));
  return root;
}

test("a whole repository chosen as a folder: only its agent files are sent, the rest is reported by kind", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const root = bigRepository();
  try {
    await signInViaApi(context, "alice@example.com");
    await new StudioListPage(page).createExpert(`Repository ${Date.now().toString(36)}`);
    const transfer = await new ExpertEditorPage(page).openImportExport();
    await transfer.getByLabel("Or a folder (a collection, a plugin or a repository)").setInputFiles(root);
    await transfer.getByRole("button", { name: "Import", exact: true }).click();

    const status = transfer.getByRole("status");
    await expect(status).toContainText(
      'Read 2,432 files: 3 subagents ready to add. From the Claude Code plugin "release-kit" 0.3.0: 2 agents.',
      { timeout: 30_000 },
    );
    await expect(status).toContainText(
      "Skipped 2,429 files that are not subagents: 3 slash commands, 2 skill files, 2 CLAUDE.md and AGENTS.md files, 2 .github files, 3 documentation files, 2 Markdown files outside the agents folders, 2,414 files that are not Markdown, 1 plugin manifest.",
    );
    // Five files travel (three agents, a README in .claude/agents/ and the manifest), not 12 MB.
    await expect(transfer.getByText(/^Uploaded \d+ KB\.$/)).toBeVisible();
    const results = transfer.getByRole("list", { name: "Imported files" });
    await expect(results).toContainText("Skipped: a slash command (under commands/), not a subagent.");
    await expect(results).toContainText('Skipped: not one of the subagents of the plugin "release-kit"');

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await status.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`import-repository-report-${viewport.width}.png`) });
      await expectNoSeriousAxeViolations(page, `repository import report at ${viewport.width} px`);
    }
    await transfer.getByRole("button", { name: "Add 3 subagents to the draft" }).click();
    await expect(transfer.getByText("Added 3 subagents to the draft. Save changes to keep them.")).toBeVisible();
  } finally {
    rmSync(path.dirname(root), { recursive: true, force: true });
  }
});

test("a long agent (a 55,000-character system prompt) imports and saves through the editor", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const line = '- Say "why" and "where": name the file, the line and what you could not check.\n';
  const body = line.repeat(Math.ceil(55_000 / line.length));
  const file = `---\nname: long-reviewer\ndescription: Reviews long changes.\ntools: Read, Grep\n---\n\n${body}`;
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(`Long ${Date.now().toString(36)}`);
  const editor = new ExpertEditorPage(page);
  const transfer = await editor.openImportExport();
  await transfer
    .getByLabel("Claude Code subagent files (.md or .zip)")
    .setInputFiles({ name: "long-reviewer.md", mimeType: "text/markdown", buffer: Buffer.from(file) });
  await transfer.getByRole("button", { name: "Import", exact: true }).click();
  await expect(transfer.getByRole("status")).toHaveText("Read 1 file: 1 subagent ready to add.");
  await transfer.getByRole("button", { name: "Add 1 subagent to the draft" }).click();
  await editor.save();
  await expect(page.getByText("Draft saved.", { exact: true })).toBeVisible({ timeout: 30_000 });

  await page.reload();
  const card = await editor.openSubagent(1);
  expect((await card.getByLabel("System prompt").inputValue()).length).toBe(body.trim().length);
  await expect(card.getByText(/^This spec: [\d,]+ \/ 64,000 characters of text\.$/)).toBeVisible();
});
