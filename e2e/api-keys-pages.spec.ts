import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { E2E_HARNESS_TOKEN } from "../playwright.config";
import { signInViaApi } from "./support/auth";
import { ApiKeysPage } from "./support/api-key-pages";
import { DESKTOP, PHONE, expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from "./support/site-header";

// The API key pages as people see them, at a desktop and a phone width: nothing past the edge, no
// serious or critical axe issue, in each state a person meets (a new key shown once, the revoke
// confirmation, refused input). Screenshots go to SCREENSHOTS_DIR when it is set (e.g. .scratch/).

async function look(page: Page, what: string, width: number, fullPage = true) {
  await expectNoHorizontalOverflow(page, `${what} at ${width} px`);
  const dir = process.env.SCREENSHOTS_DIR;
  const file = `${what.replace(/\W+/g, "-")}-${width}.png`;
  await page.screenshot({ path: dir ? path.join(dir, file) : test.info().outputPath(file), fullPage });
  await expectNoSeriousAxeViolations(page, `${what} at ${width} px`);
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("Settings → API keys: empty, refused input, a new key shown once, the revoke confirmation", async ({
      context,
      page,
    }) => {
      test.setTimeout(60_000);
      // A user of its own per width: the empty list is one of the states looked at.
      const email = viewport === DESKTOP ? "alice@example.com" : "dave@example.com";
      await signInViaApi(context, email);
      const keys = new ApiKeysPage(page);
      await keys.goto();
      await look(page, "settings-api-keys-empty", viewport.width);

      await keys.fill({ name: "", scopes: [] });
      await page.getByRole("button", { name: "Create key" }).click();
      await expect(page.getByText("Choose at least one scope.", { exact: true })).toBeVisible();
      await look(page, "settings-api-keys-errors", viewport.width);

      const old = await keys.create({ name: "Old laptop", scopes: ["harness:read"] });
      await keys.revoke("Old laptop", old.slice(0, 12));
      await keys.create({
        name: "CI pipeline on the build server",
        scopes: ["harness:read", "harness:delegate", "metrics:read"],
        expiresOn: "2099-06-30",
      });
      await look(page, "settings-api-keys-new-key", viewport.width);

      await keys
        .row("CI pipeline")
        .getByRole("button", { name: /^Revoke/ })
        .click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await look(page, "settings-api-keys-revoke-dialog", viewport.width, false);
    });

    test("Admin → API keys and the delegation log's Key column", async ({ context, page, request }) => {
      test.setTimeout(60_000);
      await signInViaApi(context, "admin@example.com");
      const keys = new ApiKeysPage(page, "/admin/api-keys");
      await keys.goto();
      const key = await keys.create({
        name: `Runtime ${viewport.width}`,
        scopes: ["harness:read", "harness:delegate"],
      });
      await look(page, "admin-api-keys", viewport.width);

      for (const token of [key, E2E_HARNESS_TOKEN]) {
        const sent = await request.post("/api/agent-proxy/delegate", {
          headers: { Authorization: `Bearer ${token}` },
          data: { user: "bob@example.com", from: "sql-analyst", to: "contract-review", input: "Which key sent this?" },
        });
        expect(sent.status()).toBe(200);
      }
      await page.goto("/admin/delegations");
      const log = page.getByRole("table", { name: "Delegation requests" });
      await expect(log.getByRole("row").filter({ hasText: `${key.slice(0, 12)}…` })).toHaveCount(1);
      await expect(log.getByRole("row").filter({ hasText: "HARNESS_TOKEN" }).first()).toBeVisible();
      await look(page, "admin-delegations", viewport.width);
    });
  });
}
