import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInViaApi } from "./support/auth";
import { signUpFreshUser } from "./support/auth-pages";
import { seedOwnedExpert, seedOwnedExperts, uniqueSlug } from "./support/db-fixture";
import { DelegationSettingsPage, MarketplacePage } from "./support/delegation-pages";
import { at } from "../lib/domain/at-index";

test("a fresh user finds an Expert, gets access, whitelists two and previews a roster with mentions", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signUpFreshUser(page, "Fay Fresh");
  // "Owned" = created by this user; seeded because the Studio belongs to another issue (see db-fixture).
  const owned = await seedOwnedExpert(email, { slug: uniqueSlug("fay-owned"), name: "Fay Owned Helper" });

  const market = new MarketplacePage(page);
  await market.search("SQL");
  await expect(market.cards()).toHaveCount(1);
  await market.cards().getByRole("link", { name: "SQL Analyst" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "SQL Analyst" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What it accepts and produces" })).toBeVisible();
  await page.getByRole("button", { name: "Get access" }).click();
  await expect(page.getByRole("status").filter({ hasText: /You (now )?have access/ })).toBeVisible();
  await page.reload();
  await expect(page.getByText("You have access to this Expert.")).toBeVisible();
  await market.getAccess("release-notes-writer");
  await market.getAccess("contract-review");

  await page.goto(`/marketplace/${owned.slug}`);
  await expect(page.getByText("You created this Expert.")).toBeVisible();
  await page.goto("/library");
  await expect(page.getByRole("list", { name: "Library" }).getByRole("listitem")).toHaveCount(4);

  const settings = new DelegationSettingsPage(page);
  await settings.goto();
  await settings.chooseMode("Whitelist");
  await settings.addToWhitelist("SQL Analyst");
  await settings.addToWhitelist("Release Notes Writer");
  await page.getByRole("button", { name: "Move Release Notes Writer up" }).click();
  await expect(settings.whitelist()).toHaveText([/Release Notes Writer/, /SQL Analyst/]);
  await settings.save();
  await page.reload();
  await expect(page.getByRole("radio", { name: /^Whitelist/ })).toBeChecked();
  await expect(settings.whitelist()).toHaveText([/Release Notes Writer/, /SQL Analyst/]);

  await page.getByLabel("Main Expert").selectOption({ label: "Contract Reviewer" });
  const message = page.getByRole("textbox", { name: "Message" });
  await message.pressSequentially("Review this with @fay-ow");
  await page
    .getByRole("list", { name: "Mention suggestions" })
    .getByRole("button", { name: `@${owned.slug}` })
    .click();
  await expect(message).toHaveValue(`Review this with @${owned.slug} `);
  await message.pressSequentially("and @security-code-review please");

  await expect(settings.roster()).toHaveText([/Release Notes Writer/, /SQL Analyst/, /Fay Owned Helper/]);
  await expect(settings.candidate(owned.slug)).toContainText("Kept");
  await expect(settings.candidate("security-code-review")).toContainText("Left out: you have no access");
  await expect(settings.candidate("security-code-review")).not.toContainText("no_access");
  await expect(settings.candidate("security-code-review")).toContainText(
    "you don't have access to Security Code Review",
  );
  const delegateText = page.getByRole("region", { name: "delegate tool text" });
  await expect(delegateText).toContainText("## delegate tool");
  await expect(delegateText).toContainText(`- ${owned.slug} (Fay Owned Helper)`);
  await expect(delegateText).not.toContainText("security-code-review");
  await expect(page.getByText(/About \d+ tokens for this section/)).toBeVisible();
});

test("an eleventh whitelist entry is refused with the reason", async ({ page }) => {
  test.setTimeout(60_000);
  const email = await signUpFreshUser(page, "Elle Eleven");
  const names = Array.from({ length: 11 }, (_, i) => `Elle Expert ${String(i + 1).padStart(2, "0")}`);
  await seedOwnedExperts(
    email,
    names.map((name) => ({ slug: uniqueSlug("elle"), name })),
  );

  const settings = new DelegationSettingsPage(page);
  await settings.goto();
  await settings.chooseMode("Whitelist");
  for (const name of names.slice(0, 10)) await settings.addToWhitelist(name);
  await expect(settings.whitelist()).toHaveCount(10);
  await settings.addToWhitelist(at(names, 10));
  await expect(page.getByRole("alert").filter({ hasText: "at most 10" })).toContainText(
    "only considers the first 10 entries",
  );
  await expect(settings.whitelist()).toHaveCount(10);
  await settings.save();
});

test("a draft Expert's URL is a 404 for a non-owner, and a page for its owner", async ({ page, browser }) => {
  await signUpFreshUser(page, "Dora Draftless");
  const response = await page.goto("/marketplace/hr-policy-assistant");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText("HR Policy Assistant")).toHaveCount(0);
  expect((await page.goto("/marketplace/jira-migrator"))?.status()).toBe(404);

  const owner = await browser.newContext();
  await signInViaApi(owner, "dave@example.com");
  const ownerPage = await owner.newPage();
  await ownerPage.goto("/marketplace/hr-policy-assistant");
  await expect(
    ownerPage.getByText("This Expert is a draft: only its creator and admins can see this page."),
  ).toBeVisible();
  await expect(ownerPage.getByText("You created this Expert.")).toBeVisible();
  await owner.close();
});

test("a stored whitelist shows entries that no longer qualify, with the reason", async ({ browser }) => {
  // Bob's demo whitelist holds a missing, a deleted and a non-delegatable Expert; this test only reads it.
  const context = await browser.newContext();
  await signInViaApi(context, "bob@example.com");
  const page = await context.newPage();
  await page.goto("/settings/delegation");
  const settings = new DelegationSettingsPage(page);
  await expect(settings.whitelist()).toHaveCount(12);
  await expect(settings.whitelist().filter({ hasText: "e_retired" })).toContainText(
    "No longer qualifies: Whitelist entry names no Expert",
  );
  await expect(settings.whitelist().filter({ hasText: "Jira to GitHub Migrator" })).toContainText(
    "No longer qualifies: Deleted",
  );
  await expect(settings.whitelist().filter({ hasText: "Grant Writer" })).toContainText(
    "No longer qualifies: Does not accept delegation",
  );
  await context.close();
});

test.describe("accessibility", () => {
  for (const path of ["/marketplace", "/marketplace/sql-analyst", "/library", "/settings/delegation"]) {
    test(`${path} has no serious or critical axe violations`, async ({ browser }) => {
      const context = await browser.newContext();
      await signInViaApi(context, "bob@example.com");
      const page = await context.newPage();
      await page.goto(path);
      if (path === "/settings/delegation") await expect(page.getByRole("list", { name: "Roster" })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await context.close();
    });
  }
});
