import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { createPrismaClient } from "../lib/prisma-client";
import { DEMO_PASSWORD, signInViaApi, uniqueEmail } from "./support/auth";
import { SignInPage } from "./support/auth-pages";
import { DelegationSettingsPage } from "./support/delegation-pages";
import { DESKTOP, PHONE, expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from "./support/site-header";

// Issue 25's preview before saving and sign-in's landing, and the paged admin API keys list, as
// people see them at both widths. Screenshots go to SCREENSHOTS_DIR when it is set.
const E2E_DB_URL = `file:${path.join(process.cwd(), ".test-results", "e2e.db")}`;

async function look(page: Page, what: string, width: number) {
  await expectNoHorizontalOverflow(page, `${what} at ${width} px`);
  const dir = process.env.SCREENSHOTS_DIR;
  const file = `${what}-${width}.png`;
  await page.screenshot({ path: dir ? path.join(dir, file) : test.info().outputPath(file), fullPage: true });
  await expectNoSeriousAxeViolations(page, `${what} at ${width} px`);
}

/** A user of its own with `count` personal keys, written straight into the database (the create form is tested elsewhere). */
async function userWithKeys(count: number): Promise<string> {
  const email = uniqueEmail("paged-keys");
  const db = createPrismaClient(E2E_DB_URL);
  try {
    const user = await db.user.create({
      data: { email, name: "Paged Keys", passwordHash: "not-a-real-hash" },
      select: { id: true },
    });
    for (let i = 0; i < count; i++) {
      const key = `esk_${randomBytes(32).toString("base64url")}`;
      await db.apiKey.create({
        data: {
          kind: "personal",
          name: `Key ${String(i + 1).padStart(2, "0")}`,
          prefix: key.slice(0, 12),
          scopes: "harness:read",
          hash: createHash("sha256").update(key).digest("base64url"),
          ownerId: user.id,
          createdById: user.id,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        },
      });
    }
    return email;
  } finally {
    await db.$disconnect();
  }
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("Settings previews a policy before it is saved, and says so", async ({ context, page }) => {
      await signInViaApi(context, "carol@example.com");
      const settings = new DelegationSettingsPage(page);
      await settings.goto();
      await page.getByLabel("Main Expert").selectOption({ label: "SQL Analyst" });
      // Carol's saved policy is All: her roster lists Experts.
      await expect(page.getByText("with your saved settings")).toBeVisible();
      await expect(settings.roster().first()).toBeVisible();
      await settings.chooseMode("None");
      await expect(page.getByText("with the settings above, before you save them")).toBeVisible();
      await expect(settings.roster()).toHaveCount(0);
      await look(page, "settings-preview-unsaved", viewport.width);
      // Nothing was saved: a reload shows All again.
      await page.reload();
      await expect(page.getByRole("radio", { name: /^All/ })).toBeChecked();
    });

    test("Admin → API keys pages each list 20 at a time and keeps the owner filter", async ({ context, page }) => {
      test.setTimeout(60_000);
      const email = await userWithKeys(23);
      await signInViaApi(context, "admin@example.com");
      await page.goto(`/admin/api-keys?owner=${encodeURIComponent(email)}`);
      // A table at desktop width, a list of cards on a phone: one entry per key either way.
      const personal =
        viewport === DESKTOP
          ? page
              .getByRole("table", { name: "Personal keys" })
              .getByRole("row")
              .filter({ has: page.getByRole("cell") })
          : page
              .getByRole("list", { name: "Personal keys", exact: true })
              .getByRole("listitem")
              .filter({ has: page.getByRole("term") });
      await expect(page.getByRole("heading", { name: "Personal keys (23)" })).toBeVisible();
      await expect(personal).toHaveCount(20);
      await expect(personal.first()).toContainText("Key 23");
      const pages = page.getByRole("navigation", { name: "Personal keys pages" });
      await expect(pages).toContainText("Page 1 of 2 · 23 total");
      await look(page, "admin-api-keys-paged", viewport.width);
      await pages.getByRole("link", { name: "Next page" }).click();
      await expect(pages).toContainText("Page 2 of 2");
      await expect(personal).toHaveCount(3);
      await expect(personal.last()).toContainText("Key 01");
      expect(new URL(page.url()).searchParams.get("owner")).toBe(email);
    });
  });
}

test("signing in with no page to return to lands in the library, or the Studio for a creator", async ({ browser }) => {
  for (const [email, landing] of [
    ["bob@example.com", "/library"],
    ["dave@example.com", "/studio"],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Sign in" }).first().click();
    await new SignInPage(page).signIn(email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    await context.close();
  }
});

test("signing in from a page returns to that page", async ({ page }) => {
  await new SignInPage(page).goto("/settings/delegation");
  await new SignInPage(page).signIn("bob@example.com", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/settings\/delegation$/);
});
