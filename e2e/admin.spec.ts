import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_HARNESS_TOKEN } from "../playwright.config";
import {
  AdminDelegationsPage,
  AdminExpertsPage,
  AdminRosterPage,
  AdminUsersPage,
  ADMIN_PAGES,
} from "./support/admin-pages";
import { signInViaApi, uniqueEmail } from "./support/auth";
import { SignUpPage } from "./support/auth-pages";
import { DESKTOP, PHONE, expectNoSeriousAxeViolations } from "./support/site-header";
import { callServerAction, serverActionId } from "./support/server-action";
import { expectDefined } from "../tests/support/defined";

test.describe("as the admin", () => {
  test.beforeEach(async ({ context }) => {
    await signInViaApi(context, "admin@example.com");
  });

  test("finds a demo Expert whose spec was dropped and sees why", async ({ page }) => {
    const experts = new AdminExpertsPage(page);
    await experts.search("release");
    await experts.openTrace("Release Notes Writer");
    const verdict = experts.verdict("legacy_importer");
    await expect(verdict).toContainText("dropped");
    await expect(verdict).toContainText("zero_tools");
    await expect(verdict).toContainText("none of read_file, mcpgithub* matched the main agent's tools; closest: read");
    await expect(verdict.getByRole("row").filter({ hasText: "read_file" })).toContainText("unknown_tool");
    await expect(verdict.getByRole("row").filter({ hasText: "mcpgithub*" })).toContainText("glob_no_match");
    await expect(page.getByRole("list", { name: "Builtin switches" })).toBeVisible();
    await expect(page.getByLabel("Injection text")).toContainText("changelog_drafter");
  });

  test("explains bob's roster: a whitelist over the cap shows its overflow", async ({ page }) => {
    const roster = new AdminRosterPage(page);
    await roster.explain("bob@example.com", "sql-analyst", "loop in @tax-helper");
    await expect(page.getByRole("heading", { name: "Roster of SQL Analyst for bob@example.com" })).toBeVisible();
    await expect(page.getByText("Whitelist of 12 entries; only the first 10 are considered.")).toBeVisible();
    const overflow = page.getByRole("list", { name: "Overflow entries" }).getByRole("listitem");
    await expect(overflow).toHaveCount(2);
    await expect(overflow.nth(0)).toContainText(
      "e_pipeline: Excluded: whitelist entry 11 is past the limit of 10 entries.",
    );
    await expect(overflow.nth(1)).toContainText("whitelist entry 12");
    await expect(roster.candidateRow("e_sql")).toContainText("self");
    await expect(page.getByRole("list", { name: "Mentions" })).toHaveText("@tax-helper");
  });

  test("finds a failed delegation in the log after calling the delegate endpoint", async ({ page, request }) => {
    const response = await request.post("/api/agent-proxy/delegate", {
      headers: { Authorization: `Bearer ${E2E_HARNESS_TOKEN}` },
      data: { user: "bob@example.com", from: "sql-analyst", to: "sql-analyst", input: "Check your own numbers." },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      status: "failed",
      error: "An Expert cannot delegate to itself",
      code: "self_delegation",
    });
    const requestId = expectDefined(response.headers()["x-request-id"], "an X-Request-Id header");

    const log = new AdminDelegationsPage(page);
    await log.filter({ outcome: "Failed", user: "bob@example.com", expert: "sql-analyst" });
    const row = log.row(requestId);
    await expect(row).toContainText("An Expert cannot delegate to itself");
    await expect(row).toContainText("failed");
    await expect(page.getByRole("table", { name: "Failures by cause" })).toContainText("Delegated to itself");
  });

  test("from a failed delegation in the log, clicks through to the roster explain that shows why", async ({
    page,
    request,
  }) => {
    // bob has no access to ux-copy: the model is told only the uniform sentence, the admin sees why.
    const response = await request.post("/api/agent-proxy/delegate", {
      headers: { Authorization: `Bearer ${E2E_HARNESS_TOKEN}` },
      data: { user: "bob@example.com", from: "sql-analyst", to: "ux-copy", input: "Polish the error messages." },
    });
    expect(await response.json()).toEqual({
      status: "failed",
      error: "Expert not found or access denied",
      code: "not_found_or_denied",
    });
    const log = new AdminDelegationsPage(page);
    await log.filter({ outcome: "Failed", user: "bob@example.com", expert: "ux-copy" });
    const row = log.row(expectDefined(response.headers()["x-request-id"], "an X-Request-Id header"));
    await expect(row).toContainText("Bob Becker has no access to UX Copy Editor.");
    await row.getByRole("link", { name: "Explain the roster" }).click();
    await expect(page.getByRole("heading", { name: "Roster of SQL Analyst for bob@example.com" })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Roster candidates" }).getByRole("row").filter({ hasText: "UX Copy Editor" }),
    ).toContainText("Bob Becker has no access to UX Copy Editor");
  });

  test("disables a fresh user, whose open session then stops working", async ({ page, browser }) => {
    const email = uniqueEmail("to-disable");
    const victim = await browser.newContext();
    const victimPage = await victim.newPage();
    await new SignUpPage(victimPage).signUp("Vic Tim", email, "a-long-password-42");
    await expect(victimPage).toHaveURL(/\/studio$/);

    const users = new AdminUsersPage(page);
    await users.find(email);
    await users.disable(email);
    await expect(users.row(email).getByRole("status")).toContainText(`${email} is disabled; 1 open session ended.`);
    await expect(users.row(email)).toContainText("disabled");

    await victimPage.reload();
    await expect(victimPage).toHaveURL(/\/sign-in/);
    await victim.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`the disable confirmation at ${viewport.width} px: says what it ends, passes axe, gives focus back`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const users = new AdminUsersPage(page);
      await users.find("dave@example.com");
      const opener = page.getByRole("button", { name: "Disable account: dave@example.com" });
      await opener.click();
      const dialog = page.getByRole("alertdialog", { name: "Disable Dave Kim?" });
      await expect(dialog).toContainText("dave@example.com will be signed out everywhere at once");
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`admin-users-disable-${viewport.width}.png`) });
      await expectNoSeriousAxeViolations(page, "/admin/users with the disable confirmation open");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
      await opener.click();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
      await expect(users.row("dave@example.com")).toContainText("active");
    });
  }

  test("admin pages have no serious or critical accessibility violations", async ({ page }) => {
    test.setTimeout(120_000);
    const pages = [
      ...ADMIN_PAGES,
      "/admin/experts/e_postmortem",
      "/admin/roster?user=bob%40example.com&expert=sql-analyst&message=%40tax-helper",
    ];
    for (const url of pages) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${url}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    }
  });
});

async function expectNoAdminData(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  const html = await page.content();
  for (const secret of ["HR Policy Assistant", "dave@example.com", "bob@example.com", "Delegation log", "· Admin"])
    expect(html).not.toContain(secret);
}

test("a non-admin gets no admin data from any admin page or action", async ({ context, page, browser }) => {
  await signInViaApi(context, "alice@example.com");
  for (const url of ADMIN_PAGES) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expectNoAdminData(page);
  }

  const disable = serverActionId("lib/actions/admin-users.ts", "setUserDisabledAction");
  const promote = serverActionId("lib/actions/admin-users.ts", "setUserRoleAction");
  const refusedDisable = await callServerAction(page.request, "/admin/users", disable, [
    { userId: "u_dave", disabled: true },
  ]);
  const refusedPromote = await callServerAction(page.request, "/admin/users", promote, [
    { userId: "u_alice", role: "admin" },
  ]);
  for (const refused of [refusedDisable, refusedPromote]) {
    expect(refused).toContain('"status":"error","code":"forbidden:admin","message":"Not found."');
    expect(refused).not.toMatch(/dave@example\.com|is disabled|is now an admin/);
  }

  // Nothing changed: dave can still sign in, and alice is still no admin.
  const dave = await browser.newContext();
  await signInViaApi(dave, "dave@example.com");
  await dave.close();
  await page.goto("/admin");
  await expectNoAdminData(page);
});

test("an anonymous visitor gets a 404 from every admin page, not a sign-in redirect that confirms it exists", async ({
  page,
}) => {
  for (const url of ADMIN_PAGES) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expectNoAdminData(page);
  }
});
