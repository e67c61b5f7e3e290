import { expect, test, type Page } from "@playwright/test";
import { signInViaApi } from "./support/auth";
import { lookAtBothWidths } from "./support/both-widths";
import { signUpFreshUser } from "./support/auth-pages";
import { seedOwnedExpert, seedOwnedExperts, storePolicy, uniqueSlug } from "./support/db-fixture";
import { DelegationSettingsPage, MarketplacePage } from "./support/delegation-pages";

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => (m.type() === "error" ? errors.push(`${m.text()} (${m.location().url})`) : undefined));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test("a stored whitelist of twelve: entries past ten are marked, All and None save, Whitelist is refused once", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = await signUpFreshUser(page, "Twelve Tess");
  const experts = await seedOwnedExperts(
    email,
    Array.from({ length: 12 }, (_, i) => ({
      slug: uniqueSlug("tess"),
      name: `Tess Helper ${String(i + 1).padStart(2, "0")}`,
    })),
  );
  await storePolicy(
    email,
    "whitelist",
    experts.map((e) => e.id),
  );
  const errors = collectConsoleErrors(page);
  const settings = new DelegationSettingsPage(page);
  await settings.goto();
  await expect(settings.whitelist()).toHaveCount(12);
  await expect(settings.whitelist().nth(9)).not.toContainText("Over the limit");
  await expect(settings.whitelist().nth(10)).toContainText("Over the limit of 10, not used");
  await expect(settings.whitelist().nth(11)).toContainText("Over the limit of 10, not used");

  await page.getByRole("button", { name: "Save delegation settings" }).click(); // as stored: Whitelist with twelve
  await expect(page.getByText(/yours lists 12: remove 2/)).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: "Not saved." })).toBeVisible();
  await lookAtBothWidths(page, testInfo, "settings-whitelist-refused", { fullPage: true });

  for (const mode of ["All", "None"] as const) {
    await settings.chooseMode(mode);
    await page.getByRole("button", { name: "Save delegation settings" }).click();
    await expect(page.getByText("Delegation settings saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("radio", { name: new RegExp(`^${mode}`) })).toBeChecked();
    await expect(settings.whitelist()).toHaveCount(12);
  }
  await expect(page.getByRole("list", { name: "Roster" }).or(page.getByText(/Empty roster/))).toBeVisible();
  await lookAtBothWidths(page, testInfo, "settings-none-saved", { fullPage: true });
  expect(errors).toEqual([]);
});

test("one long unbroken word wraps in the marketplace listing and on the Expert page", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const email = await signUpFreshUser(page, "Wendy Wordy");
  const word = "Pneumonoultramicroscopic".repeat(34);
  const token = `wordy${Date.now().toString(36)}`;
  const expert = await seedOwnedExpert(email, {
    slug: uniqueSlug("wordy"),
    name: `${token} ${word.slice(0, 120)}`,
    description: `Starts ${word} ends.`,
  });
  const errors = collectConsoleErrors(page);
  await new MarketplacePage(page).search(token);
  await expect(new MarketplacePage(page).cards()).toHaveCount(1);
  await lookAtBothWidths(page, testInfo, "marketplace-long-word", { fullPage: true });
  await page.goto(`/marketplace/${expert.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(token);
  await lookAtBothWidths(page, testInfo, "expert-long-word", { fullPage: true });
  expect(errors).toEqual([]);
});

test("Library is its own page: an added Expert says so and can be removed after a confirmation; My Experts is the Studio", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signUpFreshUser(page, "Libby Library");
  await expect(page.getByRole("heading", { level: 1, name: "My Experts" })).toBeVisible();
  await new MarketplacePage(page).getAccess("release-notes-writer");
  await page.getByRole("link", { name: "See your library" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
  const item = page
    .getByRole("list", { name: "Library" })
    .getByRole("listitem")
    .filter({ hasText: "Release Notes Writer" });
  await expect(item).toContainText("Added from the marketplace");
  await expect(item).not.toContainText("Purchased");
  await lookAtBothWidths(page, testInfo, "library", { fullPage: true });
  await item.getByRole("button", { name: "Remove Release Notes Writer from library" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove Release Notes Writer from your library?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: "Remove Release Notes Writer from library" }).click();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("list", { name: "Library" }).getByText("Release Notes Writer")).toHaveCount(0);
  await page.goto("/marketplace/release-notes-writer");
  await expect(page.getByRole("button", { name: "Get access" })).toBeVisible();
});

test("why an Expert was not offered to bob: his page from the Users list, then one question", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  await signInViaApi(context, "admin@example.com");
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto("/admin/users");
  await page.getByRole("link", { name: "Bob Becker" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bob Becker" })).toBeVisible();
  const offered = page.getByRole("table", { name: /Experts offered to Bob Becker in a run of/ });
  await expect(offered.getByRole("row").filter({ hasText: "Grant Writer" })).toContainText(
    "Does not accept delegation",
  );
  await expect(page.getByRole("list", { name: "Whitelist" }).getByRole("listitem").nth(10)).toContainText(
    "over the limit of 10, not used",
  );
  await expect(
    page.getByRole("table", { name: "Delegations made for this user, newest first" }).getByRole("row"),
  ).not.toHaveCount(1);
  await page.getByLabel("Expert you ask about (optional)").fill("translation-qa");
  await page.getByRole("button", { name: "Explain" }).click();
  await expect(page.getByRole("note").filter({ hasText: "Translation QA" })).toContainText(
    "not on Bob Becker's whitelist",
  );
  await lookAtBothWidths(page, testInfo, "admin-user-bob", { fullPage: true });

  await page.goto("/admin/roster?user=bob%40example.com&expert=sql-analyst&message=%40tax-helper");
  await expect(page.getByRole("table", { name: "Roster candidates" })).toContainText("Does not accept delegation");
  await page.getByRole("button", { name: "word-match relevance: what this means" }).click();
  await expect(page.getByRole("note").filter({ hasText: "BM25" })).toBeVisible();
  await lookAtBothWidths(page, testInfo, "admin-roster", { fullPage: true });
  await page.goto("/admin/audit");
  await lookAtBothWidths(page, testInfo, "admin-audit", { fullPage: true });
  await page.goto("/admin/users");
  await lookAtBothWidths(page, testInfo, "admin-users", { fullPage: true });
  expect(errors).toEqual([]);
  await context.close();

  const bob = await browser.newContext();
  await signInViaApi(bob, "bob@example.com");
  const bobPage = await bob.newPage();
  expect((await bobPage.goto("/admin/users/u_bob"))?.status()).toBe(404);
  await bob.close();
});

test("the pages bob reads most, at both widths: settings preview, marketplace, library, studio list, analytics, home", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  await signInViaApi(context, "bob@example.com");
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto("/");
  await expect(
    page.getByRole("navigation", { name: "Your pages" }).getByRole("link", { name: "Your library" }),
  ).toBeVisible();
  await lookAtBothWidths(page, testInfo, "home-signed-in", { fullPage: true });
  await page.goto("/settings/delegation");
  await page.getByRole("textbox", { name: "Message" }).fill("ask @ux-copy about @grant-writer");
  const candidates = page.getByRole("list", { name: "Every candidate considered" });
  await expect(candidates.getByRole("listitem").filter({ hasText: "UX Copy Editor" })).toContainText(
    "Left out: you have no access",
  );
  await expect(candidates).not.toContainText("not_delegatable");
  await expect(candidates).not.toContainText("(e_");
  await lookAtBothWidths(page, testInfo, "settings-preview", { fullPage: true });
  for (const [path, name] of [
    ["/marketplace", "marketplace"],
    ["/marketplace/sql-analyst", "expert"],
    ["/library", "library-bob"],
  ] as const) {
    await page.goto(path);
    await lookAtBothWidths(page, testInfo, name, { fullPage: true });
  }
  expect(errors).toEqual([]);
  await context.close();

  // carol owns SQL Analyst, which the demo seed's delegations call on.
  const carol = await browser.newContext();
  await signInViaApi(carol, "carol@example.com");
  const carolPage = await carol.newPage();
  await carolPage.goto("/studio");
  await expect(carolPage.getByRole("link", { name: "SQL Analyst" })).toBeVisible();
  await lookAtBothWidths(carolPage, testInfo, "studio-list", { fullPage: true });
  await carolPage.getByRole("link", { name: "See how your Experts are used" }).click();
  await carolPage.getByRole("combobox", { name: "Expert" }).selectOption({ label: "SQL Analyst" });
  await carolPage.getByRole("button", { name: "Show" }).click();
  await expect(
    carolPage.getByRole("img", { name: /SQL Analyst, last 30 days: [1-9]\d* delegations to it/ }),
  ).toBeVisible();
  await lookAtBothWidths(carolPage, testInfo, "analytics", { fullPage: true });
  await carol.close();
});
