import { expect, test, type Page } from "@playwright/test";
import {
  startFakeModelServer,
  type FakeModelServer,
  type RecordedRequest,
  type ScriptedReply,
} from "../tests/support/fake-model-server";
import { signedInPage } from "./support/auth";
import { DESKTOP, PHONE, expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from "./support/site-header";

// rules §15 in the browser: chat with a draft, read the trace of a dispatch and a delegation, export
// it. The model is a scripted local server on the port playwright.config.ts gave the app.
// Three chats, an export and two axe runs per test: more than the default 30 s on a loaded machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: FakeModelServer;
test.beforeAll(async () => {
  server = await startFakeModelServer(Number(process.env.E2E_MODEL_PORT));
  server.script(reply);
});
test.afterAll(() => server.close());

type Message = { role: string; content: string | null };
const messages = (r: RecordedRequest) => r.body.messages as Message[];
const systemOf = (r: RecordedRequest) => messages(r)[0]?.content ?? "";
const lastUser = (r: RecordedRequest) => [...messages(r)].reverse().find((m) => m.role === "user")?.content ?? "";
const toolResults = (r: RecordedRequest) =>
  messages(r)
    .filter((m) => m.role === "tool")
    .map((m) => m.content ?? "");

/** The model's part: decided from what each request carries, as a real model would read it. */
function reply(request: RecordedRequest): ScriptedReply {
  const system = systemOf(request);
  const results = toolResults(request);
  if (system.startsWith("You extract clauses"))
    return {
      text: "Clause 9.1 (Indemnity): the supplier indemnifies the customer without limit.",
      usage: { input: 120, output: 30 },
    };
  if (system.startsWith("You write release notes"))
    return { text: "## v2.1\n- Faster exports", usage: { input: 200, output: 20 } };
  const user = lastUser(request);
  if (results.length > 0) return { text: `Done. What came back: ${results.at(-1)}`, usage: { input: 300, output: 40 } };
  if (user.includes("indemnit"))
    return {
      toolCalls: [{ name: "Task", input: { subagent: "clause_scanner", task: "Extract every indemnity clause." } }],
      usage: { input: 250, output: 25 },
    };
  if (user.includes("@release-notes-writer"))
    return {
      toolCalls: [{ name: "delegate", input: { to: "release-notes-writer", input: "Write the v2.1 notes." } }],
      usage: { input: 250, output: 25 },
    };
  if (user.includes("search"))
    return {
      toolCalls: [{ name: "web_search", input: { query: "market standard indemnity" } }],
      usage: { input: 250, output: 25 },
    };
  return { text: "Hello! Send me a contract to review.", usage: { input: 100, output: 10 } };
}

async function send(page: Page, message: string) {
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
}

const trace = (page: Page, turn: number) => page.getByRole("list", { name: `Trace of turn ${turn}` });

for (const viewport of [DESKTOP, PHONE]) {
  test(`a creator chats with a draft and reads the dispatch and the delegation in the trace at ${viewport.width} px`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, "alice@example.com", { viewport });
    await page.goto("/studio/e_contract");
    await page.getByRole("link", { name: "Try it in the playground" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Playground: Contract Reviewer" })).toBeVisible();
    await expect(page.getByText(/answered by an OpenAI-compatible server at http:\/\/127\.0\.0\.1:/)).toBeVisible();
    const picker = page.getByLabel("Version to run");
    await expect(picker).toHaveValue("draft");
    await expect(picker.locator("option").nth(1)).toHaveText(/^Live v\d+ \(current\)$/);

    await send(page, "Check the indemnities in this NDA.");
    await expect(page.getByTestId("answer").first()).toHaveText(
      "Done. What came back: Clause 9.1 (Indemnity): the supplier indemnifies the customer without limit.",
    );
    const first = trace(page, 1);
    await expect(first.getByRole("listitem")).toHaveCount(5);
    await expect(first.getByRole("listitem").nth(1)).toContainText(
      "Subagent dispatch · main · Task → clause_scanner (kept)",
    );
    const dispatch = first.getByRole("listitem").nth(1);
    await dispatch.getByText("Subagent dispatch").click();
    await expect(dispatch.getByText("Tools offered: read, grep, glob")).toBeVisible();
    await expect(dispatch.getByText(/^Build report: kept/)).toBeVisible();
    await expect(first.getByRole("listitem").nth(2)).toContainText(
      "Model call · Task: clause_scanner · claude-haiku-4 · 120 in / 30 out",
    );
    await expect(page.getByText("This turn: 765 tokens (670 in / 95 out) · 3 model calls")).toBeVisible();

    await send(page, "Ask @release-notes-writer for the v2.1 notes.");
    await expect(page.getByTestId("answer").nth(1)).toHaveText("Done. What came back: ## v2.1\n- Faster exports");
    const second = trace(page, 2);
    await expect(second.getByRole("listitem").nth(1)).toContainText(
      "Delegation accepted · main · delegate → release-notes-writer",
    );
    const delegation = second.getByRole("listitem").nth(1);
    await delegation.getByText("Delegation accepted").click();
    await expect(delegation.getByText(/Roster decision: Roster: kept \(via mention\)/)).toBeVisible();
    await expect(second.getByRole("listitem").nth(2)).toContainText(
      "Model call · delegate: release-notes-writer · claude-sonnet-4",
    );

    await send(page, "Can you search for the market standard?");
    const third = trace(page, 3);
    await expect(third.getByRole("listitem").nth(1)).toContainText("Tool call, not executed · main · web_search");
    const notRun = third.getByRole("listitem").nth(1);
    await notRun.getByText("Tool call, not executed").click();
    await expect(notRun.getByLabel("Result given to the model")).toContainText(
      "The web_search tool is not available in the playground",
    );

    // The server saw the subagent's own prompt and only its granted tools.
    const dispatched = server.requests.filter((r) => systemOf(r).startsWith("You extract clauses")).at(-1)!;
    expect((dispatched.body.tools as { function: { name: string } }[]).map((t) => t.function.name)).toEqual([
      "read",
      "grep",
      "glob",
    ]);

    await expectNoHorizontalOverflow(page, `playground at ${viewport.width}`);
    await expectNoSeriousAxeViolations(page, `playground at ${viewport.width}`);
    await page.screenshot({ path: test.info().outputPath(`playground-${viewport.width}.png`), fullPage: true });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export JSON" }).click();
    const file = await (await download).path();
    const exported = JSON.parse(await import("node:fs").then((fs) => fs.readFileSync(file, "utf8")));
    expect(exported).toMatchObject({
      format: "expert-studio.playground/1",
      expert: { slug: "contract-review" },
      version: "draft",
    });
    expect(exported.turns).toHaveLength(3);
    expect(exported.turns[1].trace.find((e: { type: string }) => e.type === "delegation")).toMatchObject({
      to: "release-notes-writer",
      outcome: "accepted",
    });
    await page.context().close();
  });
}

test("a user runs a live Expert they have access to from its marketplace page; others get a 404", async ({
  browser,
}) => {
  const page = await signedInPage(browser, "bob@example.com", { viewport: PHONE });
  await page.goto("/marketplace/sql-analyst");
  await page.getByRole("link", { name: "Try it in the playground" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Playground: SQL Analyst" })).toBeVisible();
  await expect(page.getByText("Runs the live version.")).toBeVisible();
  await send(page, "Hi there");
  await expect(page.getByTestId("answer")).toHaveText("Hello! Send me a contract to review.");
  await expect(page.getByText("Today: ")).toContainText(/Today: [1-9]/);
  await expectNoSeriousAxeViolations(page, "marketplace playground");
  expect((await page.goto("/studio/e_contract/playground"))?.status()).toBe(404);
  expect((await page.goto("/marketplace/hr-policy-assistant/playground"))?.status()).toBe(404);
  await page.context().close();
});
