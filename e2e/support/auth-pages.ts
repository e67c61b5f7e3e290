import { expect, type Page } from "@playwright/test";
import { uniqueEmail } from "./auth";

export class SignInPage {
  constructor(private readonly page: Page) {}

  async goto(callbackUrl?: string) {
    await this.page.goto(callbackUrl ? `/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/sign-in");
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password").fill(password);
    await this.page.getByRole("button", { name: "Sign in" }).click();
  }
}

export class SignUpPage {
  constructor(private readonly page: Page) {}

  async signUp(name: string, email: string, password: string) {
    await this.page.goto("/sign-up");
    await this.page.getByLabel("Name").fill(name);
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password").fill(password);
    await this.page.getByRole("button", { name: "Create account" }).click();
  }
}

export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByTestId("signed-in-as")).toContainText(name);
}

/**
 * Signs up a new user through the form and lands in their Studio; returns the email. Tests that
 * change data use their own user, because they run in parallel against one database.
 */
export async function signUpFreshUser(page: Page, name: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, "-"));
  await new SignUpPage(page).signUp(name, email, "a-long-password-42");
  await expect(page).toHaveURL(/\/studio$/);
  return email;
}
