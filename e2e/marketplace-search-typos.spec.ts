import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { seedOwnedExperts, uniqueSlug } from "./support/db-fixture";
import { MarketplacePage } from "./support/delegation-pages";

test("a misspelt search says which words it searched instead, at phone and desktop width", async ({
  page,
}, testInfo) => {
  const market = new MarketplacePage(page);
  await market.search("reveiw");
  const status = page.getByRole("status").filter({ hasText: "Showing results for" });
  await expect(status).toHaveText("No Expert matches “reveiw”. Showing results for review.");
  const headings = market.cards().getByRole("heading");
  await expect(headings.filter({ hasText: "Security Code Reviewer" })).toHaveCount(1);
  await expect(headings.filter({ hasText: "Contract Reviewer" })).toHaveCount(1);
  await expect(headings.filter({ hasText: "SQL Analyst" })).toHaveCount(0);

  for (const [name, size] of [
    ["desktop", { width: 1280, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: testInfo.outputPath(`marketplace-typo-${name}.png`), fullPage: true });
    const box = await status.boundingBox();
    expect(box && box.x + box.width, `${name}: the notice is wider than the screen`).toBeLessThanOrEqual(size.width);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`),
      name,
    ).toEqual([]);
  }

  // The corrected words are a link to their own search, which needs no correction.
  await status.getByRole("link", { name: "review" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === "review");
  await expect(page.getByRole("searchbox", { name: "Search Experts" })).toHaveValue("review");
  await expect(page.getByText("Showing results for")).toHaveCount(0);
  await expect(headings.filter({ hasText: "Contract Reviewer" })).toHaveCount(1);
});

test("two typos in a long word find the Expert; a short misspelt word and a draft's words find nothing", async ({
  page,
}) => {
  const market = new MarketplacePage(page);
  await market.search("postgress");
  await expect(page.getByRole("status").filter({ hasText: "Showing results for postgresql" })).toBeVisible();
  await expect(market.cards().getByRole("heading").filter({ hasText: "SQL Analyst" })).toHaveCount(1);
  // "taks" is four letters (never corrected); "employe" is only in the demo's draft (HR Policy Assistant).
  for (const query of ["taks", "employe"]) {
    await market.search(query);
    await expect(page.getByText(`No published Expert matches “${query}”.`)).toBeVisible();
    await expect(page.getByText("Showing results for")).toHaveCount(0);
  }
});

test("a search by slug finds the Expert, as typed or by its words", async ({ page }) => {
  const slug = uniqueSlug("lanternkeeper-probe");
  await seedOwnedExperts("alice@example.com", [{ slug, name: "Zz Quiet Helper", description: "Nothing to see." }]);
  const market = new MarketplacePage(page);
  for (const query of [slug, slug.replaceAll("-", " ")]) {
    await market.search(query);
    await expect(market.cards().getByRole("heading", { name: "Zz Quiet Helper" })).toHaveCount(1);
  }
});
