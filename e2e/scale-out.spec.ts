import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signInViaApi, signedInPage } from "./support/auth";
import { twoInstances } from "./support/scale-out";
import { StudioListPage, saveThenStaleSave } from "./support/studio-pages";
import { expectDefined } from "../tests/support/defined";

// rules §8: several stateless instances serve one PostgreSQL database.
test.describe.configure({ mode: "serial" });

const on = twoInstances();

test("a session signed in on one instance works on the other, and signing out on the other ends it everywhere", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: on.one });
  await signInViaApi(context, "carol@example.com");
  const page = await context.newPage();
  await page.goto(`${on.two}/settings`);
  await expect(page.getByText("carol@example.com")).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto(`${on.one}/settings`);
  await expect(page).toHaveURL(/\/sign-in/);
  await context.close();
});

test("a stale save sent to one instance is refused after a save on the other", async ({ browser }) => {
  const pageOne = await signedInPage(browser, "alice@example.com", { baseURL: on.one });
  const pageTwo = await signedInPage(browser, "alice@example.com", { baseURL: on.two });
  const id = await new StudioListPage(pageOne).createExpert(`Scale Out ${Date.now().toString(36)}`);
  await saveThenStaleSave(pageOne, pageTwo, id, {
    saved: "Saved first, on instance one.",
    stale: "Stale edit, on instance two.",
  });
  // The editor's own Reload: a page reload would be held by the unsaved-changes guard.
  await pageTwo.getByRole("button", { name: "Reload (drop my changes)" }).click();
  await expect(pageTwo.getByLabel("Description (for humans)")).toHaveValue("Saved first, on instance one.");
  await pageOne.context().close();
  await pageTwo.context().close();
});

test("delegations sent to both instances land in one log", async ({ browser, request }) => {
  const requestIds: string[] = [];
  for (const [i, base] of [on.one, on.two].entries()) {
    const response = await request.post(`${base}/api/agent-proxy/delegate`, {
      headers: { Authorization: `Bearer ${on.harnessToken}` },
      data: { user: "bob@example.com", from: "sql-analyst", to: "sql-analyst", input: `From instance ${i + 1}.` },
    });
    expect(response.status()).toBe(200);
    requestIds.push(expectDefined(response.headers()["x-request-id"], "an X-Request-Id header"));
  }
  expect(new Set(requestIds).size).toBe(2);

  const admin = await browser.newContext({ baseURL: on.two });
  await signInViaApi(admin, "admin@example.com");
  const page = await admin.newPage();
  for (const base of [on.one, on.two]) {
    await page.goto(`${base}/admin/delegations`);
    const log = page.getByRole("table", { name: "Delegation requests" });
    for (const id of requestIds) await expect(log.getByRole("row").filter({ hasText: id })).toBeVisible();
  }
  await admin.close();
});

test("failed sign-ins count on every instance: five on each lock the account on both", async ({ request }) => {
  const attempt = async (base: string, password: string) => {
    const { csrfToken } = (await (await request.get(`${base}/api/auth/csrf`)).json()) as { csrfToken: string };
    const response = await request.post(`${base}/api/auth/callback/credentials`, {
      form: { csrfToken, email: "dave@example.com", password, json: "true" },
      headers: { "x-forwarded-for": "198.18.7.7" },
    });
    return response.status();
  };
  for (let i = 0; i < 5; i++) {
    expect(await attempt(on.one, "wrong-password")).toBe(401);
    expect(await attempt(on.two, "wrong-password")).toBe(401);
  }
  expect(await attempt(on.one, DEMO_PASSWORD)).toBe(429);
  expect(await attempt(on.two, DEMO_PASSWORD)).toBe(429);
});
