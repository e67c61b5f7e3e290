import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { E2E_HARNESS_TOKEN } from "../playwright.config";
import { signInViaApi } from "./support/auth";

test("a creator opens analytics and sees the chart and the table of delegations to their Expert", async ({
  page,
  context,
  request,
}, testInfo) => {
  // bob's SQL Analyst delegates to alice's Contract Review twice today; one more fails (self).
  for (const to of ["contract-review", "contract-review"]) {
    const res = await request.post("/api/agent-proxy/delegate", {
      headers: { Authorization: `Bearer ${E2E_HARNESS_TOKEN}` },
      data: { user: "bob@example.com", from: "sql-analyst", to, input: "Review the NDA." },
    });
    expect((await res.json()).status).toBe("accepted");
  }
  await signInViaApi(context, "alice@example.com");
  await page.goto("/studio");
  await page.getByRole("link", { name: "See how your Experts are used" }).click();
  await page.getByRole("combobox", { name: "Expert" }).selectOption({ label: "Contract Reviewer" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/expert=e_contract/);
  await expect(page.getByRole("img", { name: /Contract Reviewer, last 30 days: \d+ delegations to it/ })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const row = page.getByRole("table", { name: "Delegations per day" }).getByRole("row").filter({ hasText: today });
  await expect(row.getByRole("cell").first()).not.toHaveText("0");
  await expect(page.getByRole("list").filter({ hasText: "SQL Analyst" })).toBeVisible();
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`analytics-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  }
});
