import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUpFreshUser } from "./support/auth-pages";
import { ExpertEditorPage, StudioListPage } from "./support/studio-pages";

// rules §16: a creator builds an evaluation set, runs it on the draft and on the live version, and
// is asked to confirm when a description change breaks routing before publishing it.

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

async function shootAndCheck(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${viewport.width}x${viewport.height}.png`),
      fullPage: true,
    });
    const { violations } = await new AxeBuilder({ page }).include("main").analyze();
    expect(
      violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`),
    ).toEqual([]);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

async function addCase(page: Page, message: string, kind: "a subagent" | "nothing (no routing)", name = "") {
  const form = page.locator("details", { has: page.getByText("Add a case", { exact: true }) });
  if ((await form.getAttribute("open")) === null) await form.getByText("Add a case", { exact: true }).click();
  await form.getByLabel("Message").fill(message);
  await form.getByLabel("Should be handled by").selectOption({ label: kind });
  if (name) await form.getByLabel("Subagent name").fill(name);
  await form.getByRole("button", { name: "Add case" }).click();
}

const SQL_WRITER = {
  name: "sql_writer",
  description: "Writes SQL queries for revenue reports",
  prompt: "Write SQL.",
  tools: ["read"],
};

test("build a set, run it on the draft and the live version, and meet the publish confirmation after a change that breaks routing", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpFreshUser(page, "Eva Evaluator");
  const expertId = await new StudioListPage(page).createExpert("Eva Report Desk");
  const editor = new ExpertEditorPage(page);
  await editor.addSubagent(SQL_WRITER);
  await editor.addSubagent({
    name: "chart_maker",
    description: "Draws bar charts and line charts of signups",
    prompt: "Draw charts.",
    tools: ["read"],
  });
  await editor.save();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "Publish anyway?" })
    .getByRole("button", { name: "Publish anyway" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Published as Live v1" })).toBeVisible();

  await page.getByRole("link", { name: "Evaluation set" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Evaluation set" })).toBeVisible();
  await addCase(page, "Write the SQL for monthly revenue", "a subagent", "sql_writer");
  await addCase(page, "Draw a bar graph of signups", "a subagent", "chart_maker");
  await addCase(page, "Good morning", "nothing (no routing)");
  // A bad case is caught on the page: an empty message.
  await page
    .locator("details", { has: page.getByText("Add a case", { exact: true }) })
    .getByRole("button", { name: "Add case" })
    .click();
  await expect(page.getByText("Write the message a user would send.")).toBeVisible();
  await page.getByRole("button", { name: "Save cases" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved 3 cases." })).toBeVisible();

  await page.getByRole("button", { name: "Run on the draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Run on the draft: 3 of 3 pass." })).toBeVisible();
  await page.getByRole("button", { name: "Run on live version 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Run on live version 1: 3 of 3 pass." })).toBeVisible();
  const cases = page.getByRole("region", { name: "Cases of this run" });
  await expect(cases.getByRole("row")).toHaveCount(4);
  await expect(cases).toContainText("chart_maker");
  await shootAndCheck(page, "evaluations");

  // A description change that breaks routing: chart_maker no longer says what it draws.
  await editor.goto(expertId);
  const card = await editor.openSubagent(2);
  await card.getByLabel("Description").fill("Formats numbers in tables");
  await editor.save();
  await page.getByRole("button", { name: "Publish changes" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Routing got worse: publish anyway?" });
  await expect(dialog).toContainText("1 case now fails:");
  await expect(dialog).toContainText("“Draw a bar graph of signups” expects chart_maker");
  await expect(dialog).toContainText("this draft 66.7% (-33.3 points)");
  await page.setViewportSize(VIEWPORTS[1]);
  await page.screenshot({ path: test.info().outputPath("publish-confirmation-390x844.png") });
  await page.setViewportSize(VIEWPORTS[0]);
  await page.screenshot({ path: test.info().outputPath("publish-confirmation-1280x900.png") });
  await dialog.getByRole("button", { name: "Publish anyway" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published as Live v2" })).toBeVisible();

  // The publication records its run.
  await page.goto(`/studio/${expertId}/evaluations`);
  await expect(page.getByRole("region", { name: "Recent runs" })).toContainText("published as live version 2");
});

test("an import with bad rows names them and imports the good ones only when confirmed", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpFreshUser(page, "Ivo Importer");
  const expertId = await new StudioListPage(page).createExpert("Ivo Import Desk");
  const editor = new ExpertEditorPage(page);
  await editor.addSubagent(SQL_WRITER);
  await editor.save();
  await page.goto(`/studio/${expertId}/evaluations`);
  const csv = [
    "message,expect",
    "Write the SQL,subagent:sql_writer",
    "Who is this?,subagent:ghost",
    ",none",
    "Hello,none",
    "Ask them,@no-such-expert-anywhere",
  ].join("\n");
  await page
    .getByLabel("Import a JSONL or CSV file")
    .setInputFiles({ name: "cases.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  const alert = page.getByRole("alert").filter({ hasText: "cannot be imported" });
  await expect(alert).toContainText("3 rows of cases.csv cannot be imported; 2 can.");
  await expect(alert).toContainText('Row 3: No subagent is named "ghost".');
  await expect(alert).toContainText("Row 4: The message is empty.");
  await expect(alert).toContainText('Row 6: No Expert has the slug "no-such-expert-anywhere".');
  await shootAndCheck(page, "evaluations-import");
  await alert.getByRole("button", { name: "Import the 2 good cases" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Imported 2 cases from cases.csv; 3 rows were left out." }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Evaluation cases" }).getByRole("row")).toHaveCount(3);

  // The file goes to the import route as it is, counted as it streams: past 10 MB, the route's own 413.
  const tooLarge = await page.context().request.post(`/studio/${expertId}/evaluations/cases/import?format=csv`, {
    data: Buffer.alloc(10 * 1024 * 1024 + 1, " "),
    headers: { "content-type": "text/csv" },
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toEqual({ error: "The file is too large (limit 10 MB)." });
});
