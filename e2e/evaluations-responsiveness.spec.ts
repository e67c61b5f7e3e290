import { writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createPrismaClient } from "../lib/prisma-client";
import { signInViaApi } from "./support/auth";
import { seedOwnedExpert, uniqueSlug } from "./support/db-fixture";

// Issue 30: the evaluation page with a full set of 500 cases, driven as a creator would (type a case,
// delete one, add one, edit one, scroll, save, run on the draft), with each interaction's duration read
// from the browser's Event Timing entries and the long tasks around them. On a loaded CI machine only
// what is robust is asserted: every interaction completes and was measured. The figures (longest
// interaction beside its 100 ms target) are printed by `npm run bench:evals-ui`, which runs this spec.
const E2E_DB_URL = `file:${path.join(process.cwd(), ".test-results", "e2e.db")}`;
const SUBAGENTS = 20;
const CASES = 500;

type Timing = { name: string; duration: number; target: string; interactionId: number };
declare global {
  interface Window {
    __timings: Timing[];
    __longTasks: number[];
  }
}

async function seedExpertWithSet(page: Page): Promise<string> {
  const expert = await seedOwnedExpert("dave@example.com", { slug: uniqueSlug("eval-load"), name: "Eval Load" });
  const db = createPrismaClient(E2E_DB_URL);
  try {
    await db.subagentSpec.createMany({
      data: Array.from({ length: SUBAGENTS }, (_, position) => ({
        expertId: expert.id,
        position,
        raw: JSON.stringify({
          name: `agent_${position}`,
          description: `Answers questions about topic${position} and its records.`,
          system_prompt: "Answer.",
          tools: ["read"],
        }),
      })),
    });
  } finally {
    await db.$disconnect();
  }
  // The set goes in through the app's own save (the route the Studio page uses).
  const cases = Array.from({ length: CASES }, (_, i) => ({
    message: `Case ${i}: what changed in the topic${i % SUBAGENTS} records this week, and who asked for it? ${"Some context. ".repeat(8)}`,
    expect: i % 10 === 9 ? { none: true } : { subagent: `agent_${i % SUBAGENTS}` },
  }));
  const saved = await page.context().request.put(`/studio/${expert.id}/evaluations/cases`, { data: { cases } });
  expect(saved.status(), await saved.text()).toBe(200);
  return expert.id;
}

test("the evaluation page with 500 cases: every interaction completes and is measured", async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInViaApi(context, "dave@example.com");
  const expertId = await seedExpertWithSet(page);
  await page.addInitScript(() => {
    window.__timings = [];
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        const target = e.target as HTMLElement | null;
        const interactionId = (e as PerformanceEventTiming & { interactionId?: number }).interactionId ?? 0;
        window.__timings.push({
          name: e.name,
          duration: e.duration,
          interactionId,
          target: target
            ? `${target.tagName.toLowerCase()} ${target.getAttribute("aria-label") ?? target.textContent?.slice(0, 30) ?? ""}`
            : "",
        });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/studio/${expertId}/evaluations`);
  await expect(page.getByRole("heading", { name: /Cases \(500 of at most 500\)/ })).toBeVisible();
  const rows = page.getByRole("table", { name: "Evaluation cases" }).locator("tbody tr");
  const casePages = page.getByRole("navigation", { name: "Pages of cases" });
  await expect(rows).toHaveCount(50);
  await expect(casePages).toContainText("1–50 of 500");
  const phases: Record<string, { from: number; to: number }> = {};
  const phase = async (name: string, work: () => Promise<void>) => {
    const from = await page.evaluate(() => window.__timings.length);
    await work();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    phases[name] = { from, to: await page.evaluate(() => window.__timings.length) };
  };

  await phase("delete a case", async () => {
    await page.getByRole("button", { name: "Delete case 1", exact: true }).click();
    await expect(page.getByRole("heading", { name: /Cases \(499 of at most 500\)/ })).toBeVisible();
  });
  await phase("type a case", async () => {
    const form = page.locator("details", { has: page.getByText("Add a case", { exact: true }) });
    if ((await form.getAttribute("open")) === null) await form.getByText("Add a case", { exact: true }).click();
    await form.getByLabel("Message").click();
    await page.keyboard.type("Where are the topic3 records for March?", { delay: 20 });
    await form.getByLabel("Should be handled by").selectOption({ label: "a subagent" });
    await form.getByLabel("Subagent name").fill("agent_3");
  });
  await phase("add the case", async () => {
    await page.getByRole("button", { name: "Add case", exact: true }).click();
    await expect(page.getByRole("heading", { name: /Cases \(500 of at most 500\)/ })).toBeVisible();
  });
  await phase("filter the cases", async () => {
    const filter = page.getByLabel("Filter cases");
    await filter.click();
    await page.keyboard.type("topic7 records", { delay: 20 });
    await expect(rows).toHaveCount(25);
    await expect(rows.first()).toContainText("Case 7:");
    await filter.fill("");
    await expect(rows).toHaveCount(50);
  });
  await phase("turn pages", async () => {
    await casePages.getByRole("button", { name: "Next" }).click();
    await expect(casePages).toContainText("51–100 of 500");
    await casePages.getByRole("button", { name: "Next" }).click();
    await expect(casePages).toContainText("101–150 of 500");
  });
  await phase("edit a case", async () => {
    await page.getByRole("button", { name: "Edit case 120", exact: true }).click();
    const editor = page.getByRole("heading", { name: "Edit case 120" }).locator("..");
    await editor.getByLabel("Message").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" (edited)", { delay: 20 });
    await editor.getByRole("button", { name: "Update case" }).click();
    await expect(rows.nth(19)).toContainText("(edited)");
  });
  await phase("scroll the list", async () => {
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 2_000);
    await rows.last().scrollIntoViewIfNeeded();
  });
  await phase("save", async () => {
    await page.getByRole("button", { name: "Save cases" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved 500 cases." })).toBeVisible({ timeout: 30_000 });
  });
  await phase("run on the draft", async () => {
    await page.getByRole("button", { name: "Run on the draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Run on the draft: \d+ of 500 pass\.$/ })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole("table", { name: "Cases of this run" }).locator("tbody tr")).toHaveCount(50);
    await expect(page.getByRole("navigation", { name: "Pages of this run's cases" })).toContainText("1–50 of 500");
  });

  const { timings, longTasks } = await page.evaluate(() => ({
    timings: window.__timings,
    longTasks: window.__longTasks,
  }));
  // The observer saw the clicks and key presses it was meant to time (entries under 16 ms are not
  // reported, so only the count of phases with entries, not of entries, is robust).
  expect(timings.length).toBeGreaterThan(0);
  // As INP counts them: the entries of one interaction (a click's pointerdown, pointerup and click;
  // a key's keydown and keyup) share an interactionId, and the interaction lasts its longest entry.
  const interactions = (entries: Timing[]) => {
    const byId = new Map<number, Timing>();
    for (const e of entries)
      if (e.interactionId > 0 && (byId.get(e.interactionId)?.duration ?? -1) < e.duration) byId.set(e.interactionId, e);
    return [...byId.values()];
  };
  const report = Object.entries(phases).map(([name, { from, to }]) => {
    const measured = interactions(timings.slice(from, to));
    const longest = measured.reduce<Timing | null>((a, e) => (a && a.duration >= e.duration ? a : e), null);
    return {
      phase: name,
      events: measured.length,
      longestMs: longest?.duration ?? 0,
      longestEvent: longest ? `${longest.name} on ${longest.target}` : "none of 16 ms or more",
    };
  });
  const out = process.env.BENCH_EVALS_UI_OUT;
  const figures = {
    cases: CASES,
    phases: report,
    longestInteractionMs: Math.max(0, ...interactions(timings).map((t) => t.duration)),
    longestTaskMs: Math.max(0, ...longTasks),
  };
  if (out) writeFileSync(out, JSON.stringify(figures, null, 2));
  for (const p of report)
    console.log(
      `  ${p.phase}: ${Math.round(p.longestMs)} ms (${p.longestEvent}; ${p.events} interactions of 16 ms or more)`,
    );
  console.log(
    `evaluations page, ${CASES} cases: longest interaction ${figures.longestInteractionMs} ms (target ≤ 100 ms), longest task ${figures.longestTaskMs.toFixed(0)} ms`,
  );

  // The filter and the pagers at both widths, and axe on them.
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await casePages.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`cases-pager-${viewport.width}x${viewport.height}.png`) });
    await page.getByRole("navigation", { name: "Pages of this run's cases" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`run-pager-${viewport.width}x${viewport.height}.png`) });
    const { violations } = await new AxeBuilder({ page }).include("main").analyze();
    expect(
      violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`),
    ).toEqual([]);
  }
});
