import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { DESKTOP, PHONE } from "./site-header";

const WIDTHS = [DESKTOP, PHONE];

/**
 * A screenshot at both widths, axe (no serious or critical violation, no landmark-unique) and no
 * sideways page scroll at each; the page is left at the wide width.
 */
export async function lookAtBothWidths(page: Page, testInfo: TestInfo, name: string, { fullPage = false } = {}) {
  for (const size of WIDTHS) {
    const { width } = size;
    await page.setViewportSize(size);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width}: page width`,
    ).toBeLessThanOrEqual(width);
    const axe = await new AxeBuilder({ page }).analyze();
    const bad = axe.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical" || v.id === "landmark-unique",
    );
    expect(
      bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `${name} at ${width}`,
    ).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}
