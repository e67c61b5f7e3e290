import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { createPrismaClient } from "../lib/prisma-client";
import { MAX_SPEC_LENGTH, MAX_SPECS } from "../lib/domain/expert-draft-shape";
import { signedInPage } from "./support/auth";
import { seedOwnedExpert, uniqueSlug } from "./support/db-fixture";
import { expectAnswering, healthLine, watchHealth } from "./support/health-watch";
import { callServerAction, serverActionId } from "./support/server-action";

// Issue 23, point 2, against the built server: the largest draft the schema takes (500 specs of
// 64,000 characters each) saves and previews as the editor sends them (the save action with one JSON
// string, where React's decoder refused it as an object past ~1,000,000 characters; the preview's
// route with the draft as its JSON body).
const E2E_DB_URL = `file:${path.join(process.cwd(), ".test-results", "e2e.db")}`;

/** A spec whose text is exactly the per-spec limit. */
function specAtLimit(i: number, tools: string[] = ["read"]): string {
  const shell = JSON.stringify({ name: `agent-${i}`, description: "Reviews one part.", system_prompt: "", tools });
  const spec = JSON.stringify({
    name: `agent-${i}`,
    description: "Reviews one part.",
    system_prompt: "x".repeat(MAX_SPEC_LENGTH - shell.length),
    tools,
  });
  expect(spec.length).toBe(MAX_SPEC_LENGTH);
  return spec;
}

/** The editor's preview: the draft's JSON to POST /studio/<id>/preview, from the signed-in page. The answer's text. */
async function previewOf(page: Page, expertId: string, draftJson: string): Promise<string> {
  const response = await page.request.post(`/studio/${expertId}/preview`, {
    headers: { "content-type": "application/json" },
    data: draftJson,
  });
  expect(response.headers()["content-type"]).toBe("application/json");
  return response.text();
}

test("a draft of 500 specs at the per-spec limit saves and previews", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, "carol@example.com");
  const expert = await seedOwnedExpert("carol@example.com", { slug: uniqueSlug("large-draft"), name: "Large Draft" });
  const specs = Array.from({ length: MAX_SPECS }, (_, i) => specAtLimit(i));
  const draft = {
    name: "Large Draft",
    slug: expert.slug,
    description: "Holds as much as an Expert can.",
    priceLabel: null,
    instructions: "",
    defaultModel: "claude-sonnet-4",
    plugins: [],
    delegatable: true,
    delegationBrief: null,
    teamGuard: { mode: "off", markers: [], deny: [] },
    specs,
  };

  const { defaultModel, plugins, teamGuard } = draft;
  const preview = await previewOf(page, expert.id, JSON.stringify({ defaultModel, plugins, teamGuard, specs }));
  expect(preview).toContain('"status":"ok"');
  expect(preview).toContain("This preview leaves out");
  // The answer shows what the draft does without carrying all 32 MB of it back.
  expect(Buffer.byteLength(preview)).toBeLessThan(5 * 1024 * 1024);
  console.log(
    `preview answer: ${(Buffer.byteLength(preview) / 1024 / 1024).toFixed(2)} MB for ${(specs.join("").length / 1024 / 1024).toFixed(1)} MB of specs (cap: 5 MB)`,
  );

  const saveId = serverActionId("lib/actions/expert-edits.ts", "saveExpertAction");
  const saved = await callServerAction(page.request, `/studio/${expert.id}`, saveId, [
    JSON.stringify({ ...draft, expertId: expert.id, version: 1 }),
  ]);
  expect(saved).toContain('"status":"ok"');
  expect(saved).toContain('"version":2');

  const db = createPrismaClient(E2E_DB_URL);
  try {
    const stored = await db.subagentSpec.findMany({
      where: { expertId: expert.id },
      orderBy: { position: "asc" },
      select: { raw: true },
    });
    expect(stored).toHaveLength(MAX_SPECS);
    expect(stored.map((s) => JSON.parse(s.raw).name)).toEqual(specs.map((_, i) => `agent-${i}`));
  } finally {
    await db.$disconnect();
  }
  await page.context().close();
});

/**
 * 120 distinct globs: half match many of the tools of every plugin (long lists of matches), half
 * match none (each dropped with its suggestions).
 */
const LETTERS = "aeiorstnlcu";
const HEAVY_GLOBS = [
  ...Array.from(
    { length: 60 },
    (_, g) => `*${LETTERS[g % LETTERS.length]}*${LETTERS[Math.floor(g / LETTERS.length)]}*`,
  ),
  ...Array.from({ length: 60 }, (_, g) => `mcp__nothing_${g}__*`),
];

// Issue 23, point 4: the heaviest preview a draft can ask for (500 specs at the per-spec limit, each
// with 120 distinct globs against every plugin's tools) answers in a bounded size, every spec keeps its
// verdict, and the health endpoint keeps answering meanwhile (`npm run bench:health` says how fast): the draft is resolved on the
// harness worker, off the thread that answers it.
test("a glob-heavy draft of 500 specs previews in a bounded answer", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const page = await signedInPage(browser, "carol@example.com");
  const expert = await seedOwnedExpert("carol@example.com", { slug: uniqueSlug("glob-heavy"), name: "Glob Heavy" });
  const specs = Array.from({ length: MAX_SPECS }, (_, i) => specAtLimit(i, HEAVY_GLOBS));
  const input = JSON.stringify({
    defaultModel: "claude-sonnet-4",
    plugins: ["github", "slack", "postgres", "web-search", "linear", "sentry"],
    teamGuard: { mode: "off", markers: [], deny: [] },
    specs,
  });
  // A first preview loads the route's code once per server; that one-time start is not what this measures.
  await previewOf(page, expert.id, JSON.stringify({ ...JSON.parse(input), specs: specs.slice(0, 1) }));

  const { result: preview, ms, health } = await watchHealth(baseURL!, () => previewOf(page, expert.id, input));

  expect(preview).toContain('"status":"ok"');
  expect(preview).toMatch(/This preview leaves out [\d,]+ characters of text and [\d,]+ list entries to stay small/);
  expect(preview).toContain("list entries after 5,000 in all");
  // Every spec keeps its verdict, which marks its card in the editor.
  for (const i of [0, 1, MAX_SPECS - 1]) expect(preview).toContain(`"index":${i},"name":"agent-${i}"`);
  expect(Buffer.byteLength(preview)).toBeLessThan(5 * 1024 * 1024);
  console.log(
    `glob-heavy preview: ${(Buffer.byteLength(preview) / 1024 / 1024).toFixed(2)} MB in ${ms} ms (cap: 5 MB, ~1 s of CPU); ${healthLine(health)}`,
  );
  expectAnswering("glob-heavy draft preview (33 MB)", health, ms);
  await page.context().close();
});
