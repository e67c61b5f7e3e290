import type { Page } from "@playwright/test";

/** Opens a list page and submits its search form: the marketplace and the admin lists share the pattern. */
export async function searchOn(page: Page, path: string, searchboxName: string, text: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("searchbox", { name: searchboxName }).fill(text);
  await page.getByRole("button", { name: "Search" }).click();
}
