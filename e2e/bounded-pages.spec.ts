import path from "node:path";
import { deflateRawSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { createPrismaClient } from "../lib/prisma-client";
import { MAX_SPEC_LENGTH, MAX_SPECS } from "../lib/domain/expert-draft-shape";
import { signInViaApi } from "./support/auth";
import { handWrittenZip } from "../tests/support/hand-zip";
import { seedOwnedExpert, uniqueSlug } from "./support/db-fixture";
import { expectAnswering, healthLine, watchHealth } from "./support/health-watch";

// Issue 23, point 4, against the built server: the admin trace of an Expert holding as much as an
// Expert can (500 specs at the per-spec limit, each with many tool globs) is cut to a page's worth
// with a note, and the health endpoint keeps answering meanwhile.
const E2E_DB_URL = `file:${path.join(process.cwd(), ".test-results", "e2e.db")}`;

function spec(i: number): string {
  const tools = Array.from({ length: 120 }, (_, k) => `mcp__tool_${i}_${k}*`);
  const shell = JSON.stringify({ name: `agent-${i}`, description: "Reviews one part.", system_prompt: "", tools });
  return JSON.stringify({
    name: `agent-${i}`,
    description: "Reviews one part.",
    system_prompt: "p".repeat(MAX_SPEC_LENGTH - shell.length),
    tools,
  });
}

test("the admin trace of the largest Expert stays under 1 MB and says what it left out", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const expert = await seedOwnedExpert("dave@example.com", { slug: uniqueSlug("huge-trace"), name: "Huge Trace" });
  const db = createPrismaClient(E2E_DB_URL);
  try {
    await db.subagentSpec.createMany({
      data: Array.from({ length: MAX_SPECS }, (_, position) => ({
        expertId: expert.id,
        position,
        raw: spec(position),
      })),
    });
  } finally {
    await db.$disconnect();
  }
  await signInViaApi(context, "admin@example.com");
  // A small Expert's trace first: the page's code and the trace worker are loaded once per server, not
  // per trace, and that one-time start is not what this measures.
  expect((await page.goto("/admin/experts/e_contract"))?.status()).toBe(200);

  const {
    result: response,
    ms,
    health,
  } = await watchHealth(baseURL!, () => page.goto(`/admin/experts/${expert.id}?version=draft`));

  expect(response?.status()).toBe(200);
  const html = await response!.text();
  await expect(
    page.getByText(/^This trace leaves out [\d,]+ characters of text and [\d,]+ list entries to stay small/),
  ).toBeVisible();
  // The glob work is bounded too (60,000 distinct globs): the trace says how many it left unexpanded.
  await expect(
    page.getByText(
      /^[\d,]+ glob tool entries were not expanded: one resolution compares at most 1,000,000 glob and tool-name pairs/,
    ),
  ).toBeVisible();
  expect(Buffer.byteLength(html)).toBeLessThan(1024 * 1024);
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByText(/^This trace leaves out/).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`trace-note-${width}.png`) });
    const axe = await new AxeBuilder({ page }).include("#specs").analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  }
  console.log(
    `admin trace: ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB of HTML in ${ms} ms (cap: 1 MB, ~1 s); ${healthLine(health)}`,
  );
  expectAnswering("admin trace of the largest Expert", health, ms);
});

test("zip bombs are refused from their central directory while the health endpoint keeps answering", async ({
  context,
  baseURL,
}) => {
  await signInViaApi(context, "alice@example.com");
  // 1,000 entries pointing at one 200 KB block (200 MB nominal) in a 45 KB file.
  const block = { name: "a.md", data: deflateRawSync(Buffer.alloc(200 * 1024, 0x61)), size: 200 * 1024 };
  const overlapping = handWrittenZip(
    [block],
    Array.from({ length: 1000 }, (_, i) => ({ ...block, name: `agents/${i}.md`, at: 0 })),
  );
  // 1,000 small agent files that declare 200 KB each: 200 MB declared, past the 5 MB budget.
  const files = Array.from({ length: 1000 }, (_, i) => ({
    name: `agents/agent-${i}.md`,
    data: deflateRawSync(Buffer.alloc(200 * 1024, 0x62)),
    size: 200 * 1024,
  }));
  const declared = handWrittenZip(files, files);
  const upload = (name: string, bytes: Uint8Array) =>
    context.request.post("/studio/e_contract/import", {
      headers: { origin: new URL(baseURL!).origin },
      multipart: { files: { name, mimeType: "application/zip", buffer: Buffer.from(bytes) } },
    });

  for (const [name, bytes, expected] of [
    [
      "overlapping.zip",
      overlapping,
      (body: unknown) =>
        expect(body).toMatchObject({
          report: {
            files: [
              {
                file: "overlapping.zip",
                status: "refused",
                notes: [{ message: expect.stringContaining("overlap one another") }],
              },
            ],
          },
        }),
    ],
    [
      "declared.zip",
      declared,
      (body: unknown) =>
        expect(body).toEqual({
          error:
            "The subagent files in this import come to more than 5 MB, the most one import takes. Split it into smaller ones.",
        }),
    ],
  ] as const) {
    const { result: response, ms, health } = await watchHealth(baseURL!, () => upload(name, bytes), 20);
    expected(await response.json());
    console.log(
      `${name} (${(bytes.length / 1024).toFixed(0)} KB): answered ${response.status()} in ${ms} ms (target: ~1 s); ${healthLine(health)}`,
    );
    expectAnswering(`zip bomb ${name}`, health, ms);
  }
});
