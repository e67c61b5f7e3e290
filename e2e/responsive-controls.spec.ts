import { expect, test } from "@playwright/test";
import { E2E_HARNESS_TOKEN } from "../playwright.config";
import { signInViaApi } from "./support/auth";
import { DESKTOP, PHONE, SiteHeader } from "./support/site-header";

test.describe("the header menu on a phone", () => {
  test.use({ viewport: PHONE });

  test("follows a link and closes; the current section is marked", async ({ context, page }) => {
    await signInViaApi(context, "bob@example.com");
    await page.goto("/");
    const header = new SiteHeader(page);
    await expect(header.menuLinks()).toHaveCount(0);
    await header.openMenu();
    await header.nav().getByRole("link", { name: "Library" }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
    await expect(header.menuLinks()).toHaveCount(0);
    await expect(header.menuButton()).toHaveAttribute("aria-expanded", "false");
    await header.openMenu();
    await expect(header.nav().getByRole("link", { name: "Library" })).toHaveAttribute("aria-current", "page");
    await expect(header.nav().getByRole("link", { name: "Marketplace" })).not.toHaveAttribute("aria-current", "page");
  });

  test("closes on a click outside it and works from the keyboard", async ({ page }) => {
    await page.goto("/marketplace");
    const header = new SiteHeader(page);
    // Only a click or a key opens it: a pointer resting on the button does not.
    await header.menuButton().hover();
    await page.waitForTimeout(500);
    await expect(header.menuButton()).toHaveAttribute("aria-expanded", "false");
    await header.openMenu();
    // The panel lies over the top of the page; the bottom of the screen is outside it.
    await page.mouse.click(PHONE.width / 2, PHONE.height - 10);
    await expect(header.menuLinks()).toHaveCount(0);

    await header.menuButton().focus();
    await page.keyboard.press("Enter");
    await expect(header.menuLinks().first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(header.nav().getByRole("link", { name: "Studio" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(header.menuLinks()).toHaveCount(0);
    await expect(header.menuButton()).toBeFocused();

    // Tab runs through the panel's links (Shift+Tab back to the button) and then out of it, no loop.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(header.nav().getByRole("link", { name: "Studio" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(header.menuButton()).toBeFocused();
    const stops = await header.menuLinks().count();
    for (let i = 0; i <= stops; i++) await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("header") === null)).toBe(true);
  });

  test("signs out from the menu", async ({ context, page }) => {
    await signInViaApi(context, "carol@example.com");
    await page.goto("/settings");
    const header = new SiteHeader(page);
    await header.openMenu();
    await expect(header.banner).toContainText("Signed in as Carol Diaz");
    await header.banner.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.signInLink()).toBeVisible();
  });
});

test("the wide header shows no Menu button and marks the current section", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/marketplace/sql-analyst");
  const header = new SiteHeader(page);
  await expect(header.menuButton()).toBeHidden();
  await expect(header.nav().getByRole("link", { name: "Marketplace" })).toHaveAttribute("aria-current", "page");
});

test("a wide table scrolls sideways inside its own region, from the keyboard, and the page does not", async ({
  context,
  page,
  request,
}) => {
  const response = await request.post("/api/agent-proxy/delegate", {
    headers: { Authorization: `Bearer ${E2E_HARNESS_TOKEN}` },
    data: { user: "bob@example.com", from: "sql-analyst", to: "sql-analyst", input: "Table region check." },
  });
  expect(response.status()).toBe(200);
  await signInViaApi(context, "admin@example.com");
  await page.setViewportSize(PHONE);
  await page.goto("/admin/delegations");
  const region = page.getByRole("region", { name: "Delegation requests" });
  await expect(region.getByRole("table", { name: "Delegation requests" })).toBeVisible();
  const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  await region.focus();
  await expect(region).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});
