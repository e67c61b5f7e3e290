import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInViaApi, signedInPage } from "./support/auth";
import { callServerAction, serverActionId } from "./support/server-action";
import { ExpertEditorPage, STALE_SAVE_MESSAGE, StudioListPage, saveThenStaleSave } from "./support/studio-pages";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("Studio", () => {
  test("a creator builds an Expert, sees a drop reason before saving, saves, toggles a builtin and publishes", async ({
    page,
    context,
  }) => {
    test.slow(); // one long journey: create, two specs, save, reload, two switches with reloads, publish
    await signInViaApi(context, "alice@example.com");
    const name = unique("Lease Reviewer");
    const id = await new StudioListPage(page).createExpert(name);
    const editor = new ExpertEditorPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

    await page.getByLabel("System prompt").first().fill("You review residential leases and flag unusual clauses.");
    await editor.addSubagent({
      name: "clause_finder",
      description: "Finds clauses.",
      prompt: "Find the clauses.",
      tools: ["read", "grep"],
    });
    await editor.addSubagent({ name: "broken_scanner", description: "Scans.", prompt: "Scan.", tools: ["read_file"] });

    // The preview runs on the unsaved draft: the second spec's drop reason shows before any save.
    await expect(page.getByText(/· unsaved changes$/)).toBeVisible();
    const brokenVerdict = editor.preview.getByRole("listitem").filter({ hasText: "broken_scanner" });
    await expect(brokenVerdict).toContainText("Dropped: no usable tools");
    await expect(brokenVerdict).toContainText("read_file");
    await expect(editor.subagent(2)).toContainText("Dropped: no usable tools");
    await expect(editor.preview.getByRole("listitem").filter({ hasText: "clause_finder" })).toContainText(
      "Tools: read, grep",
    );
    await expect(editor.preview).toContainText("Up to date");
    await page.screenshot({ path: test.info().outputPath("studio-editor.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 1800 });
    await editor.preview.screenshot({ path: test.info().outputPath("studio-preview.png") });
    await page.setViewportSize({ width: 1280, height: 720 });

    await editor.save();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await page.reload();
    // Stored cards arrive closed, each with its verdict pill.
    await expect(editor.subagent(2)).toContainText("Dropped: no usable tools");
    await editor.openSubagent(1);
    await editor.openSubagent(2);
    await expect(editor.subagent(1).getByLabel("Name")).toHaveValue("clause_finder");
    await expect(editor.subagent(1)).toContainText("grep");
    await expect(editor.subagent(2).getByLabel("Name")).toHaveValue("broken_scanner");
    await expect(editor.subagent(2)).toContainText("Dropped: no usable tools");
    await expect(page.getByLabel("System prompt").first()).toHaveValue(/residential leases/);

    // A builtin switch is part of the draft: previewed at once, stored with Save.
    const explorer = editor.builtinSwitch("explorer");
    await explorer.click();
    await expect(explorer).toHaveAttribute("aria-checked", "false");
    await expect(editor.preview.getByRole("listitem").filter({ hasText: /^explorer/ })).toContainText("switched off");
    await expect(editor.saveState).toHaveText("Unsaved changes");
    await editor.save();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await page.reload();
    await expect(explorer).toHaveAttribute("aria-checked", "false");
    await expect(page.getByText("(switched off)")).toBeVisible();
    await explorer.click();
    await expect(explorer).toHaveAttribute("aria-checked", "true");
    await editor.save();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await page.reload();
    await expect(explorer).toHaveAttribute("aria-checked", "true");

    // Going public asks first and says who will see it (GPT builder's publish dialog).
    await page.getByRole("button", { name: "Publish" }).click();
    const going = page.getByRole("alertdialog", { name: "Publish to the marketplace?" });
    await expect(going).toContainText("Everyone signed in can find it in the marketplace");
    await expect(going).toContainText("Delegation is on");
    await going.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published as Live v1: it is listed in the marketplace")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Published");
    await page.goto("/studio");
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("1 kept");
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("1 dropped");
    // Leave the shared marketplace as the other specs expect it (they count its cards).
    await editor.goto(id);
    // Unpublishing asks first: it leaves the marketplace and every roster at once.
    await page.getByRole("button", { name: "Unpublish" }).click();
    const leaving = page.getByRole("alertdialog", { name: "Unpublish this Expert?" });
    await expect(leaving).toContainText("every user’s roster");
    await leaving.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Published");
    await page.getByRole("button", { name: "Unpublish" }).click();
    await leaving.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("Unpublished: it is a draft again.")).toBeVisible();
  });

  test("publishing an Expert with no instructions and only dropped specs asks first and says why", async ({
    page,
    context,
  }) => {
    await signInViaApi(context, "alice@example.com");
    const name = unique("Empty Shell");
    await new StudioListPage(page).createExpert(name);
    const editor = new ExpertEditorPage(page);
    await editor.addSubagent({ name: "nothing", description: "Nothing.", prompt: "Nothing.", tools: ["no_such_tool"] });
    await expect(editor.subagent(1)).toContainText("Dropped");
    await editor.save();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Publish anyway?" });
    await expect(dialog).toContainText("no instructions");
    await expect(dialog).toContainText("Its one subagent spec is dropped");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Draft");

    await page.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete this Expert?" })
      .getByRole("button", { name: "Delete Expert" })
      .click();
    await page.waitForURL(/\/studio$/);
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test("raw JSON that is not one spec object is refused with a problems panel whose link focuses it; a JSON object is saved as authored", async ({
    page,
    context,
  }) => {
    await signInViaApi(context, "alice@example.com");
    await new StudioListPage(page).createExpert(unique("Raw Author"));
    const editor = new ExpertEditorPage(page);
    await editor.section("Subagents").getByRole("button", { name: "Add subagent" }).click();
    await editor.subagent(1).getByRole("tab", { name: "Raw JSON" }).click();
    const rawBox = editor.subagent(1).getByRole("textbox", { name: "Raw JSON" });
    await rawBox.fill('{ "name": "half", "tools": ["read"'); // truncated on purpose
    await expect(editor.subagent(1)).toContainText("Dropped: not a JSON object");
    await expect(editor.subagent(1)).toContainText("Line 1, column 35: The JSON ends too early");
    await expect(editor.subagent(1).getByRole("tab", { name: "Form" })).toBeDisabled();

    // Save is refused before anything is stored: the panel lists the problem and takes focus.
    await editor.save();
    await expect(editor.saveState).toHaveText("Not saved: fix the problems listed under the save bar.");
    const panel = page.getByRole("region", { name: "1 problem stops the save" });
    await expect(panel).toContainText("Subagent 1: This is not a valid JSON object (line 1, column 35");
    await expect(panel.getByRole("heading")).toBeFocused();
    await expect(
      page.getByRole("navigation", { name: "Editor sections" }).getByRole("link", { name: "Subagents (has problems)" }),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await panel.getByRole("link", { name: "Subagent 1" }).click();
    await expect(rawBox).toBeFocused();
    await expect(page.getByRole("region", { name: "History" }).getByRole("listitem")).toHaveCount(1); // only "Created"

    // A list of specs in one card is refused too, naming how many and where they belong.
    await rawBox.fill('[{ "name": "a" }, { "name": "b" }]');
    await editor.save();
    await expect(panel).toContainText("This is a list of 2 specs, not one spec");

    // A JSON object is stored exactly as written, even when the harness drops it.
    const raw = '{ "name": "half",  "tools": ["read"] }';
    await rawBox.fill(raw);
    await editor.save();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await expect(panel).toHaveCount(0);
    await page.reload();
    await editor.openSubagent(1);
    await editor.subagent(1).getByRole("tab", { name: "Raw JSON" }).click();
    await expect(rawBox).toHaveValue(raw);
    await expect(editor.subagent(1)).toContainText("Dropped: a required field is empty");
    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText("Subagent 1");
    await expect(history).not.toContainText("specs[0]");
    // The entry that made the current draft is marked, with nothing to restore.
    const saved = history.getByRole("listitem").filter({ hasText: "Saved" });
    await expect(saved).toContainText("Current draft");
    await expect(saved.getByRole("button", { name: /Restore/ })).toHaveCount(0);

    // Restoring the "Created" entry brings back the empty configuration.
    await history
      .getByRole("listitem")
      .filter({ hasText: "Created" })
      .getByRole("button", { name: /Restore/ })
      .click();
    await page
      .getByRole("alertdialog", { name: "Restore this version?" })
      .getByRole("button", { name: "Restore" })
      .click();
    await expect(history).toContainText("Restored an earlier version");
    await expect(page.getByText(/^@\S+ · Draft, saved .+ · Not live$/)).toBeVisible();
    await expect(editor.subagent(1)).toHaveCount(0);
  });

  test("a save from a stale second tab is refused with the conflict message and loses nothing", async ({ browser }) => {
    const pageA = await signedInPage(browser, "alice@example.com");
    const pageB = await signedInPage(browser, "alice@example.com");
    const id = await new StudioListPage(pageA).createExpert(unique("Conflict Check"));
    const b = await saveThenStaleSave(pageA, pageB, id, {
      saved: "Saved first, in tab A.",
      stale: "Stale edit from tab B.",
    });
    await expect(pageB.getByText("Changed since you opened it: description.")).toBeVisible();
    await expect(pageB.getByText("Your unsaved changes: description.")).toBeVisible();
    await pageB.getByRole("button", { name: "Reload (drop my changes)" }).click();
    await expect(pageB.getByLabel("Description (for humans)")).toHaveValue("Saved first, in tab A.");
    await expect(b.saveState).toHaveText("All changes saved in the draft");
    await pageA.context().close();
    await pageB.context().close();
  });

  test("Keep mine after a conflict keeps the other tab's change to a field this tab did not touch", async ({
    browser,
  }) => {
    const pageA = await signedInPage(browser, "alice@example.com");
    const pageB = await signedInPage(browser, "alice@example.com");
    const id = await new StudioListPage(pageA).createExpert(unique("Merge Check"));
    const b = new ExpertEditorPage(pageB);
    await b.goto(id);
    await pageA.getByLabel("Description (for humans)").fill("Written in tab A.");
    await new ExpertEditorPage(pageA).save();
    await expect(pageA.getByText("Draft saved.")).toBeVisible();
    await pageB.getByLabel("Price label").fill("€9 / month");
    await b.save();
    await expect(pageB.getByText(STALE_SAVE_MESSAGE)).toBeVisible();
    await expect(pageB.getByText("Changed since you opened it: description.")).toBeVisible();
    await pageB.getByRole("button", { name: "Keep mine, and take their other changes" }).click();
    await expect(b.saveState).toContainText("Kept your changes and took the other tab's description.");
    await expect(pageB.getByLabel("Description (for humans)")).toHaveValue("Written in tab A.");
    await expect(pageB.getByLabel("Price label")).toHaveValue("€9 / month");
    await b.save();
    await expect(pageB.getByText("Draft saved.")).toBeVisible();
    await pageA.reload();
    await expect(pageA.getByLabel("Description (for humans)")).toHaveValue("Written in tab A.");
    await expect(pageA.getByLabel("Price label")).toHaveValue("€9 / month");
    await pageA.context().close();
    await pageB.context().close();
  });

  test("another user gets a 404 for the editor and the save action itself refuses them", async ({ browser }) => {
    const ownerPage = await signedInPage(browser, "alice@example.com");
    const otherPage = await signedInPage(browser, "bob@example.com");
    const name = unique("Private Draft");
    const id = await new StudioListPage(ownerPage).createExpert(name);

    const response = await otherPage.goto(`/studio/${id}`);
    expect(response?.status()).toBe(404);
    await expect(otherPage.getByText(name)).toHaveCount(0);

    const saveId = serverActionId("lib/actions/expert-edits.ts", "saveExpertAction");
    const draft = {
      name: "Hijacked",
      slug: `hijacked-${Date.now()}`,
      description: "",
      priceLabel: null,
      instructions: "pwned",
      defaultModel: "claude-sonnet-4",
      plugins: [],
      delegatable: true,
      delegationBrief: null,
      teamGuard: { mode: "off", markers: [], deny: [] },
      specs: [],
    };
    const result = await callServerAction(otherPage.request, `/studio/${id}`, saveId, [
      { ...draft, expertId: id, version: 1 },
    ]);
    expect(result).toContain("Expert not found or access denied");
    expect(result).not.toContain(name);

    await ownerPage.reload();
    await expect(ownerPage.getByRole("heading", { level: 1 })).toContainText(name);
    await expect(ownerPage.getByText(/^@\S+ · Draft, saved .+ · Not live$/)).toBeVisible();
    await expect(ownerPage.getByLabel("System prompt").first()).toHaveValue("");
    await ownerPage.context().close();
    await otherPage.context().close();
  });

  test("the editor has no serious or critical accessibility violations", async ({ page, context }) => {
    await signInViaApi(context, "alice@example.com");
    const editor = new ExpertEditorPage(page);
    await editor.goto("e_contract");
    await expect(editor.preview).toContainText("Up to date");
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.goto("/studio");
    const list = await new AxeBuilder({ page }).analyze();
    expect(list.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
      [],
    );
  });
});
