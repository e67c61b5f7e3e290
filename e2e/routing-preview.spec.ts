import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInViaApi } from "./support/auth";
import { signUpFreshUser } from "./support/auth-pages";
import { seedOwnedExperts, uniqueSlug } from "./support/db-fixture";
import { DelegationSettingsPage } from "./support/delegation-pages";
import { ExpertEditorPage, StudioListPage } from "./support/studio-pages";
import { at } from "../lib/domain/at-index";

// rules §11: type a message, see candidates ranked with scores and matched words, and a warning
// beside two entries whose descriptions or briefs say the same thing.

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The whole page at each viewport, and close-ups of the parts this feature adds. */
async function shoot(page: Page, name: string, parts: Record<string, Locator> = {}) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const size = `${viewport.width}x${viewport.height}`;
    await page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`), fullPage: true });
    for (const [part, locator] of Object.entries(parts))
      await locator.screenshot({ path: test.info().outputPath(`${name}-${part}-${size}.png`) });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

/** No serious or critical axe violation inside the parts this feature adds. */
async function expectAccessible(page: Page, ...selectors: string[]) {
  let builder = new AxeBuilder({ page });
  for (const selector of selectors) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);
}

test("Studio: the kept subagents ranked for a sample message, a near-duplicate pair flagged, brief hints", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpFreshUser(page, "Rita Router");
  await new StudioListPage(page).createExpert("Rita Contract Desk");
  const editor = new ExpertEditorPage(page);
  await editor.addSubagent({
    name: "clause_finder",
    description: "Locate every liability clause in the contract files",
    prompt: "Find clauses.",
    tools: ["read"],
  });
  await editor.addSubagent({
    name: "clause_locator",
    description: "Locates each liability clause in contract files",
    prompt: "Find clauses.",
    tools: ["grep"],
  });
  await editor.addSubagent({
    name: "redliner",
    description: "Drafts a redline for one clause that protects the user's party",
    prompt: "Redline.",
    tools: ["read"],
  });

  const routing = page.getByRole("region", { name: "Routing preview" });
  await routing.getByLabel("Sample message").fill("Please draft a redline for the indemnity clause");
  const ranked = routing.getByRole("list", { name: "Ranked subagents" }).getByRole("listitem");
  await expect(ranked.first()).toHaveAccessibleName("Rank 1: redliner");
  await expect(ranked.first()).toContainText("Matched: draft redline clause");
  await expect(ranked.first()).toContainText(/score \d+\.\d\d/);
  await expect(routing.getByText("A hint from shared words, not the model's decision", { exact: false })).toBeVisible();
  await expect(ranked.filter({ hasText: /^#\d+clause_finder/ })).toContainText(
    "Overlap warning: near-duplicate of clause_locator",
  );
  await expect(ranked.filter({ hasText: /^#\d+clause_locator/ })).toContainText(
    "Overlap warning: near-duplicate of clause_finder",
  );
  await expect(ranked.filter({ hasText: /^#\d+redliner/ })).not.toContainText("Overlap warning");

  await routing.getByLabel("Sample message").fill("bake a sourdough loaf");
  await expect(routing.getByRole("note")).toHaveText(
    /^Nothing matches: no subagent's name and description shares a word with this message/,
  );

  // Brief hints: seed 003's description used as a brief misses all three things.
  const delegation = editor.section("Delegation");
  await delegation
    .getByLabel("Delegation brief (for models)")
    .fill("Thirty years in accounting. I'll untangle your books and make tax season painless.");
  const hints = delegation.getByRole("list", { name: "Brief hints" }).getByRole("listitem");
  await expect(hints).toHaveText([
    /Say what it accepts/,
    /Say what it produces/,
    /Say what it does not accept/,
    /Short \(13 words/,
  ]);
  await delegation
    .getByLabel("Delegation brief (for models)")
    .fill(
      "Accepts: bank statements and scanned invoices from small businesses. Produces: categorized ledgers and filing guidance. Does not accept: audit opinions or cross-border tax.",
    );
  await expect(hints).toHaveText([
    /Says what it accepts/,
    /Says what it produces/,
    /Says what it does not accept/,
    /A sensible length/,
  ]);
  await expect(page.getByRole("button", { name: "Save changes" })).toBeEnabled();

  await routing.getByLabel("Sample message").fill("Please draft a redline for the indemnity clause");
  await expect(ranked.first()).toHaveAccessibleName("Rank 1: redliner");
  await routing.scrollIntoViewIfNeeded();
  await expectAccessible(
    page,
    'section[aria-labelledby="routing-preview-heading"]',
    '[aria-labelledby="brief-hints-heading"]',
  );
  await shoot(page, "studio-routing", { panel: routing, brief: delegation });
});

test("Settings and admin: the roster ranked by brief for the typed message, overlapping briefs flagged beside both", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = await signUpFreshUser(page, "Sam Settings");
  const tag = uniqueSlug("rt");
  const seeded = await seedOwnedExperts(email, [
    { slug: `${tag}-desk`, name: "Aa Desk", delegationBrief: "The main desk." },
    {
      slug: `${tag}-ledger`,
      name: "Ledger Keeper",
      delegationBrief: "Accepts bank statements and invoices from small businesses. Produces categorized ledgers.",
    },
    {
      slug: `${tag}-books`,
      name: "Books Tidy",
      delegationBrief: "Accepts invoices and bank statements from small businesses; produces categorized ledgers.",
    },
    {
      slug: `${tag}-contracts`,
      name: "Contract Checker",
      delegationBrief: "Accepts commercial contracts. Produces a clause-by-clause risk table.",
    },
  ]);
  const main = at(seeded, 0);
  const settings = new DelegationSettingsPage(page);
  await settings.goto();
  await settings.chooseMode("All");
  await settings.save();

  await page.getByLabel("Main Expert").selectOption({ label: "Aa Desk" });
  await page.getByRole("textbox", { name: "Message" }).fill("Can you check the risk in these contracts?");
  const ranked = page.getByRole("list", { name: "Ranked Experts" }).getByRole("listitem");
  await expect(ranked.first()).toHaveAccessibleName("Rank 1: Contract Checker");
  await expect(ranked.first()).toContainText("Matched: risk contracts");
  await expect(ranked.first()).toContainText(`@${tag}-contracts`);
  await expect(page.getByText("A hint from shared words, not the model's decision", { exact: false })).toBeVisible();
  const entry = (name: string) =>
    page
      .getByRole("list", { name: "Ranked Experts" })
      .getByRole("listitem", { name: new RegExp(`^Rank \\d+: ${name}$`) });
  await expect(entry("Ledger Keeper")).toContainText("Overlap warning: near-duplicate of Books Tidy");
  await expect(entry("Books Tidy")).toContainText("Overlap warning: near-duplicate of Ledger Keeper");
  await expect(entry("Contract Checker")).not.toContainText("Overlap warning");
  await expect(page.getByText(/^All 3 Experts fit the delegate list's budget of 4,000 tokens/)).toBeVisible();

  await page.getByRole("textbox", { name: "Message" }).fill("bake a sourdough loaf");
  await expect(page.getByRole("note")).toHaveText(
    /^Nothing matches: no Expert's name, slug and brief shares a word with this message/,
  );
  await page.getByRole("textbox", { name: "Message" }).fill("Can you check the risk in these contracts?");
  await expect(ranked.first()).toHaveAccessibleName("Rank 1: Contract Checker");
  await expectAccessible(page, 'section[aria-labelledby="routing-heading"]');
  await shoot(page, "settings-routing", { panel: page.getByRole("region", { name: "Routing preview" }) });

  // The admin roster explain shows the budget decision and each candidate's relevance.
  const admin = await browser.newContext();
  await signInViaApi(admin, "admin@example.com");
  const adminPage = await admin.newPage();
  const query = new URLSearchParams({
    user: email,
    expert: main.slug,
    message: "Can you check the risk in these contracts?",
  });
  await adminPage.goto(`/admin/roster?${query}`);
  await expect(adminPage.getByRole("heading", { name: "Token budget" })).toBeVisible();
  await expect(adminPage.getByText("Everything fits: no candidate was left out.")).toBeVisible();
  const row = adminPage
    .getByRole("table", { name: "Roster candidates" })
    .getByRole("row")
    .filter({ hasText: "Contract Checker" });
  await expect(row).toContainText(/#1, score \d+\.\d\dmatched: risk, contracts/);
  await expectAccessible(adminPage, 'section[aria-labelledby="budget"]', 'section[aria-labelledby="roster-summary"]');
  await shoot(adminPage, "admin-roster-budget");
  await admin.close();
});
