import type { Page } from "@playwright/test";

/**
 * Opens a list page and submits its search form: the marketplace and the admin lists share the pattern.
 * Waits until the address carries the search: the marketplace navigates in place, so the list on
 * screen until then is the one from before the search.
 */
export async function searchOn(page: Page, path: string, searchboxName: string, text: string): Promise<void> {
  await page.goto(path);
  const box = page.getByRole("searchbox", { name: searchboxName });
  const param = (await box.getAttribute("name")) ?? "q";
  await box.fill(text);
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL((url) => url.searchParams.get(param) === text);
}
