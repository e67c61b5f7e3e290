import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signInViaApi, uniqueEmail } from "./support/auth";
import { SignInPage, SignUpPage, expectSignedInAs } from "./support/auth-pages";

test("a visitor signs up and lands in the studio signed in", async ({ page }) => {
  const email = uniqueEmail("newcomer");
  await new SignUpPage(page).signUp("Nora Newcomer", email, "a-long-password-42");
  await expect(page).toHaveURL(/\/studio$/);
  await expectSignedInAs(page, "Nora Newcomer");
  await expect(page.getByRole("heading", { name: "My Experts" })).toBeVisible();
});

test("signing up from a sign-in link returns to the page the visitor came from, signed in", async ({ page }) => {
  await page.goto("/sign-in?callbackUrl=%2Fsettings%2Fdelegation");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/sign-up\?callbackUrl=%2Fsettings%2Fdelegation$/);
  await page.getByLabel("Name").fill("Rita Returner");
  await page.getByLabel("Email").fill(uniqueEmail("returner"));
  await page.getByLabel("Password").fill("a-long-password-42");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/settings\/delegation$/);
  await expectSignedInAs(page, "Rita Returner");
});

test("a hostile return address on the sign-up page is ignored: the new account lands in the studio", async ({
  page,
}) => {
  await page.goto("/sign-up?callbackUrl=%2F%09%2Fevil.example");
  await page.getByLabel("Name").fill("Sam Safe");
  await page.getByLabel("Email").fill(uniqueEmail("safe"));
  await page.getByLabel("Password").fill("a-long-password-42");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await expectSignedInAs(page, "Sam Safe");
});

test("sign-up refuses a taken email, naming the field", async ({ page }) => {
  await new SignUpPage(page).signUp("Taken", "alice@example.com", "a-long-password-42");
  await expect(page.getByText("An account with this email already exists.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  // What was typed stays, except the password.
  await expect(page.getByLabel("Name")).toHaveValue("Taken");
  await expect(page.getByLabel("Email")).toHaveValue("alice@example.com");
  await expect(page.getByLabel("Password")).toHaveValue("");
});

test("sign in with the form, then a wrong password is refused with a sentence", async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn("alice@example.com", "not-her-password");
  await expect(page.getByRole("status")).toHaveText("That email and password do not match an active account.");
  await signIn.signIn("alice@example.com", DEMO_PASSWORD);
  await expectSignedInAs(page, "Alice");
});

test("signing out ends the session: the old cookie no longer works", async ({ browser }) => {
  const context = await browser.newContext();
  await signInViaApi(context, "carol@example.com");
  const page = await context.newPage();
  await page.goto("/settings");
  await expect(page.getByText("carol@example.com")).toBeVisible();
  const oldCookies = await context.cookies();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  const replay = await browser.newContext();
  await replay.addCookies(oldCookies);
  const replayPage = await replay.newPage();
  await replayPage.goto("/settings");
  await expect(replayPage).toHaveURL(/\/sign-in\?callbackUrl=%2Fsettings/);
  await Promise.all([context.close(), replay.close()]);
});

test("a signed-out visitor is sent to sign in from the studio", async ({ page }) => {
  await page.goto("/studio");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fstudio/);
});

test("a non-admin is refused the admin area and sees no Admin link", async ({ context, page }) => {
  await signInViaApi(context, "bob@example.com");
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toHaveCount(0);
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("an admin reaches the admin area", async ({ context, page }) => {
  await signInViaApi(context, "admin@example.com");
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).click();
  await expect(page.getByRole("heading", { name: "Admin" })).toBeVisible();
});
