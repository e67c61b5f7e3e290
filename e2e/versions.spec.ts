import { expect, test, type Page } from "@playwright/test";
import { signInViaApi } from "./support/auth";
import { signUpFreshUser } from "./support/auth-pages";
import { seedOwnedExpert, uniqueSlug } from "./support/db-fixture";
import { DelegationSettingsPage, MarketplacePage } from "./support/delegation-pages";
import { ExpertEditorPage } from "./support/studio-pages";

// rules §10: a creator edits a published Expert while a user's roster keeps the live brief;
// publishing changes it, rolling back changes it back.

/** Publishes the saved draft; the seeded Expert has no instructions, so the confirmation says why first. */
async function publishChanges(page: Page) {
  await page.getByRole("button", { name: "Publish changes" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Publish anyway?" });
  await expect(dialog).toContainText("no instructions");
  await dialog.getByRole("button", { name: "Publish anyway" }).click();
}

/** The brief the user's roster preview offers for @slug, with SQL Analyst as the main Expert. */
async function rosterBrief(page: Page, slug: string) {
  const settings = new DelegationSettingsPage(page);
  await settings.goto();
  await page.getByLabel("Main Expert").selectOption({ label: "SQL Analyst" });
  await page.getByRole("textbox", { name: "Message" }).fill(`Please ask @${slug} about it`);
  return page.getByRole("region", { name: "delegate tool text" });
}

test("the roster keeps the live brief while the creator edits; publish changes it, roll back changes it back", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const creatorContext = await browser.newContext();
  const userContext = await browser.newContext();
  const creator = await creatorContext.newPage();
  const user = await userContext.newPage();

  const creatorEmail = await signUpFreshUser(creator, "Vera Version");
  const slug = uniqueSlug("vera-versioned");
  const expert = await seedOwnedExpert(creatorEmail, { slug, name: "Vera Versioned Helper" });

  // The creator writes a brief and publishes it: Live v2.
  const editor = new ExpertEditorPage(creator);
  await editor.goto(expert.id);
  await expect(creator.getByText("Runtimes get Live v1 today.").first()).toBeVisible();
  const brief = creator.getByLabel("Delegation brief (for models)");
  await brief.fill("Accepts first briefs only.");
  await editor.save();
  await expect(creator.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const changes = creator.getByRole("list", { name: "Changes against the live version" });
  await expect(changes).toContainText("Delegation brief");
  await expect(changes).toContainText("Accepts first briefs only.");
  await publishChanges(creator);
  await expect(creator.getByRole("status").filter({ hasText: "Published as Live v2" })).toBeVisible();
  await expect(creator.getByRole("heading", { name: "No unpublished changes" })).toBeVisible();

  // A second user with access sees the live brief in their roster preview.
  await signUpFreshUser(user, "Walt Watcher");
  const market = new MarketplacePage(user);
  await market.getAccess("sql-analyst");
  await market.getAccess(slug);
  await expect(await rosterBrief(user, slug)).toContainText("Accepts first briefs only.");

  // The creator edits and saves without publishing: the user's roster is unchanged.
  await brief.fill("Accepts second briefs only.");
  await editor.save();
  await expect(changes).toContainText("Accepts second briefs only.");
  await expect(await rosterBrief(user, slug)).toContainText("Accepts first briefs only.");

  // The preview shows the draft, and the live version on request.
  const preview = creator.getByRole("complementary", { name: "Live preview" });
  await expect(preview.getByText("Runtimes get Live v2 today.")).toBeVisible();
  await preview.getByRole("radio", { name: "Live v2" }).click();
  await expect(preview.getByRole("radio", { name: "Live v2" })).toHaveAttribute("aria-checked", "true");
  await preview.getByRole("radio", { name: "Draft" }).click();

  // Publish: the roster changes.
  await publishChanges(creator);
  await expect(creator.getByRole("status").filter({ hasText: "Published as Live v3" })).toBeVisible();
  const text = await rosterBrief(user, slug);
  await expect(text).toContainText("Accepts second briefs only.");
  await expect(text).not.toContainText("Accepts first briefs only.");

  // Roll back to version 2, after a confirmation naming it: the roster changes back.
  await creator.reload();
  await creator.getByRole("button", { name: "Roll back to Live v2" }).click();
  const dialog = creator.getByRole("alertdialog", { name: "Roll back to Live v2?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Publish Live v2 again" }).click();
  await expect(creator.getByText("Runtimes get Live v4 today.").first()).toBeVisible();
  const history = creator.getByRole("region", { name: "History" });
  await expect(history.getByText("Published as Live v4")).toBeVisible();
  await expect(history.getByText("Rolled back", { exact: true })).toBeVisible();
  await expect(await rosterBrief(user, slug)).toContainText("Accepts first briefs only.");

  await creatorContext.close();
  await userContext.close();
});

test("the admin trace shows what runtimes get, and on request the draft or any live version", async ({
  page,
  context,
}) => {
  await signInViaApi(context, "admin@example.com");
  await page.goto("/admin/experts/e_security");
  const picker = page.getByRole("navigation", { name: "Version to trace" });
  await expect(picker).toContainText("Showing live version 1.");
  await expect(picker.getByRole("link", { name: "Live version 1 (current)" })).toHaveAttribute("aria-current", "page");
  await picker.getByRole("link", { name: "Draft" }).click();
  await expect(page).toHaveURL(/\?version=draft$/);
  await expect(picker).toContainText("Showing the draft.");
  await expect(page.getByText(/Computed by the harness from the draft/)).toBeVisible();
  await page.goto("/admin/experts/e_security?version=7");
  await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
});
