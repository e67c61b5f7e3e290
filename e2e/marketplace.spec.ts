import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInViaApi } from "./support/auth";
import { seedOwnedExperts, uniqueSlug } from "./support/db-fixture";
import { MarketplacePage } from "./support/delegation-pages";

// Other tests publish Experts of their own in parallel, so these check the demo's, not a total.
const PUBLISHED_DEMO_EXPERTS = [
  "Contract Reviewer",
  "Tax Helper",
  "SQL Analyst",
  "Release Notes Writer",
  "Security Code Reviewer",
  "UX Copy Editor",
  "Incident Postmortem Lead",
  "Data Pipeline Debugger",
  "Support Triage",
  "Grant Writer",
  "Translation QA",
  "API Docs Writer",
];

test("the demo Experts appear in the marketplace; drafts and deleted ones do not", async ({ page }) => {
  await page.goto("/marketplace");
  const cards = page.getByRole("list", { name: "Experts" }).getByRole("listitem");
  for (const name of PUBLISHED_DEMO_EXPERTS) {
    await expect(cards.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText("HR Policy Assistant")).toHaveCount(0);
  await expect(page.getByText("Jira to GitHub Migrator")).toHaveCount(0);
});

test("searching the marketplace narrows the cards and says when nothing matches", async ({ page }) => {
  await page.goto("/marketplace");
  await page.getByRole("searchbox", { name: "Search Experts" }).fill("sql");
  await page.getByRole("button", { name: "Search" }).click();
  const found = page.getByRole("list", { name: "Experts" }).getByRole("heading");
  await expect(found.filter({ hasText: "SQL Analyst" })).toHaveCount(1);
  await expect(found.filter({ hasText: "Contract Reviewer" })).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search Experts" }).fill("no such expert anywhere");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No published Expert matches")).toBeVisible();
});

test("a search shows its results without reloading the page, and the address keeps the search", async ({ page }) => {
  await page.goto("/marketplace");
  // A mark on this document: a full reload would start a new one without it.
  await page.evaluate(() => ((window as unknown as { searchMark?: number }).searchMark = 1));
  await page.getByRole("searchbox", { name: "Search Experts" }).fill("sql");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/marketplace\?q=sql/);
  const found = page.getByRole("list", { name: "Experts" }).getByRole("heading");
  await expect(found.filter({ hasText: "Contract Reviewer" })).toHaveCount(0);
  await expect(found.filter({ hasText: "SQL Analyst" })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { searchMark?: number }).searchMark)).toBe(1);
});

test("filtering by plugin keeps only the Experts that enable it", async ({ page }) => {
  await page.goto("/marketplace");
  await page.getByRole("combobox", { name: "Plugin" }).selectOption({ label: "PostgreSQL" });
  await page.getByRole("button", { name: "Search" }).click();
  const cards = page.getByRole("list", { name: "Experts" }).getByRole("listitem");
  const headings = cards.getByRole("heading");
  await expect(headings.filter({ hasText: "Data Pipeline Debugger" })).toHaveCount(1);
  await expect(headings.filter({ hasText: "SQL Analyst" })).toHaveCount(1);
  await expect(headings.filter({ hasText: "Contract Reviewer" })).toHaveCount(0);
});

test("a visitor sees an Expert's brief and subagents and is asked to sign in to get access", async ({ page }) => {
  await page.goto("/marketplace/sql-analyst");
  await expect(page.getByRole("heading", { level: 1, name: "SQL Analyst" })).toBeVisible();
  await expect(page.getByText(/Accepts: a business question/)).toBeVisible();
  // Only the subagents the harness keeps: the broken first query_writer is not listed twice.
  await expect(
    page.getByRole("list", { name: "Subagents" }).getByRole("listitem").filter({ hasText: "query_writer" }),
  ).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Get access" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in to get access" })).toHaveAttribute(
    "href",
    "/sign-in?callbackUrl=%2Fmarketplace%2Fsql-analyst",
  );
});

test("a search pages through every match with Next page and Previous page, and shows each at phone and desktop width", async ({
  page,
}, testInfo) => {
  // A word no other Expert uses, so the search finds exactly these 30 (more than one page of 24).
  const word = `pagerword${Date.now().toString(36)}`;
  const seeded = await seedOwnedExperts(
    "alice@example.com",
    Array.from({ length: 30 }, (_, i) => ({
      slug: uniqueSlug(`zz-pager-${i}`),
      name: `Zz ${word} ${String(i).padStart(2, "0")}`,
    })),
  );
  const market = new MarketplacePage(page);
  await market.search(word.toUpperCase());
  const headings = page.getByRole("list", { name: "Experts" }).getByRole("heading");
  await expect(headings).toHaveCount(24);
  await expect(page.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  const firstPage = await headings.allTextContents();
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(headings).toHaveCount(6);
  const secondPage = await headings.allTextContents();
  expect(new Set([...firstPage, ...secondPage])).toEqual(new Set(seeded.map((e) => e.name)));
  await expect(page.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: "Search Experts" })).toHaveValue(word.toUpperCase());
  await page.getByRole("link", { name: "Previous page" }).click();
  await expect(headings).toHaveCount(24);
  expect(await headings.allTextContents()).toEqual(firstPage);

  for (const [name, size] of [
    ["desktop", { width: 1280, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: testInfo.outputPath(`marketplace-search-${name}.png`), fullPage: true });
    // The cards, the search form and the page links fit the width.
    for (const part of [
      page.getByRole("list", { name: "Experts" }),
      page.getByRole("search"),
      page.getByRole("navigation", { name: "Marketplace pages" }),
    ]) {
      const box = await part.boundingBox();
      expect(
        box && box.x + box.width,
        `${name}: a part of the marketplace is wider than the screen`,
      ).toBeLessThanOrEqual(size.width);
    }
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`),
      name,
    ).toEqual([]);
  }
});

test("the admin Experts explorer pages with Next page and Previous page, keeping its filter", async ({
  page,
  context,
}) => {
  await signInViaApi(context, "admin@example.com");
  const word = `explorerword${Date.now().toString(36)}`;
  await seedOwnedExperts(
    "alice@example.com",
    Array.from({ length: 25 }, (_, i) => ({
      slug: uniqueSlug(`zz-explorer-${i}`),
      name: `Zz ${word} ${String(i).padStart(2, "0")}`,
    })),
  );
  await page.goto(`/admin/experts?q=${word}`);
  const rows = page.getByRole("table", { name: "Experts" }).getByRole("link");
  await expect(rows).toHaveCount(20);
  const first = await rows.allTextContents();
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(rows).toHaveCount(5);
  await expect(page.getByRole("searchbox", { name: "Name, slug, id or owner email" })).toHaveValue(word);
  await page.getByRole("link", { name: "Previous page" }).click();
  await expect(rows).toHaveCount(20);
  expect(await rows.allTextContents()).toEqual(first);
});

test("cards tell a signed-in user which Experts they already have", async ({ page, context }, testInfo) => {
  await signInViaApi(context, "bob@example.com");
  await new MarketplacePage(page).search("sql analyst");
  const card = page.getByRole("list", { name: "Experts" }).getByRole("listitem").filter({ hasText: "SQL Analyst" });
  await expect(card.getByText("You have access")).toBeVisible();
  await new MarketplacePage(page).search("tax helper");
  const other = page.getByRole("list", { name: "Experts" }).getByRole("listitem").filter({ hasText: "Tax Helper" });
  await expect(other).toBeVisible();
  await expect(other.getByText("You have access")).toHaveCount(0);
  await new MarketplacePage(page).search("");
  for (const [name, size] of [
    ["desktop", { width: 1280, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await expect(page.getByRole("list", { name: "Experts" }).getByText("You have access").first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`marketplace-access-${name}.png`), fullPage: true });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`),
      name,
    ).toEqual([]);
  }
});
