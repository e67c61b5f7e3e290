import { expect, test } from "@playwright/test";

// Other tests publish Experts of their own in parallel, so these check the demo's, not a total.
const PUBLISHED_DEMO_EXPERTS = ["Contract Reviewer", "Tax Helper", "SQL Analyst", "Release Notes Writer", "Security Code Reviewer", "UX Copy Editor", "Incident Postmortem Lead", "Data Pipeline Debugger", "Support Triage", "Grant Writer", "Translation QA", "API Docs Writer"];

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
  await expect(page.getByRole("list", { name: "Subagents" }).getByRole("listitem").filter({ hasText: "query_writer" })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Get access" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in to get access" })).toHaveAttribute("href", "/sign-in?callbackUrl=%2Fmarketplace%2Fsql-analyst");
});
