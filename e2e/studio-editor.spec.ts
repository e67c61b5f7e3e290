import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInViaApi } from "./support/auth";
import { expectClickable, expectNoHorizontalOverflow } from "./support/layout-checks";
import { ExpertEditorPage, StudioListPage } from "./support/studio-pages";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CLAUDE_FILE = `---
name: code-auditor
description: Audits a change for correctness issues.
tools: Read, Grep
---

You audit changes.
`;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
  { width: 1024, height: 768 },
]) {
  test.describe(`the editor at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("every main control is clickable, nothing is wider than the screen, and axe finds nothing serious", async ({
      page,
      context,
    }, testInfo) => {
      test.slow();
      await signInViaApi(context, "alice@example.com");
      await new StudioListPage(page).createExpert(unique("Layout Check"));
      const editor = new ExpertEditorPage(page);
      await editor.addSubagent({ name: "first_helper", description: "Helps first.", prompt: "Help.", tools: ["read"] });
      await editor.addSubagent({
        name: "second_helper",
        description: "Helps second.",
        prompt: "Help.",
        tools: ["grep"],
      });
      await expect(editor.subagent(2)).toContainText("Kept");
      // A saved draft and one more edit: the History's "Created" entry is then restorable (the current one is not).
      await editor.save();
      await expect(page.getByText("Draft saved.")).toBeVisible();
      await page.getByLabel("Description (for humans)").fill("One more edit.");

      const bar = page.getByRole("navigation", { name: "Editor sections" });
      const controls = [
        ["Save changes", page.getByRole("button", { name: "Save changes" })],
        ["Discard", page.getByRole("button", { name: "Discard" })],
        ["Publish", page.getByRole("button", { name: "Publish" })],
        ["Delete", page.getByRole("button", { name: "Delete" })],
        ...[
          "Profile",
          "Instructions",
          "Model & tools",
          "Subagents",
          "Builtins",
          "Delegation",
          "Team guard",
          "History",
        ].map((name) => [`section link ${name}`, bar.getByRole("link", { name, exact: true })] as const),
        ["Name", editor.section("Profile").getByLabel("Name", { exact: true })],
        ["System prompt", page.getByLabel("System prompt").first()],
        ["Default model", page.getByLabel("Default model")],
        ["subagent 1 expander", editor.subagent(1).getByRole("button", { name: /first_helper/ })],
        ["Move subagent 2 up", page.getByRole("button", { name: "Move subagent 2 up" })],
        ["Remove subagent 2", page.getByRole("button", { name: "Remove subagent 2" })],
        ["Raw JSON tab", editor.subagent(2).getByRole("tab", { name: "Raw JSON" })],
        ["Add tool", editor.subagent(2).getByRole("combobox", { name: "Add tool" })],
        ["Add subagent", page.getByRole("button", { name: "Add subagent" })],
        ["Open import and export", page.getByRole("button", { name: "Open import and export" })],
        ["Builtin explorer", editor.builtinSwitch("explorer")],
        ["Delegation brief", page.getByLabel("Delegation brief (for models)")],
        ["Team guard mode", editor.section("Team guard").getByLabel("Mode")],
        ["Restore", page.getByRole("button", { name: /^Restore the draft as it was/ }).first()],
      ] as const;
      for (const [label, control] of controls) await expectClickable(control, label);
      if (viewport.width < 1280)
        await expectClickable(page.getByRole("button", { name: "Preview", exact: true }), "Preview");
      else await expectClickable(editor.preview, "Live preview");

      await expectNoHorizontalOverflow(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`studio-editor-${viewport.width}.png`), fullPage: true });
      await page.screenshot({ path: testInfo.outputPath(`studio-editor-${viewport.width}-top.png`) });
      await bar.getByRole("link", { name: "Subagents", exact: true }).click();
      await expect(bar.getByRole("link", { name: "Subagents", exact: true })).toHaveAttribute(
        "aria-current",
        "location",
      );
      await page.screenshot({ path: testInfo.outputPath(`studio-editor-${viewport.width}-subagents.png`) });
      expect(await seriousViolations(page)).toEqual([]);

      await editor.openPreviewIfDrawer();
      await expect(editor.preview).toContainText("Up to date");
      await page.screenshot({ path: testInfo.outputPath(`studio-preview-${viewport.width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);

      await page.keyboard.press("Escape");
      await page.goto("/studio");
      await expectNoHorizontalOverflow(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe("the editor's one draft", () => {
  test("an import joins the unsaved draft, keeps the edits, and one Save stores both without a conflict", async ({
    page,
    context,
  }) => {
    await signInViaApi(context, "alice@example.com");
    await new StudioListPage(page).createExpert(unique("Import Draft"));
    const editor = new ExpertEditorPage(page);
    await page.getByLabel("Description (for humans)").fill("Typed before the import.");
    const transfer = await editor.openImportExport();
    await transfer
      .getByLabel("Claude Code subagent files (.md or .zip)")
      .setInputFiles({ name: "code-auditor.md", mimeType: "text/markdown", buffer: Buffer.from(CLAUDE_FILE) });
    await transfer.getByRole("button", { name: "Import", exact: true }).click();
    await transfer.getByRole("button", { name: /^Add 1 subagent/ }).click();
    await expect(editor.subagent(1).getByLabel("Name")).toHaveValue("code-auditor");
    await expect(page.getByLabel("Description (for humans)")).toHaveValue("Typed before the import.");
    await editor.save();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Description (for humans)")).toHaveValue("Typed before the import.");
    await expect((await editor.openSubagent(1)).getByLabel("Name")).toHaveValue("code-auditor");
  });

  test("Ctrl+S saves; Discard goes back to the saved draft", async ({ page, context }) => {
    await signInViaApi(context, "alice@example.com");
    await new StudioListPage(page).createExpert(unique("Shortcut"));
    const editor = new ExpertEditorPage(page);
    await page.getByLabel("Price label").fill("€5 / month");
    await expect(editor.saveState).toHaveText("Unsaved changes");
    await page.keyboard.press("Control+s");
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await page.getByLabel("Price label").fill("€9 / month");
    await page.getByRole("button", { name: "Discard" }).click();
    await expect(page.getByLabel("Price label")).toHaveValue("€5 / month");
    await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();
  });

  test("leaving with unsaved changes asks first: in-app links and closing the tab", async ({ page, context }) => {
    await signInViaApi(context, "alice@example.com");
    const id = await new StudioListPage(page).createExpert(unique("Leave Guard"));
    await page.getByLabel("Description (for humans)").fill("Not saved yet.");

    await page.getByRole("main").getByRole("link", { name: "My Experts" }).click();
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Stay" }).click();
    expect(new URL(page.url()).pathname).toBe(`/studio/${id}`);
    await expect(page.getByLabel("Description (for humans)")).toHaveValue("Not saved yet.");

    const dialog = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const shown = await dialog;
    expect(shown.type()).toBe("beforeunload");
    await shown.accept();
  });

  test("an in-app link leaves after confirming, and nothing asks once the draft is saved", async ({
    page,
    context,
  }) => {
    await signInViaApi(context, "alice@example.com");
    await new StudioListPage(page).createExpert(unique("Leave Confirmed"));
    await page.getByLabel("Description (for humans)").fill("Leaving anyway.");
    await page.getByRole("main").getByRole("link", { name: "My Experts" }).click();
    await page
      .getByRole("alertdialog", { name: "Leave without saving?" })
      .getByRole("button", { name: "Leave" })
      .click();
    await page.waitForURL(/\/studio$/);
  });
});

test.describe("fixes from the verdicts", () => {
  test("did-you-mean applies in one click, the tool picker lists the surface by layer, and specs reorder from the keyboard", async ({
    page,
    context,
  }) => {
    await signInViaApi(context, "alice@example.com");
    await new StudioListPage(page).createExpert(unique("Fixes"));
    const editor = new ExpertEditorPage(page);
    await editor.addSubagent({ name: "reader", description: "Reads.", prompt: "Read.", tools: ["read_file"] });
    const card = editor.subagent(1);
    await expect(card).toContainText("Dropped: no usable tools");
    await card.getByRole("button", { name: "Replace read_file with read" }).click();
    await expect(card).toContainText("Kept");
    await expect(card.getByRole("listitem").filter({ hasText: /^read/ })).toHaveCount(1);

    const picker = card.getByRole("combobox", { name: "Add tool" });
    await picker.fill("gr");
    const list = page.getByRole("listbox", { name: "Add tool" });
    await expect(
      list.getByRole("group", { name: "Global layer (platform)" }).getByRole("option", { name: "grep" }),
    ).toBeVisible();
    await picker.press("ArrowDown");
    await expect(picker).toHaveAttribute("aria-activedescendant", /.+/);
    await picker.press("Enter");
    await expect(card.getByRole("button", { name: "Remove tool grep" })).toBeVisible();

    await editor.addSubagent({ name: "writer", description: "Writes.", prompt: "Write.", tools: ["write"] });
    const up = page.getByRole("button", { name: "Move subagent 2 up" });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(editor.subagent(1).getByLabel("Name")).toHaveValue("writer");
    await expect(page.getByRole("button", { name: "Move subagent 1 down" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(editor.subagent(1).getByLabel("Name")).toHaveValue("reader");

    // A card folds to its header: number, name and verdict pill stay; its fields go.
    const expander = editor.subagent(1).getByRole("button", { name: /#1 reader/ });
    await expect(expander).toHaveAttribute("aria-expanded", "true");
    await expander.click();
    await expect(expander).toHaveAttribute("aria-expanded", "false");
    await expect(editor.subagent(1).getByLabel("Name")).toHaveCount(0);
    await expect(expander).toContainText("Kept");
  });
});
