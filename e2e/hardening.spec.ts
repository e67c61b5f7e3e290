import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, signInViaApi } from "./support/auth";
import { SignInPage, expectSignedInAs } from "./support/auth-pages";

// SPEC §6.1 and issue 9's web items, against the built app in Chromium.

/** Fails the test on any Content-Security-Policy report the page raises. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const origin = (page: Page) => new URL(page.url()).origin;

test.describe("sign-in's return path is always this app's own", () => {
  const HOSTILE = ["/%09/evil.example", "/%0a/x", "/%0d/x", "/%E3%80%82/x", "//evil.example", "https://evil.example/", "/\\evil.example"];

  for (const callbackUrl of HOSTILE) {
    test(`a signed-in visit with callbackUrl=${callbackUrl} stays here, never a 500`, async ({ context, page, baseURL }) => {
      await signInViaApi(context, "bob@example.com");
      // Written into the URL as an attacker would, not re-encoded.
      const response = await page.goto(`/sign-in?callbackUrl=${callbackUrl}`);
      expect(response?.status()).toBeLessThan(500);
      expect(origin(page)).toBe(new URL(baseURL!).origin);
      expect(new URL(page.url()).pathname).not.toMatch(/^\/\/|evil/);
    });
  }

  test("the form's sign-in with callbackUrl=/%09/evil.example lands on the home page", async ({ page, baseURL }) => {
    await page.goto("/sign-in?callbackUrl=/%09/evil.example");
    await new SignInPage(page).signIn("carol@example.com", DEMO_PASSWORD);
    await expectSignedInAs(page, "Carol");
    expect(page.url()).toBe(`${new URL(baseURL!).origin}/`);
  });

  test("next-auth's own redirect answer keeps only a same-origin path", async ({ request, baseURL }) => {
    const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    for (const callbackUrl of ["https://evil.example/x", "/%09/evil.example", "/studio"]) {
      const response = await request.post("/api/auth/callback/credentials", {
        form: { csrfToken, email: "dave@example.com", password: DEMO_PASSWORD, callbackUrl, json: "true" },
      });
      expect(response.status()).toBeLessThan(500);
      const { url } = (await response.json()) as { url: string };
      expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
      if (callbackUrl === "/studio") expect(new URL(url).pathname).toBe("/studio");
    }
  });
});

test.describe("malformed paths answer the 404 page", () => {
  for (const path of ["/studio/%ff", "/marketplace/%ZZ", "/admin/experts/%ZZ", "/library/%E3%80"]) {
    test(`${path}, signed out and signed in as an admin`, async ({ browser }) => {
      for (const email of [null, "admin@example.com"]) {
        const context = await browser.newContext();
        if (email) await signInViaApi(context, email);
        const page = await context.newPage();
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
        await context.close();
      }
    });
  }
});

test.describe("security headers", () => {
  test("a page carries a nonce policy its own scripts use, fresh on every request", async ({ page, request }) => {
    const violations = watchCsp(page);
    const response = await page.goto("/marketplace");
    const headers = response!.headers();
    const policy = headers["content-security-policy"];
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
    });
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers).not.toHaveProperty("strict-transport-security");

    const scripts = await page.locator("script").evaluateAll((list) => list.map((s) => (s as HTMLScriptElement).nonce));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((n) => n === nonce)).toBe(true);
    const again = (await request.get("/marketplace")).headers()["content-security-policy"];
    expect(again).not.toBe(policy);
    expect(violations).toEqual([]);
  });

  test("HSTS only when the request came over https", async ({ request }) => {
    const https = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers()["strict-transport-security"]).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(https.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect((await request.get("/")).headers()).not.toHaveProperty("strict-transport-security");
  });

  test("API answers, 404s and build assets carry them too", async ({ page, request }) => {
    for (const response of [await request.post("/api/harness/injection"), await request.get("/no-such-page"), await request.get("/api/health")]) {
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
    await page.goto("/");
    const asset = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()).toMatchObject({ "x-content-type-options": "nosniff", "referrer-policy": "strict-origin-when-cross-origin" });
  });

  test("the app does not render inside a foreign page's frame", async ({ page, baseURL }) => {
    // A real page of another origin on this machine, so that only the app's headers can stop the frame.
    const foreign = createServer((_req, res) => {
      res.setHeader("content-type", "text/html");
      res.end(`<h1>Foreign</h1><iframe src="${baseURL}/marketplace"></iframe>`);
    });
    await new Promise<void>((resolve) => foreign.listen(0, "127.0.0.1", resolve));
    try {
      const framed = page.waitForResponse(`${baseURL}/marketplace`);
      await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`);
      expect((await framed).status()).toBe(200);
      await expect(page.getByRole("heading", { name: "Foreign" })).toBeVisible();
      await page.waitForTimeout(500);
      const frame = page.frameLocator("iframe");
      await expect(frame.getByRole("link", { name: "Expert Studio" })).toHaveCount(0);
      await expect(frame.getByRole("heading", { name: "Marketplace" })).toHaveCount(0);
    } finally {
      foreign.close();
    }
  });

  test("with the policy on, client components hydrate and server actions run", async ({ context, page }) => {
    const violations = watchCsp(page);
    await signInViaApi(context, "carol@example.com");
    await page.goto("/settings/delegation");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
