import path from "node:path";
import { expect, test } from "@playwright/test";
import { createPrismaClient } from "../lib/prisma-client";
import { signInViaApi } from "./support/auth";
import { seedOwnedExpert, uniqueSlug } from "./support/db-fixture";

// Issue 23, point 3: a creator renames their published Expert without publishing; the creators of
// the Experts it calls see its published name, never the unpublished one.
const E2E_DB_URL = `file:${path.join(process.cwd(), ".test-results", "e2e.db")}`;

test("creator analytics names a caller by its live name, not another creator's unpublished draft name", async ({
  page,
  context,
}) => {
  const caller = await seedOwnedExpert("dave@example.com", { slug: uniqueSlug("caller"), name: "Published Caller" });
  const callee = await seedOwnedExpert("carol@example.com", { slug: uniqueSlug("callee"), name: "Called Expert" });
  const secret = `Secret Codename ${Date.now()}`;
  const db = createPrismaClient(E2E_DB_URL);
  try {
    const dave = await db.user.findUniqueOrThrow({ where: { email: "dave@example.com" }, select: { id: true } });
    const day = new Date().toISOString().slice(0, 10);
    await db.delegationRequest.createMany({
      data: [1, 2].map((n) => ({
        requestId: `live-names-${n}-${Date.now()}`,
        userId: dave.id,
        userRef: "dave@example.com",
        fromRef: caller.slug,
        toRef: callee.slug,
        fromId: caller.id,
        toId: callee.id,
        chain: [],
        input: "Check this.",
        status: "accepted" as const,
        day,
      })),
    });
    // The owner's rename, saved as a draft and not published: the live name stays "Published Caller".
    await db.expert.update({ where: { id: caller.id }, data: { name: secret, nameKey: secret.toLowerCase() } });
  } finally {
    await db.$disconnect();
  }

  await signInViaApi(context, "carol@example.com");
  await page.goto(`/studio/analytics?expert=${callee.id}`);
  await expect(page.getByText("Published Caller")).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
});
