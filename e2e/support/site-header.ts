import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const SMALL_PHONE = { width: 360, height: 780 };

/** The site header: inline links on wide screens, a Menu button showing a panel of them on narrow ones. */
export class SiteHeader {
  readonly banner: Locator;

  constructor(private readonly page: Page) {
    this.banner = page.getByRole("banner");
  }

  menuButton() {
    return this.banner.getByRole("button", { name: "Menu" });
  }

  nav() {
    return this.banner.getByRole("navigation", { name: "Main" });
  }

  /** The links the navigation shows: on a phone, none until the Menu button opens its panel. */
  menuLinks() {
    return this.nav().getByRole("link");
  }

  async openMenu() {
    await this.menuButton().click();
    await expect(this.menuButton()).toHaveAttribute("aria-expanded", "true");
    await expect(this.menuLinks().first()).toBeVisible();
  }

  signInLink() {
    return this.banner.getByRole("link", { name: "Sign in" });
  }

  /** Every control the header shows right now: links and buttons in the banner. */
  async visibleControls(): Promise<Locator[]> {
    const controls = await this.banner.locator("a, button").all();
    const visible: Locator[] = [];
    for (const c of controls) if (await c.isVisible()) visible.push(c);
    return visible;
  }
}

/** The control is on screen and nothing covers its centre, so a tap there reaches it. */
export async function expectClickable(control: Locator) {
  const label = (await control.innerText()).trim();
  const hit = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      onScreen: r.left >= 0 && r.right <= window.innerWidth && r.width > 0,
      reached: top !== null && (top === el || el.contains(top)),
    };
  });
  expect(hit, `header control "${label}"`).toEqual({ onScreen: true, reached: true });
}

export async function expectNoHorizontalOverflow(page: Page, what: string) {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    size.scrollWidth,
    `${what}: page is ${size.scrollWidth}px wide in a ${size.innerWidth}px viewport`,
  ).toBeLessThanOrEqual(size.innerWidth);
}

export async function expectNoSeriousAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}
