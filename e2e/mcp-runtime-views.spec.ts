import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E_HARNESS_TOKEN } from "../playwright.config";
import { signInViaApi } from "./support/auth";
import { ExpertEditorPage } from "./support/studio-pages";
import { DESKTOP, PHONE, expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from "./support/site-header";

// rules §13–§14 on the pages: the Studio preview's "Use in your runtime", and a reported run in the
// admin delegation log and the creator's analytics, at a desktop and a phone width, with axe.

const shot = (what: string, width: number) => {
  const dir = process.env.SCREENSHOTS_DIR;
  const file = `${what}-${width}.png`;
  return dir ? path.join(dir, file) : test.info().outputPath(file);
};

/** Nothing past the edge, a screenshot (of `part` when given: a sticky panel is not in a full-page one), and axe. */
async function look(page: Page, what: string, width: number, part?: Locator) {
  await expectNoHorizontalOverflow(page, `${what} at ${width} px`);
  if (part) await part.screenshot({ path: shot(what, width) });
  else await page.screenshot({ path: shot(what, width), fullPage: true });
  await expectNoSeriousAxeViolations(page, `${what} at ${width} px`);
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the Studio preview shows this injection as each agent SDK takes it", async ({ context, page }) => {
      test.setTimeout(60_000);
      await signInViaApi(context, "alice@example.com");
      const editor = new ExpertEditorPage(page);
      await editor.goto("e_contract");
      await editor.openPreviewIfDrawer();
      await expect(editor.preview).toContainText("Up to date");
      const runtimes = editor.preview.getByRole("region", { name: "Use in your runtime" });
      await runtimes.getByText("Claude Agent SDK", { exact: true }).click();
      const claude = runtimes.getByLabel("Claude Agent SDK code");
      await expect(claude).toContainText('import { query } from "@anthropic-ai/claude-agent-sdk";');
      await expect(claude).toContainText('"clause_scanner": {');
      await runtimes.getByText("OpenAI Agents SDK", { exact: true }).click();
      await expect(runtimes.getByLabel("OpenAI Agents SDK code")).toContainText('"handoffDescription":');
      // The wide preview is a sticky, scrolling panel: a tall window shows all of it for the screenshot.
      if (viewport === DESKTOP) await page.setViewportSize({ width: DESKTOP.width, height: 3200 });
      await look(page, "studio-preview-runtimes", viewport.width, viewport === DESKTOP ? editor.preview : runtimes);
    });

    test("a run its runtime reported: its outcome and duration in the admin log, the rate and median in analytics", async ({
      browser,
      context,
      page,
      request,
    }) => {
      const auth = { Authorization: `Bearer ${E2E_HARNESS_TOKEN}` };
      const sent = await request.post("/api/agent-proxy/delegate", {
        headers: auth,
        data: {
          user: "bob@example.com",
          from: "sql-analyst",
          to: "contract-review",
          input: `Run seen at ${viewport.width} px`,
        },
      });
      const { delegationId } = await sent.json();
      expect(
        (
          await request.post(`/api/agent-proxy/delegations/${delegationId}`, {
            headers: auth,
            data: { status: "completed", output: "Done." },
          })
        ).status(),
      ).toBe(200);

      await signInViaApi(context, "admin@example.com");
      await page.goto("/admin/delegations?expert=contract-review");
      const row = page
        .getByRole("table", { name: "Delegation requests" })
        .getByRole("row")
        .filter({ hasText: "completed" })
        .first();
      await expect(row).toContainText(/in \d+ (ms|s)/);
      await look(page, "admin-delegations-runs", viewport.width);

      const alice = await browser.newContext({ viewport });
      await signInViaApi(alice, "alice@example.com");
      const analytics = await alice.newPage();
      await analytics.goto("/studio/analytics?expert=e_contract&days=7");
      const runs = analytics.getByRole("region", { name: "How its delegated runs ended" });
      await expect(runs).toContainText("Completion rate");
      await expect(runs.getByText(/^\d+%$/)).toBeVisible();
      await look(analytics, "studio-analytics-runs", viewport.width);
      await alice.close();
    });
  });
}
