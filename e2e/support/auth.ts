import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password-1";

/** Signs in through next-auth's credentials endpoint, skipping the form (for tests not about sign-in). */
export async function signInViaApi(context: BrowserContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  const csrf = await context.request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await context.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
  });
  expect(response.ok()).toBeTruthy();
  const cookies = await context.cookies();
  expect(cookies.some((c) => c.name.includes("next-auth.session-token"))).toBeTruthy();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A page in a browser context of its own (its own cookies), signed in as `email`; close it with `page.context().close()`. */
export async function signedInPage(
  browser: Browser,
  email: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  await signInViaApi(context, email);
  return context.newPage();
}
