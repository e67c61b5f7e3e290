import { expect, test, type Page } from "@playwright/test";
import { signInViaApi } from "./support/auth";
import { PHONE } from "./support/site-header";
import { StudioListPage } from "./support/studio-pages";

/** Records every Content-Security-Policy violation the page reports, from the first byte on. */
async function watchCsp(page: Page): Promise<string[]> {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => reported.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample || "no sample"})`,
      );
    });
  });
  return reported;
}

test.use({ viewport: PHONE });

test("the page behind the open preview drawer does not scroll, and no policy violation is reported", async ({
  context,
  page,
}) => {
  const violations = await watchCsp(page);
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(`Scroll Lock ${Date.now().toString(36)}`);
  await expect(page.getByRole("button", { name: "Preview", exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  const before = await page.evaluate(() => window.scrollY);
  expect(before, "the editor is long enough to scroll").toBeGreaterThan(0);

  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Live preview" });
  await expect(drawer).toBeVisible();
  // Radix's scroll lock is a <style> element it injects: with the nonce it applies.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  // A wheel over the dimmed page and the keyboard's End key both leave the page where it was.
  await page.mouse.move(10, PHONE.height / 2);
  await page.mouse.wheel(0, 1500);
  await drawer.getByRole("button", { name: "Close" }).focus();
  await page.keyboard.press("End");
  await page.keyboard.press("PageDown");
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(drawer).toBeHidden();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  await page.mouse.wheel(0, 600);
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { message: "the page scrolls again once the drawer is closed" })
    .toBeGreaterThan(before);
  expect(violations).toEqual([]);
});

test("the marketplace and its menu report no policy violation", async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto("/marketplace");
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Marketplace" })).toBeVisible();
  await page.goto("/marketplace/sql-analyst");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the admin's disable confirmation locks the page's scroll and reports no policy violation", async ({
  context,
  page,
}) => {
  const violations = await watchCsp(page);
  await signInViaApi(context, "admin@example.com");
  await page.goto("/admin/users?q=dave%40example.com");
  await page.getByRole("button", { name: "Disable account: dave@example.com" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Disable Dave Kim?" });
  await expect(dialog).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  expect(violations).toEqual([]);
});
