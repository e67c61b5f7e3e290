import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { E2E_HARNESS_TOKEN } from "../playwright.config";
import { measurePages } from "../scripts/page-js-size";
import { signInViaApi } from "./support/auth";
import { SignInPage, expectSignedInAs } from "./support/auth-pages";
import { PAGES, type PageCase } from "./support/page-list";
import {
  DESKTOP,
  PHONE,
  SMALL_PHONE,
  SiteHeader,
  expectClickable,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
} from "./support/site-header";
import { at } from "../lib/domain/at-index";

// The scripts each route's HTML names, as the build's manifests list them, held to what the pages really carry.
let measuredScripts: Map<string, string[]>;

test.beforeAll(async ({ request }) => {
  const pages = measurePages(path.join(process.cwd(), ".next"));
  measuredScripts = new Map(pages.map((p) => [p.route, p.scripts.map((s) => `/_next/${s.file}`).sort()]));
  // A failed delegation, so the delegation log shows both of its tables.
  const response = await request.post("/api/agent-proxy/delegate", {
    headers: { Authorization: `Bearer ${E2E_HARNESS_TOKEN}` },
    data: { user: "bob@example.com", from: "sql-analyst", to: "sql-analyst", input: "Responsive check." },
  });
  expect(response.status()).toBe(200);
});

async function openPage(page: Page, c: PageCase) {
  const response = await page.goto(c.path);
  expect(response?.status(), c.path).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const html = (await response?.text()) ?? "";
  const scripts = [...html.matchAll(/<script[^>]* src="(\/_next\/[^"]+)"/g)].map((m) => m[1]);
  expect([...new Set(scripts)].sort(), `scripts of ${c.path} as size:pages counts them`).toEqual(
    measuredScripts.get(c.route),
  );
}

async function screenshot(page: Page, c: PageCase, width: number, state = "") {
  const name = `${at(c.path.split("?"), 0).replace(/\//g, "_") || "_"}${c.path.includes("?") ? "-query" : ""}-${width}${state}.png`;
  await page.screenshot({ path: test.info().outputPath(name), fullPage: !state });
}

for (const c of PAGES) {
  test.describe(c.path, () => {
    test.beforeEach(async ({ context }) => {
      if (c.user) await signInViaApi(context, c.user);
    });

    test(`at ${DESKTOP.width}×${DESKTOP.height}: fits, header reachable, no serious axe issue`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openPage(page, c);
      const header = new SiteHeader(page);
      await expect(header.menuButton()).toBeHidden();
      const controls = await header.visibleControls();
      expect(controls.length).toBeGreaterThanOrEqual(6);
      for (const control of controls) await expectClickable(control);
      await expectNoHorizontalOverflow(page, c.path);
      await screenshot(page, c, DESKTOP.width);
      await expectNoSeriousAxeViolations(page, c.path);
    });

    test(`at ${PHONE.width}×${PHONE.height} and ${SMALL_PHONE.width} px: fits, menu reachable, no serious axe issue`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await openPage(page, c);
      const header = new SiteHeader(page);
      await expectNoHorizontalOverflow(page, c.path);
      await screenshot(page, c, PHONE.width);
      await expectNoSeriousAxeViolations(page, c.path);
      for (const control of await header.visibleControls()) await expectClickable(control);

      await header.openMenu();
      const controls = await header.visibleControls();
      expect(controls.length, "brand, Menu, the main links and an account action").toBeGreaterThanOrEqual(
        c.user ? 7 : 6,
      );
      for (const control of controls) await expectClickable(control);
      await screenshot(page, c, PHONE.width, "-menu");
      await expectNoSeriousAxeViolations(page, `${c.path} with the menu open`);
      await page.keyboard.press("Escape");
      await expect(header.menuLinks()).toHaveCount(0);
      await expect(header.menuButton()).toBeFocused();

      await page.setViewportSize(SMALL_PHONE);
      await expectNoHorizontalOverflow(page, `${c.path} at ${SMALL_PHONE.width} px`);
      for (const control of await header.visibleControls()) await expectClickable(control);
      await screenshot(page, c, SMALL_PHONE.width);
    });
  });
}

test.describe("every sign-in link brings the user back", () => {
  test("the header's Sign in, from a marketplace Expert page", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/marketplace/sql-analyst");
    await new SiteHeader(page).signInLink().click();
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fmarketplace%2Fsql-analyst$/);
    await new SignInPage(page).signIn("bob@example.com", "demo-password-1");
    await expect(page).toHaveURL(/\/marketplace\/sql-analyst$/);
    await expectSignedInAs(page, "Bob");
  });

  test("the header's Sign in on a phone, from a search with its query", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/marketplace?q=sql");
    await new SiteHeader(page).signInLink().click();
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fmarketplace%3Fq%3Dsql$/);
    await new SignInPage(page).signIn("bob@example.com", "demo-password-1");
    await expect(page).toHaveURL(/\/marketplace\?q=sql$/);
    await new SiteHeader(page).openMenu();
    await expect(page.getByRole("banner")).toContainText("Signed in as Bob");
  });

  test("Sign in to get access, on an Expert's access panel", async ({ page }) => {
    await page.goto("/marketplace/tax-helper");
    await page.getByRole("link", { name: "Sign in to get access" }).click();
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fmarketplace%2Ftax-helper$/);
    await new SignInPage(page).signIn("bob@example.com", "demo-password-1");
    await expect(page).toHaveURL(/\/marketplace\/tax-helper$/);
  });

  test("the sign-up page's Sign in passes on the return address it was given", async ({ page }) => {
    await page.goto("/sign-up?callbackUrl=%2Flibrary");
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    // The sign-up form has Email and Password fields too: be on the sign-in page before filling.
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Flibrary$/);
    await new SignInPage(page).signIn("bob@example.com", "demo-password-1");
    await expect(page).toHaveURL(/\/library$/);
  });
});
