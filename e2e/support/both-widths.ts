import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

export const WIDTHS = [
  [1280, 900],
  [390, 844],
] as const;

/**
 * A screenshot at both widths, axe (no serious or critical violation, no landmark-unique) and no
 * sideways page scroll at each; the page is left at the wide width.
 */
export async function lookAtBothWidths(page: Page, testInfo: TestInfo, name: string, { fullPage = false } = {}) {
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
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
  await page.setViewportSize({ width: WIDTHS[0][0], height: WIDTHS[0][1] });
}
