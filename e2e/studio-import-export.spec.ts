import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { parse } from "yaml";
import { signInViaApi } from "./support/auth";
import { ExpertEditorPage, StudioListPage } from "./support/studio-pages";

const CLAUDE_FILE = `---
name: code-auditor
description: Audits a change for correctness issues — use after every edit.
tools: Read, Grep, Bash
model: sonnet
color: purple
---

You are a meticulous code auditor. Read the diff, run the tests, and report every correctness issue with its file and line.
`;

function frontmatterAndBody(text: string) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`not a frontmatter file:\n${text}`);
  return { values: parse(match[1]) as Record<string, unknown>, body: match[2].trim() };
}

test("a creator imports a Claude Code subagent file, sees what was not carried over, and exports it back", async ({ page, context }) => {
  await signInViaApi(context, "alice@example.com");
  const id = await new StudioListPage(page).createExpert(`Auditor ${Date.now().toString(36)}`);
  const editor = new ExpertEditorPage(page);

  const transfer = page.getByRole("region", { name: "Import and export (Claude Code)" });
  await transfer.getByLabel("Claude Code subagent files (.md or .zip)").setInputFiles({
    name: "code-auditor.md",
    mimeType: "text/markdown",
    buffer: Buffer.from(CLAUDE_FILE),
  });
  await transfer.getByRole("button", { name: "Import" }).click();
  const report = transfer.getByRole("status");
  await expect(report).toContainText("Imported 1 subagent");
  await expect(report).toContainText("color");

  // The import joins the unsaved draft, resolved by the harness like any other spec; Save stores it.
  await expect(editor.subagent(1).getByLabel("Name")).toHaveValue("code-auditor");
  await expect(editor.preview.getByRole("listitem").filter({ hasText: "code-auditor" })).toContainText("Tools: read, grep, bash");
  await expect(editor.saveState).toHaveText("Unsaved changes");
  await editor.save();
  await expect(page.getByText("Saved. This is version 2.")).toBeVisible();
  await page.reload();
  await expect(editor.subagent(1).getByLabel("Name")).toHaveValue("code-auditor");

  const downloading = page.waitForEvent("download");
  await transfer.getByRole("link", { name: /Export all/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const exported = await zip.file("code-auditor.md")!.async("string");

  const original = frontmatterAndBody(CLAUDE_FILE);
  const roundTrip = frontmatterAndBody(exported);
  const { color: _notCarried, ...carried } = original.values;
  expect(roundTrip.values).toEqual(carried);
  expect(roundTrip.body).toBe(original.body);
  expect(new URL(page.url()).pathname).toBe(`/studio/${id}`);
});
