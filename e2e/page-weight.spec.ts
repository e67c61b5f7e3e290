import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { measurePages, type IdleRecord } from "../scripts/page-js-size";
import { signInViaApi } from "./support/auth";
import { PAGES } from "./support/page-list";
import { DESKTOP, PHONE } from "./support/site-header";

// `npm run size:pages` runs this file and reads what it records (PAGE_WEIGHT_OUT, a folder): every
// script each page fetches until the network is idle, without any interaction, at both widths.
const QUIET_MS = 1_500; // past the editor's debounced previews, whose answers can fetch a lazy chunk

async function recordWidth(browser: Browser, viewport: { width: number; height: number }): Promise<IdleRecord[]> {
  const firstLoad = new Map(
    measurePages(path.join(process.cwd(), ".next")).map((p) => [p.route, p.scripts.map((s) => s.file)]),
  );
  const polyfills = (
    JSON.parse(readFileSync(path.join(process.cwd(), ".next", "build-manifest.json"), "utf8")) as {
      polyfillFiles: string[];
    }
  ).polyfillFiles;
  const records: IdleRecord[] = [];
  for (const c of PAGES) {
    const context = await browser.newContext({ viewport });
    if (c.user) await signInViaApi(context, c.user);
    const page = await context.newPage();
    const files: string[] = [];
    page.on("response", (r) => {
      const url = new URL(r.url());
      if (r.request().resourceType() === "script" && url.pathname.startsWith("/_next/"))
        files.push(decodeURIComponent(url.pathname.slice("/_next/".length)));
    });
    const response = await page.goto(c.path, { waitUntil: "load" });
    expect(response?.status(), c.path).toBe(200);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(QUIET_MS);
    await page.waitForLoadState("networkidle");
    // Chromium skips only the noModule polyfills of what the HTML names: the count starts from the first load.
    const modernFirstLoad = (firstLoad.get(c.route) ?? []).filter((f) => !polyfills.includes(f));
    expect(modernFirstLoad.length, c.route).toBeGreaterThan(0);
    expect(files, `${c.path} at ${viewport.width} px`).toEqual(expect.arrayContaining(modernFirstLoad));
    records.push({ route: c.route, width: viewport.width, files: [...new Set(files)] });
    await context.close();
  }
  return records;
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`every page's scripts until the network is idle at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const records = await recordWidth(browser, viewport);
    expect(records).toHaveLength(PAGES.length);
    const out = process.env.PAGE_WEIGHT_OUT;
    if (out) {
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, `${viewport.width}.json`), JSON.stringify(records));
    }
    await test.info().attach(`scripts-${viewport.width}.json`, {
      body: JSON.stringify(records, null, 2),
      contentType: "application/json",
    });
  });
}
