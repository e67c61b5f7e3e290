import { expect, test, type Page } from "@playwright/test";
import { signInViaApi } from "./support/auth";
import { lookAtBothWidths } from "./support/both-widths";
import { ExpertEditorPage, StudioListPage } from "./support/studio-pages";

// The Studio editor's findings of the UI walk (issue 25): keyboard, problems panel, bulk paste,
// near-duplicate groups, plain words, new cards, the leave dialog, axe and console at both widths.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => (m.type() === "error" ? errors.push(`${m.text()} (${m.location().url})`) : undefined));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

const similarSpec = (i: number) => ({
  name: `clause_finder_${i}`,
  description: "Finds every liability clause in a contract and quotes it.",
  system_prompt: "Find clauses.",
  tools: ["read"],
});

test("keyboard only: create an Expert, add a subagent, fill it and save in under 30 key presses", async ({
  page,
  context,
}) => {
  test.slow();
  await signInViaApi(context, "alice@example.com");
  await page.goto("/studio");
  await expect(page.getByRole("button", { name: "Create Expert" })).toBeVisible();
  let presses = 0;
  const press = async (key: string) => {
    presses++;
    await page.keyboard.press(key);
  };
  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
  const focusedText = () =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? "");
  /** Presses `key` until `reached` holds, at most `limit` times. */
  const pressUntil = async (key: string, reached: () => Promise<boolean>, limit = 20) => {
    for (let i = 0; i < limit && !(await reached()); i++) await press(key);
    expect(await reached()).toBe(true);
  };

  await pressUntil("Tab", async () => (await focusedId()) === "new-name");
  const name = unique("Keyboard Expert");
  await page.keyboard.type(name);
  await expect(page.getByLabel("Slug")).not.toHaveValue("");
  await pressUntil("Tab", async () => (await focusedText()) === "Create Expert");
  await press("Enter");
  await page.waitForURL(/\/studio\/[^/]+$/);
  // The editor of the Expert just created starts in its Name field.
  await expect(page.locator("#name")).toBeFocused();

  // Back to the section links, jump to Subagents, on to "Add subagent".
  await pressUntil("Shift+Tab", async () => (await focusedText()) === "Subagents");
  await press("Enter");
  await pressUntil("Tab", async () => (await focusedText()) === "Add subagent");
  await press("Enter");
  const card = page.getByRole("listitem", { name: "Subagent 1" });
  await expect(card.getByLabel("Name")).toBeFocused();
  await expect(card).toContainText("Not finished");
  await expect(card).not.toContainText("Dropped");
  await page.keyboard.type("keyboard_helper");
  await pressUntil("Tab", async () => (await focusedId()) === "spec-0-description");
  await page.keyboard.type("Helps from the keyboard.");
  await pressUntil("Tab", async () => (await focusedId()) === "spec-0-prompt");
  await page.keyboard.type("Help.");
  await pressUntil("Tab", async () => (await focusedId()) === "spec-0-tools-add");
  await page.keyboard.type("read");
  await press("Enter");
  await expect(card).toContainText("Kept");
  await press("Control+s");
  await expect(page.getByText("Draft saved.")).toBeVisible();
  expect(presses, "Tab, Shift+Tab, Enter and Ctrl+S presses (typed text not counted)").toBeLessThan(30);

  await page.reload();
  await expect(page.getByRole("listitem", { name: "Subagent 1" })).toContainText("keyboard_helper");
});

test("a refused save lists every problem with a link that focuses its field; the preview says why it cannot preview", async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(unique("Problem Panel"));
  const editor = new ExpertEditorPage(page);
  await page.getByLabel("Price label").fill("x".repeat(60));
  await editor.addSubagent({ name: "one", description: "One.", prompt: "One.", tools: ["read"] });
  await editor.section("Subagents").getByRole("button", { name: "Add subagent" }).click();
  await editor.subagent(2).getByRole("tab", { name: "Raw JSON" }).click();
  await editor.subagent(2).getByRole("textbox", { name: "Raw JSON" }).fill("{ broken");
  await editor.save();

  const panel = page.getByRole("region", { name: /problems? stops? the save/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("listitem")).toHaveCount(1); // the raw JSON is refused here, before the server sees the rest
  await expect(panel).toContainText("Subagent 2: This is not a valid JSON object");
  const nav = page.getByRole("navigation", { name: "Editor sections" });
  await expect(nav.getByRole("link", { name: "Subagents (has problems)" })).toBeVisible();
  await lookAtBothWidths(page, testInfo, "problems-panel-local");

  // With the JSON fixed, the server refuses the price label: the panel names it in plain words and its link focuses it.
  await editor.subagent(2).getByRole("textbox", { name: "Raw JSON" }).fill('{ "name": "two" }');
  await editor.save();
  await expect(panel.getByRole("link", { name: "Price label" })).toBeVisible();
  await expect(panel).not.toContainText("priceLabel");
  await expect(nav.getByRole("link", { name: "Profile (has problems)" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await panel.getByRole("link", { name: "Price label" }).click();
  await expect(page.getByLabel("Price label")).toBeFocused();
  await lookAtBothWidths(page, testInfo, "problems-panel-server");

  // A draft the preview refuses: it says which field and why.
  await page.getByLabel("Price label").fill("€5");
  await page.locator("#guardDeny").fill("t".repeat(130));
  await editor.openPreviewIfDrawer();
  await expect(editor.preview).toContainText("Team guard deny list: Tool names are at most 120 characters.");
  await expect(editor.preview).toContainText("The preview updates once this is fixed.");
  await page.screenshot({ path: testInfo.outputPath("preview-why-not.png") });
});

test("sixty similar subagents pasted at once: a review before they join the draft, and the routing preview groups the near-duplicates", async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(unique("Sixty Similar"));
  const editor = new ExpertEditorPage(page);
  const subagents = editor.section("Subagents");
  await subagents.getByRole("button", { name: "Paste many subagents" }).click();
  const paste = page.getByRole("group", { name: "Paste many subagents" });

  // Broken JSON is refused with its line and column; nothing is added.
  await paste.getByLabel("Paste many subagents").fill('[{ "name": "a" },\n{ "name": ');
  await paste.getByRole("button", { name: "Review" }).click();
  await expect(paste).toContainText(/This is not valid JSON \(line 2, column \d+/);
  await expect(editor.subagent(1)).toHaveCount(0);

  await paste
    .getByLabel("Paste many subagents")
    .fill(JSON.stringify(Array.from({ length: 60 }, (_, i) => similarSpec(i))));
  await paste.getByRole("button", { name: "Review" }).click();
  await expect(paste.getByRole("heading", { name: "Read 60 JSON specs: 60 can be added" })).toBeFocused();
  await expect(paste.getByRole("list", { name: "Subagents to add" }).getByRole("listitem")).toHaveCount(60);
  await expect(editor.subagent(1)).toHaveCount(0); // not before the review is accepted
  await paste.getByRole("button", { name: "Add 60 subagents to the draft" }).click();
  await expect(page.getByRole("listitem", { name: /^Subagent \d+$/ })).toHaveCount(60);
  await expect(subagents.getByRole("button", { name: "Paste many subagents" })).toBeFocused();

  const routing = page.getByRole("region", { name: "Routing preview" });
  const groups = routing.getByRole("list", { name: "Near-duplicate groups" }).getByRole("listitem");
  await expect(groups).toHaveCount(1);
  await expect(groups.first()).toContainText("60 near-duplicate subagents");
  // One overlap line per shown similar candidate (builtins are ranked too), not one per pair: each has 59 near-duplicates.
  const shown = await routing
    .getByRole("list", { name: "Ranked subagents" })
    .getByRole("listitem", { name: /clause_finder_/ })
    .count();
  expect(shown).toBeGreaterThan(0);
  await expect(routing.getByText(/^Overlap warning/)).toHaveCount(shown);
  await expect(routing.getByText(/^Overlap warning/).first()).toContainText("and 57 more");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, "editor height with 60 closed cards").toBeLessThan(20_000);
  await routing.scrollIntoViewIfNeeded();
  await lookAtBothWidths(page, testInfo, "sixty-similar-routing");

  await editor.save();
  await expect(page.getByText("Draft saved.")).toBeVisible();
});

test("a Claude Code paste of several agent files is split into one card each", async ({ page, context }) => {
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(unique("Pasted Files"));
  const editor = new ExpertEditorPage(page);
  await editor.section("Subagents").getByRole("button", { name: "Paste many subagents" }).click();
  const paste = page.getByRole("group", { name: "Paste many subagents" });
  const files = [
    "---\nname: code-reviewer\ndescription: Reviews code.\ntools: Read, Grep\n---\nYou review code.\n",
    "---\nname: test-runner\ndescription: Runs tests.\ntools: Bash\n---\nYou run tests.\n",
  ].join("\n");
  await paste.getByLabel("Paste many subagents").fill(files);
  await paste.getByRole("button", { name: "Review" }).click();
  await expect(paste.getByRole("heading", { name: "Read 2 Claude Code files: 2 can be added" })).toBeVisible();
  await paste.getByRole("button", { name: "Add 2 subagents to the draft" }).click();
  await expect(editor.subagent(1)).toContainText("code-reviewer");
  await expect(editor.subagent(2)).toContainText("test-runner");
});

test("the editor loads without console errors, in plain words, and is axe-clean at both widths", async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(unique("Plain Words"));
  const editor = new ExpertEditorPage(page);
  await expect(page.getByText(/^@\S+ · Draft, saved .+ · Not live$/)).toBeVisible();
  await expect(editor.section("Delegation")).toContainText("On by default for a new Expert");
  await editor.addSubagent({ name: "scanner", description: "Scans.", prompt: "Scan.", tools: ["read_file"] });
  await expect(editor.subagent(1)).toContainText("Dropped: no usable tools");
  await expect(editor.subagent(1)).toContainText("no tool of that name here");
  for (const code of ["missing_field", "zero_tools", "unknown_tool", "not_object", "priceLabel", "specs[0]"]) {
    await expect(page.locator("main"), code).not.toContainText(code);
  }
  await expect(editor.subagent(1).getByLabel("Name (required)")).toBeVisible();
  await lookAtBothWidths(page, testInfo, "editor-plain-words");
  expect(errors).toEqual([]);
});

test("Escape in the leave dialog puts focus back on the link that asked", async ({ page, context }) => {
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(unique("Leave Focus"));
  await page.getByLabel("Description (for humans)").fill("Unsaved.");
  const back = page.getByRole("link", { name: "My Experts" }).first();
  await back.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(back).toBeFocused();
});

test("the owner sends a test delegation from the Studio and reads the delegation check's own answer", async ({
  page,
  context,
}) => {
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(unique("Test Target"));
  const delegation = new ExpertEditorPage(page).section("Delegation");
  await delegation.getByText("Send a test delegation").click();
  await delegation.getByRole("button", { name: "Send test delegation" }).click();
  await expect(delegation).toContainText("Name the Expert that hands the task over");
  await delegation.getByLabel("From Expert (slug)").fill("sql-analyst");
  await delegation.getByLabel("Task").fill("Summarise this contract.");
  await delegation.getByRole("button", { name: "Send test delegation" }).click();
  // A draft is not offered to anyone: the check refuses it with its own sentence, and logs it.
  await expect(delegation.getByRole("status")).toContainText(/^Refused: .+ It is in your delegation log\.$/);
});
