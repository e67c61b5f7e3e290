import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import bcrypt from "bcryptjs";
import { createPrismaClient } from "../lib/prisma-client";
import { DEMO_PASSWORD, signInViaApi, uniqueEmail } from "./support/auth";
import { SignInPage, expectSignedInAs } from "./support/auth-pages";
import { expectDefined } from "../tests/support/defined";

// rules §6.1 and issue 9's web items, against the built app in Chromium.

/** Fails the test on any Content-Security-Policy report the page raises. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const origin = (page: Page) => new URL(page.url()).origin;

const E2E_DB_URL = `file:${path.join(process.cwd(), ".test-results", "e2e.db")}`;

/** Runs `work` against the e2e server's database (the state a test needs, or a change behind the app's back). */
async function withDb<T>(work: (db: ReturnType<typeof createPrismaClient>) => Promise<T>): Promise<T> {
  const db = createPrismaClient(E2E_DB_URL);
  try {
    return await work(db);
  } finally {
    await db.$disconnect();
  }
}

/** A fresh account of this test's own, so its counters and sessions touch no other test. */
async function createAccount(prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await withDb((db) =>
    db.user.create({ data: { email, name: prefix, passwordHash: bcrypt.hashSync(DEMO_PASSWORD, 10) } }),
  );
  return email;
}

/** One credentials sign-in as next-auth's client sends it, from the given client address. */
async function postSignIn(request: APIRequestContext, email: string, password: string, address: string) {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  return request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
    headers: { "x-forwarded-for": address },
  });
}

const randomAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

test.describe("sign-in's return path is always this app's own", () => {
  const HOSTILE = [
    "/%09/evil.example",
    "/%0a/x",
    "/%0d/x",
    "/%E3%80%82/x",
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
  ];

  for (const callbackUrl of HOSTILE) {
    test(`a signed-in visit with callbackUrl=${callbackUrl} stays here, never a 500`, async ({
      context,
      page,
      baseURL,
    }) => {
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
    const policy = expectDefined(headers["content-security-policy"], "a Content-Security-Policy header");
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
    const preview = await request.post("/studio/no-such-expert/preview");
    for (const response of [
      await request.post("/api/harness/injection"),
      await request.get("/no-such-page"),
      await request.get("/api/health"),
      // Route handlers outside the proxy's matcher get their headers from next.config.ts.
      await request.post("/studio/no-such-expert/export"),
      preview,
      await request.put("/studio/no-such-expert/evaluations/cases"),
      await request.post("/studio/no-such-expert/evaluations/cases/import?format=jsonl"),
    ]) {
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
    // The draft's preview is one of them (the proxy would have set its nonce-based page policy instead).
    expect(preview.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    await page.goto("/");
    const asset = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
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

test.describe("sign-in and sign-up rate limits", () => {
  test("ten failed sign-ins lock the account for every address with 429 and a sentence; others still sign in", async ({
    request,
  }) => {
    const email = await createAccount("locked");
    for (let i = 0; i < 10; i++)
      expect((await postSignIn(request, email, "wrong-password", randomAddress())).status()).toBe(401);
    const refused = await postSignIn(request, email, DEMO_PASSWORD, randomAddress());
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    const { url } = (await refused.json()) as { url: string };
    expect(new URL(url).searchParams.get("error")).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    const other = await createAccount("unlocked");
    expect((await postSignIn(request, other, DEMO_PASSWORD, randomAddress())).status()).toBe(200);
  });

  test("the account limit cannot be dodged with a JSON body or a repeated email field", async ({ request }) => {
    const email = await createAccount("dodge");
    const csrf = async () => ((await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string }).csrfToken;
    for (let i = 0; i < 5; i++) {
      const asJson = await request.post("/api/auth/callback/credentials", {
        data: { csrfToken: await csrf(), email, password: "wrong-password", json: "true" },
        headers: { "x-forwarded-for": randomAddress() },
      });
      expect(asJson.status()).toBe(401);
      const repeated = new URLSearchParams({
        csrfToken: await csrf(),
        email: `decoy-${i}@example.test`,
        password: "wrong-password",
        json: "true",
      });
      repeated.append("email", email);
      const asForm = await request.post("/api/auth/callback/credentials", {
        data: repeated.toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": randomAddress() },
      });
      expect(asForm.status()).toBe(401);
    }
    expect((await postSignIn(request, email, DEMO_PASSWORD, randomAddress())).status()).toBe(429);
  });

  test("a sign-in body past 16 KB is refused with 413 before any check", async ({ request }) => {
    const response = await request.post("/api/auth/callback/credentials", {
      form: { email: "alice@example.com", password: "x".repeat(20_000), json: "true" },
    });
    expect(response.status()).toBe(413);
  });

  test("the sign-in form shows when to retry", async ({ page, request }) => {
    const email = await createAccount("form-locked");
    for (let i = 0; i < 10; i++) await postSignIn(request, email, "wrong-password", randomAddress());
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(email, DEMO_PASSWORD);
    await expect(page.getByRole("status")).toHaveText(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
  });

  test("one address gets a hundred failures across accounts, then 429; a success from it does not count", async ({
    request,
  }) => {
    test.slow(); // a hundred password checks
    const address = randomAddress();
    const email = await createAccount("office");
    expect((await postSignIn(request, email, DEMO_PASSWORD, address)).status()).toBe(200);
    for (let i = 0; i < 100; i++) {
      const response = await postSignIn(request, `nobody-${i}@example.test`, "wrong-password", address);
      expect(response.status(), `attempt ${i + 1}`).toBe(401);
    }
    expect((await postSignIn(request, email, DEMO_PASSWORD, address)).status()).toBe(429);
    expect((await postSignIn(request, email, DEMO_PASSWORD, randomAddress())).status()).toBe(200);
  });

  test("past the per-email limit POST /api/auth/sign-up answers 429 with Retry-After and the sentence, from any address", async ({
    request,
  }) => {
    const email = await createAccount("api-taken");
    const attempt = () =>
      request.post("/api/auth/sign-up", {
        data: { name: "Probe", email, password: "a-long-password-42" },
        headers: { "x-forwarded-for": randomAddress() },
      });
    for (let i = 0; i < 10; i++) {
      const taken = await attempt();
      expect(taken.status(), `attempt ${i + 1}`).toBe(409);
      expect(await taken.json()).toEqual({
        error: "Please fix the fields below.",
        fieldErrors: { email: ["An account with this email already exists."] },
      });
    }
    const refused = await attempt();
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/^Too many sign-up attempts\. Try again in \d+ minutes?\.$/),
    });
    // A new email from a fresh address is not held up by someone else's limit.
    const fresh = await request.post("/api/auth/sign-up", {
      data: { name: "Fresh", email: uniqueEmail("api-fresh"), password: "a-long-password-42" },
      headers: { "x-forwarded-for": randomAddress() },
    });
    expect(fresh.status()).toBe(201);
  });

  test("the sign-up form refuses past the per-email limit with a sentence saying when to retry", async ({ page }) => {
    const email = await createAccount("taken");
    await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() });
    await page.goto("/sign-up");
    await page.getByLabel("Name").fill("Probe");
    await page.getByLabel("Email").fill(email);
    const submit = async () => {
      await page.getByLabel("Password").fill("a-long-password-42");
      const answered = page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/auth/sign-up",
      );
      await page.getByRole("button", { name: "Create account" }).click();
      const response = await answered;
      // The password is cleared after every answer; name and email stay as typed.
      await expect(page.getByLabel("Password")).toHaveValue("");
      await expect(page.getByLabel("Email")).toHaveValue(email);
      await expect(page.getByRole("button", { name: "Create account" })).toBeEnabled();
      return response;
    };
    for (let i = 0; i < 10; i++) {
      expect((await submit()).status()).toBe(409);
      await expect(page.getByText("An account with this email already exists.")).toBeVisible();
    }
    const limited = await submit();
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByRole("status")).toHaveText(/^Too many sign-up attempts\. Try again in \d+ minutes?\.$/);
  });
});

test.describe("an ended session is worth nothing", () => {
  for (const ending of ["sign-out", "disable", "deletion"] as const) {
    test(`after ${ending}, /api/auth/session answers no user and sets no fresh cookie`, async ({ browser }) => {
      const email = await createAccount(`ended-${ending}`);
      const context = await browser.newContext();
      await signInViaApi(context, email);
      const live = await context.request.get("/api/auth/session");
      expect(((await live.json()) as { user?: { email: string } }).user?.email).toBe(email);
      const cookies = await context.cookies();

      if (ending === "sign-out") {
        const { csrfToken } = (await (await context.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
        expect((await context.request.post("/api/auth/signout", { form: { csrfToken, json: "true" } })).ok()).toBe(
          true,
        );
      } else if (ending === "disable") {
        await withDb((db) => db.user.update({ where: { email }, data: { disabledAt: new Date() } }));
      } else {
        await withDb((db) => db.user.delete({ where: { email } }));
      }

      const replay = await browser.newContext();
      await replay.addCookies(cookies);
      const response = await replay.request.get("/api/auth/session");
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({});
      const setCookies = response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === "set-cookie")
        .map((h) => h.value);
      for (const cookie of setCookies.filter((c) => c.includes("session-token"))) {
        expect(cookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      }
      await Promise.all([context.close(), replay.close()]);
    });
  }
});
