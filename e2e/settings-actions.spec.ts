import { expect, test } from "@playwright/test";
import { signInViaApi, uniqueEmail } from "./support/auth";
import { SignUpPage } from "./support/auth-pages";
import { DelegationSettingsPage } from "./support/delegation-pages";
import { callServerAction, serverActionId } from "./support/server-action";

// The actions are public POST endpoints: these calls skip the page and its form on purpose.
const ACTIONS = "lib/actions/delegation-settings.ts";

test("an anonymous POST to the policy action is refused", async ({ request }) => {
  const body = await callServerAction(
    request,
    "/settings/delegation",
    serverActionId(ACTIONS, "saveDelegationPolicyAction"),
    [{ mode: "all", whitelist: [] }],
  );
  expect(body).toContain('"status":"error","code":"unauthorized:session","message":"Sign in to continue."');
  expect(body).not.toContain("Delegation settings saved.");
});

test("a hand-made policy with eleven entries is refused with the reason and nothing is saved", async ({ page }) => {
  await new SignUpPage(page).signUp("Hank Handmade", uniqueEmail("hank"), "a-long-password-42");
  await expect(page).toHaveURL(/\/studio$/);
  const eleven = Array.from({ length: 11 }, (_, i) => `e_fake_${i}`);
  const body = await callServerAction(
    page.request,
    "/settings/delegation",
    serverActionId(ACTIONS, "saveDelegationPolicyAction"),
    [{ mode: "whitelist", whitelist: eleven }],
  );
  expect(body).toContain("The Whitelist policy uses at most 10 Experts and yours lists 11");
  await new DelegationSettingsPage(page).goto();
  await expect(page.getByRole("radio", { name: /^None/ })).toBeChecked();
  await expect(page.getByRole("list", { name: "Whitelist" })).toHaveCount(0);
});

test("the preview action will not reveal someone else's draft", async ({ browser }) => {
  const context = await browser.newContext();
  await signInViaApi(context, "bob@example.com");
  const body = await callServerAction(
    context.request,
    "/settings/delegation",
    serverActionId(ACTIONS, "previewRosterAction"),
    [{ expertId: "e_hr_policy", message: "" }],
  );
  expect(body).toContain("Expert not found or access denied");
  expect(body).not.toContain("HR Policy");
  await context.close();
});
