import { expect, test, type APIRequestContext } from "@playwright/test";
import { API_KEY_PATTERN } from "../lib/domain/api-keys";
import { signInViaApi, signedInPage } from "./support/auth";
import { AdminDelegationsPage } from "./support/admin-pages";
import { ApiKeysPage } from "./support/api-key-pages";
import { twoInstances } from "./support/scale-out";
import { callServerAction, serverActionId } from "./support/server-action";
import { expectDefined } from "../tests/support/defined";

// rules §12 through the pages and the real server: a key made in the browser works on the harness
// API at once, and once revoked it is refused on the very next request.

const injection = (request: APIRequestContext, key: string, base = "", body: object = { expert: "sql-analyst" }) =>
  request.post(`${base}/api/harness/injection`, { headers: { Authorization: `Bearer ${key}` }, data: body });
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test("a personal key made in Settings reads the injection as its owner until it is revoked in the page", async ({
  context,
  page,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInViaApi(context, "bob@example.com");
  const keys = new ApiKeysPage(page);
  await keys.goto();
  const name = unique("Laptop agent");
  const key = await keys.create({ name, scopes: ["harness:read"], expiresOn: "2099-12-31" });
  expect(key).toMatch(API_KEY_PATTERN);
  const prefix = key.slice(0, 12);
  await expect(page.getByText("This is the only time the key is shown")).toContainText("it will not be shown again");
  await expect(page.getByRole("status").filter({ hasText: `Key “${name}” created.` })).toBeVisible();

  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied to the clipboard." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await page.getByRole("button", { name: "I have saved it: hide the key" }).click();
  await expect(keys.newKeyField()).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();

  const row = keys.row(prefix);
  await expect(row).toContainText(name);
  await expect(row).toContainText("harness:read");
  await expect(row).toContainText("2099-12-31 23:59 UTC");
  await expect(row).toContainText("active");
  await expect(row).toContainText("Never");

  const first = await injection(request, key);
  expect(first.status()).toBe(200);
  expect((await first.json()).expert).toMatchObject({ slug: "sql-analyst" });
  // Last use is written once a minute, off the request's path: the page shows it shortly after.
  await expect(async () => {
    await page.reload();
    await expect(row).not.toContainText("Never", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // Shown once: after a reload the key is nowhere on the page, only its prefix.
  await expect(keys.newKeyField()).toHaveCount(0);
  expect(await page.content()).not.toContain(key);

  await keys.revoke(name, prefix);
  const refused = await injection(request, key);
  expect(refused.status()).toBe(401);
  expect(refused.headers()["www-authenticate"]).toContain("Bearer");
  await page.reload();
  await expect(row).toContainText("revoked");
  await expect(row.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
});

test("the create form says what is wrong beside each field and creates nothing", async ({ context, page }) => {
  await signInViaApi(context, "carol@example.com");
  const keys = new ApiKeysPage(page);
  await keys.goto();
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  await keys.fill({ name: "k".repeat(81), scopes: [] });
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(name).toHaveAccessibleDescription(/Keep the name to 80 characters or fewer\./);
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("group", { name: "Scopes (at least one)" })).toHaveAccessibleDescription(
    "Choose at least one scope.",
  );
  // What was typed stays, so the user can fix it.
  await expect(name).toHaveValue("k".repeat(81));
  await expect(keys.newKeyField()).toHaveCount(0);
  await expect(page.getByText("You have no API keys yet.")).toBeVisible();
});

test("an admin creates a runtime key that acts for a named user, sees its prefix in the delegation log, and revokes it", async ({
  context,
  page,
  request,
}) => {
  await signInViaApi(context, "admin@example.com");
  const keys = new ApiKeysPage(page, "/admin/api-keys");
  await keys.goto();
  const name = unique("Runtime eu-1");
  const key = await keys.create({ name, scopes: ["harness:read", "harness:delegate"] });
  const prefix = key.slice(0, 12);
  const row = keys.row(prefix, "Runtime keys");
  await expect(row).toContainText(name);
  await expect(row).toContainText("admin@example.com");
  await expect(row).toContainText("harness:delegate");

  expect((await injection(request, key, "", { expert: "sql-analyst", user: "bob@example.com" })).status()).toBe(200);
  const delegated = await request.post("/api/agent-proxy/delegate", {
    headers: { Authorization: `Bearer ${key}` },
    data: { user: "bob@example.com", from: "sql-analyst", to: "contract-review", input: "Sent with a runtime key." },
  });
  expect(delegated.status()).toBe(200);
  const log = new AdminDelegationsPage(page);
  await log.filter({ user: "bob@example.com" });
  await expect(log.row(expectDefined(delegated.headers()["x-request-id"], "an X-Request-Id header"))).toContainText(
    `${prefix}…`,
  );

  await keys.goto();
  await keys.revoke(name, prefix, "Runtime keys");
  expect((await injection(request, key, "", { expert: "sql-analyst", user: "bob@example.com" })).status()).toBe(401);
});

test("an admin revokes a user's personal key from the admin page", async ({ browser, context, page, request }) => {
  const owner = await signedInPage(browser, "dave@example.com");
  const ownKeys = new ApiKeysPage(owner);
  await ownKeys.goto();
  const name = unique("Dave's script");
  const key = await ownKeys.create({ name });
  await owner.context().close();
  const prefix = key.slice(0, 12);

  await signInViaApi(context, "admin@example.com");
  const keys = new ApiKeysPage(page, "/admin/api-keys");
  await page.goto("/admin/api-keys?owner=dave%40example.com");
  await expect(keys.row(prefix, "Personal keys")).toContainText("dave@example.com");
  await keys.revoke(name, prefix, "Personal keys");
  expect((await injection(request, key)).status()).toBe(401);
});

test("a non-admin gets a 404 from the admin page, and its actions refuse a hand-made call", async ({
  context,
  page,
}) => {
  await signInViaApi(context, "alice@example.com");
  expect((await page.goto("/admin/api-keys"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  const create = serverActionId("lib/actions/admin-api-keys.ts", "createRuntimeKeyAction");
  const answer = await callServerAction(page.request, "/admin/api-keys", create, [
    { name: "sneaky", scopes: ["harness:read"], expiresAt: "" },
  ]);
  expect(answer).toContain('"status":"error","code":"forbidden:admin","message":"Not found."');
  expect(answer).not.toMatch(/esk_/);
});

test.describe("on two instances of one PostgreSQL database", () => {
  test.describe.configure({ mode: "serial" });
  const on = twoInstances();

  test("a key made on one instance works on both, and revoked on the other it is refused by both on the next request", async ({
    browser,
    request,
  }) => {
    const pageOne = await signedInPage(browser, "carol@example.com", { baseURL: on.one });
    const keysOne = new ApiKeysPage(pageOne, "/settings/api-keys", on.one);
    await keysOne.goto();
    const name = unique("Two instances");
    const key = await keysOne.create({ name });
    const prefix = key.slice(0, 12);
    for (const base of [on.one, on.two]) expect((await injection(request, key, base)).status(), base).toBe(200);

    const keysTwo = new ApiKeysPage(pageOne, "/settings/api-keys", on.two);
    await keysTwo.goto();
    await keysTwo.revoke(name, prefix);
    for (const base of [on.one, on.two]) expect((await injection(request, key, base)).status(), base).toBe(401);
    await pageOne.context().close();
  });
});
