import { expect, test } from "@playwright/test";

test("the demo Experts appear in the marketplace; drafts and deleted ones do not", async ({ page }) => {
  await page.goto("/marketplace");
  const cards = page.getByRole("list", { name: "Experts" }).getByRole("listitem");
  await expect(cards).toHaveCount(12);
  await expect(cards.getByRole("heading", { name: "Contract Reviewer" })).toBeVisible();
  await expect(cards.getByRole("heading", { name: "SQL Analyst" })).toBeVisible();
  await expect(page.getByText("HR Policy Assistant")).toHaveCount(0);
  await expect(page.getByText("Jira to GitHub Migrator")).toHaveCount(0);
});

test("searching the marketplace narrows the cards and says when nothing matches", async ({ page }) => {
  await page.goto("/marketplace");
  await page.getByRole("searchbox", { name: "Search Experts" }).fill("sql");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("list", { name: "Experts" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Search Experts" }).fill("no such expert anywhere");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No published Expert matches")).toBeVisible();
});
