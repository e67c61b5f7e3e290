import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { parse } from "yaml";
import { signInViaApi } from "./support/auth";
import { DESKTOP, PHONE, expectNoSeriousAxeViolations } from "./support/site-header";
import { ExpertEditorPage, StudioListPage } from "./support/studio-pages";
import { expectDefined } from "../tests/support/defined";

const CLAUDE_FILE = `---
name: code-auditor
description: Audits a change for correctness issues — use after every edit.
tools: Read, Grep, Bash
model: sonnet
color: purple
---

You are a meticulous code auditor. Read the diff, run the tests, and report every correctness issue with its file and line.
`;

const agent = (name: string, i: number) =>
  `---\nname: ${name}\ndescription: Specialist ${i}; use it for case ${i}.\ntools: Read, Grep\n---\n\nYou are specialist ${i}.\n`;

function frontmatterAndBody(text: string) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`not a frontmatter file:\n${text}`);
  return {
    values: parse(expectDefined(match[1], "a frontmatter block")) as Record<string, unknown>,
    body: expectDefined(match[2], "a body after the frontmatter").trim(),
  };
}

test("a creator imports a 250-file collection, sees the upload and a filterable result list, fixes a name and saves", async ({
  page,
  context,
}) => {
  // The editor renders and saves 250 spec cards: slow on a loaded machine, and not what this test times.
  test.setTimeout(240_000);
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(`Collection ${Date.now().toString(36)}`);
  const editor = new ExpertEditorPage(page);

  const zip = new JSZip();
  for (let i = 1; i <= 248; i++) zip.file(`agents/agent-${i}.md`, agent(`agent-${i}`, i));
  zip.file("agents/python.md", agent("Python Security Expert", 249));
  zip.file("agents/reviewer.md", agent("code-reviewer", 250));
  zip.file("README.md", "# My collection\n\nCopy these into .claude/agents/.\n");
  const buffer = Buffer.from(await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }));

  const transfer = await editor.openImportExport();
  await transfer
    .getByLabel("Claude Code subagent files (.md or .zip)")
    .setInputFiles({ name: "collection.zip", mimeType: "application/zip", buffer });
  await transfer.getByRole("button", { name: "Import", exact: true }).click();

  await expect(transfer.getByRole("progressbar", { name: "Upload" })).toBeVisible();
  await expect(transfer.getByText(/^Uploaded \d+ KB\.$/)).toBeVisible();
  await expect(transfer.getByText("Read 251 files: 250 subagents ready to add.")).toBeVisible();
  const results = transfer.getByRole("list", { name: "Imported files" });
  await expect(results.locator(":scope > li")).toHaveCount(251);

  await transfer.getByText("Skipped (1)").click();
  await expect(results.locator(":scope > li")).toHaveCount(1);
  await expect(results).toContainText("Skipped: README.md, documentation, not a subagent.");
  await expect(transfer.getByRole("status")).toContainText(
    "Skipped 1 file that is not a subagent: 1 documentation file.",
  );
  await transfer.getByText("Imported with notes (2)").click();
  await expect(results.locator(":scope > li")).toHaveCount(2);
  await results.getByRole("button", { name: "Rename to python-security-expert" }).click();
  await expect(transfer.getByText("Imported with notes (1)")).toBeVisible();
  await results.getByRole("button", { name: "Rename to code-reviewer-custom" }).click();
  await expect(transfer.getByText("Imported with notes (0)")).toBeVisible();
  await transfer.getByText("Imported (250)").click();
  await expect(results.locator(":scope > li")).toHaveCount(250);

  const addedAt = Date.now();
  await transfer.getByRole("button", { name: "Add 250 subagents to the draft" }).click();
  await expect(transfer.getByText("Added 250 subagents to the draft. Save changes to keep them.")).toBeVisible();
  // A whole collection arrives as closed cards (each with its verdict pill), not 250 open forms.
  await expect(
    page.getByRole("listitem", { name: "Subagent 250", exact: true }).getByRole("button", { name: /^#250 / }),
  ).toHaveAttribute("aria-expanded", "false");
  test.info().annotations.push({ type: "250 imported cards on screen", description: `${Date.now() - addedAt} ms` });
  await editor.save();
  await expect(page.getByText("Draft saved.", { exact: true })).toBeVisible({ timeout: 90_000 });

  const reloadedAt = Date.now();
  await page.reload();
  // With this many specs the cards load folded: each header names its spec.
  const stored = (n: number) =>
    page.getByRole("listitem", { name: `Subagent ${n}`, exact: true }).getByRole("heading", { level: 3 });
  await expect(stored(1)).toHaveText("#1 agent-1");
  await expect(stored(249)).toHaveText("#249 python-security-expert");
  await expect(stored(250)).toHaveText("#250 code-reviewer-custom");
  await expect(page.getByRole("list", { name: "Subagent specs" }).locator(":scope > li")).toHaveCount(250);
  test.info().annotations.push({
    type: "editor with 250 stored specs, reload to all cards",
    description: `${Date.now() - reloadedAt} ms`,
  });
});

test("an imported file, once saved, exports back as the same frontmatter and body, as a zip or one .md", async ({
  page,
  context,
}) => {
  test.slow(); // import, save, two downloads and an axe pass: over 30 s on a loaded 2-core machine
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(`Auditor ${Date.now().toString(36)}`);
  const editor = new ExpertEditorPage(page);

  const transfer = await editor.openImportExport();
  await transfer
    .getByLabel("Claude Code subagent files (.md or .zip)")
    .setInputFiles({ name: "code-auditor.md", mimeType: "text/markdown", buffer: Buffer.from(CLAUDE_FILE) });
  await transfer.getByRole("button", { name: "Import", exact: true }).click();
  const results = transfer.getByRole("list", { name: "Imported files" });
  await expect(results).toContainText("color");
  await transfer.getByRole("button", { name: "Add 1 subagent to the draft" }).click();
  await expect(editor.subagent(1).getByLabel("Name")).toHaveValue("code-auditor");
  await expect(editor.preview.getByRole("listitem").filter({ hasText: "code-auditor" })).toContainText(
    "Tools: read, grep, bash",
  );
  await editor.save();
  await expect(page.getByText("Draft saved.", { exact: true })).toBeVisible();

  const original = frontmatterAndBody(CLAUDE_FILE);
  const { color: _notCarried, ...carried } = original.values;

  const zipping = page.waitForEvent("download");
  await transfer.getByRole("button", { name: "Export the draft's subagents as a .zip" }).click();
  const zip = await JSZip.loadAsync(await readFile((await (await zipping).path())!));
  const fromZip = frontmatterAndBody(await zip.file("01-code-auditor.md")!.async("string"));
  expect(fromZip.values).toEqual(carried);
  expect(fromZip.body).toBe(original.body);

  await expect(transfer.getByLabel("One subagent of the draft, as on screen, as a .md file")).toHaveValue("0");
  const single = page.waitForEvent("download");
  await transfer.getByRole("button", { name: "Download .md" }).click();
  const download = await single;
  expect(download.suggestedFilename()).toBe("code-auditor.md");
  const fromMd = frontmatterAndBody(await readFile((await download.path())!, "utf8"));
  expect(fromMd).toEqual(fromZip);
  await expect(transfer.getByText("Exported; everything was carried over.")).toBeVisible();

  await transfer.getByRole("button", { name: "Close the import report" }).click();
  await expect(results).toHaveCount(0);

  // An unsaved edit is in the zip too: it takes the draft as on screen, like the single file.
  await expect(editor.subagent(1).getByLabel("Name")).toHaveValue("code-auditor");
  await editor.subagent(1).getByLabel("Description").fill("Unsaved: audits only the diff.");
  await expect(page.getByText("unsaved changes").first()).toBeVisible();
  const unsaved = page.waitForEvent("download");
  await transfer.getByRole("button", { name: "Export the draft's subagents as a .zip" }).click();
  const unsavedZip = await JSZip.loadAsync(await readFile((await (await unsaved).path())!));
  expect(frontmatterAndBody(await unsavedZip.file("01-code-auditor.md")!.async("string")).values.description).toBe(
    "Unsaved: audits only the diff.",
  );

  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await transfer.getByRole("button", { name: "Export the draft's subagents as a .zip" }).scrollIntoViewIfNeeded();
    await transfer.screenshot({ path: test.info().outputPath(`import-export-panel-${viewport.width}.png`) });
    await expectNoSeriousAxeViolations(page, `import and export panel at ${viewport.width} px`);
  }
});

test("a Claude Code plugin folder imports its agents and names the plugin", async ({ page, context }) => {
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(`Plugin ${Date.now().toString(36)}`);
  const transfer = await new ExpertEditorPage(page).openImportExport();
  await transfer
    .getByLabel("Or a folder (a collection, a plugin or a repository)")
    .setInputFiles(path.join(import.meta.dirname, "../lib/domain/claude-code/fixtures/plugin"));
  await transfer.getByRole("button", { name: "Import", exact: true }).click();
  await expect(transfer.getByRole("status")).toHaveText(
    'Read 4 files: 1 subagent ready to add. From the Claude Code plugin "review-kit" 1.2.0: 1 agent. Skipped 3 files that are not subagents: 1 slash command, 1 documentation file, 1 plugin manifest.',
  );
  const results = transfer.getByRole("list", { name: "Imported files" });
  await expect(results.locator(":scope > li").filter({ hasText: "security-reviewer.md" })).toContainText(
    "plugin review-kit",
  );
  await expect(results).toContainText(
    'Skipped: a slash command (under commands/) of the plugin "review-kit", not a subagent.',
  );

  const audit = await new AxeBuilder({ page }).include("section[aria-labelledby]").analyze();
  const serious = audit.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
