import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import bcrypt from "bcryptjs";
import { createPrismaClient } from "../lib/prisma-client";
import { DEMO_PASSWORD, uniqueEmail } from "./support/auth";

// Issue 23, point 7, against the built server: guesses from elsewhere lock an account's count, not
// its owner, whose browser holds a device cookie from an earlier sign-in (OWASP's device cookies).
const E2E_DB_URL = `file:${path.join(process.cwd(), ".test-results", "e2e.db")}`;
const randomAddress = () => `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

async function signIn(request: APIRequestContext, email: string, password: string, address: string) {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  return request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
    headers: { "x-forwarded-for": address },
  });
}

test("the owner signs in during a lockout attack; a browser without the device cookie is refused", async ({
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail("owner");
  const db = createPrismaClient(E2E_DB_URL);
  try {
    await db.user.create({ data: { email, name: "Owner", passwordHash: bcrypt.hashSync(DEMO_PASSWORD, 10) } });
  } finally {
    await db.$disconnect();
  }
  const owner = await playwright.request.newContext({ baseURL });
  const ownerAddress = randomAddress();
  expect((await signIn(owner, email, DEMO_PASSWORD, ownerAddress)).status()).toBe(200);
  const device = (await owner.storageState()).cookies.find((c) => c.name === "device");
  expect(device).toMatchObject({ httpOnly: true, path: "/api/auth/callback/credentials", sameSite: "Lax" });

  // The attacker: wrong passwords from many addresses until the account's count refuses them.
  const attacker = await playwright.request.newContext({ baseURL });
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++)
    statuses.push((await signIn(attacker, email, "wrong-password", randomAddress())).status());
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(10)).toEqual([429, 429]);
  // Even the right password is refused from a browser without the owner's device cookie.
  const stranger = await playwright.request.newContext({ baseURL });
  expect((await signIn(stranger, email, DEMO_PASSWORD, randomAddress())).status()).toBe(429);

  // The owner's browser is counted on its own and signs in.
  const during = await signIn(owner, email, DEMO_PASSWORD, ownerAddress);
  expect(during.status()).toBe(200);
  expect((await owner.storageState()).cookies.some((c) => c.name.includes("next-auth.session-token"))).toBe(true);
  // A forged device cookie is no key.
  const forger = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `device=${"A".repeat(22)}.${"B".repeat(43)}` },
  });
  expect((await signIn(forger, email, DEMO_PASSWORD, randomAddress())).status()).toBe(429);
  await Promise.all([owner, attacker, stranger, forger].map((c) => c.dispose()));
});

test("every page says Cross-Origin-Opener-Policy: same-origin", async ({ request }) => {
  for (const path of ["/", "/sign-in", "/api/health", "/api/auth/csrf"]) {
    expect((await request.get(path)).headers()["cross-origin-opener-policy"]).toBe("same-origin");
  }
});
