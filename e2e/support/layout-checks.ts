import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Scrolls the control to the middle of the viewport and checks that a click at its centre lands
 * on it: document.elementFromPoint there is the control or inside it (nothing covers it).
 */
export async function expectClickable(control: Locator, label: string) {
  await expect(control, `${label} is visible`).toBeVisible();
  const hit = await control.evaluate((element) => {
    element.scrollIntoView({ block: "center", inline: "center" });
    const box = element.getBoundingClientRect();
    const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      ok: found !== null && (found === element || element.contains(found)),
      found: found ? `${found.tagName}.${found.className}`.slice(0, 120) : "nothing",
    };
  });
  expect(hit.ok, `${label}: the centre hits ${hit.found}`).toBe(true);
}

/**
 * Nothing inside `scope` reaches past the right edge of the viewport, and the scope itself does not
 * scroll sideways. (The site header is checked by the all-pages layout spec, which owns it.)
 */
export async function expectNoHorizontalOverflow(page: Page, scope = "main") {
  const widths = await page.evaluate((selector) => {
    const root = document.querySelector(selector)!;
    const scrollsSideways = (e: Element | null): boolean =>
      e !== null &&
      e !== root &&
      (["auto", "scroll"].includes(getComputedStyle(e).overflowX) || scrollsSideways(e.parentElement));
    const wide = [root, ...root.querySelectorAll("*")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      // Content of a region that scrolls sideways on its own (a wide table) may extend past the edge.
      .filter((e) => !scrollsSideways(e.parentElement))
      .slice(0, 5)
      .map((e) => `${e.tagName}#${e.id}.${String(e.className).slice(0, 60)}`);
    return { scroll: root.scrollWidth, viewport: window.innerWidth, wide };
  }, scope);
  expect(widths.wide, "elements past the right edge").toEqual([]);
  expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
}
