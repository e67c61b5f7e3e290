import { expect, type Locator, type Page } from "@playwright/test";

export class StudioListPage {
  constructor(private readonly page: Page) {}

  /** Creates an Expert through the form (slug as suggested) and returns its id from the editor URL. */
  async createExpert(name: string): Promise<string> {
    await this.page.goto("/studio");
    await this.page.getByLabel("Name").fill(name);
    await expect(this.page.getByLabel("Slug")).not.toHaveValue("");
    await this.page.getByRole("button", { name: "Create Expert" }).click();
    await this.page.waitForURL(/\/studio\/[^/]+$/);
    return new URL(this.page.url()).pathname.split("/").pop()!;
  }
}

export class ExpertEditorPage {
  readonly preview: Locator;
  readonly saveState: Locator;

  constructor(private readonly page: Page) {
    this.preview = page.getByRole("complementary", { name: "Live preview" });
    this.saveState = page
      .getByRole("status")
      .filter({ hasText: /Saved|saved|Unsaved|Saving|changed in another tab|fix|Kept your changes/ });
  }

  async goto(expertId: string) {
    await this.page.goto(`/studio/${expertId}`);
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  section(name: string) {
    return this.page.getByRole("region", { name, exact: true });
  }

  subagent(n: number) {
    return this.page.getByRole("listitem", { name: `Subagent ${n}` });
  }

  /** Cards arrive closed (new ones open): opens card n if it is closed and waits for its form. */
  async openSubagent(n: number) {
    const card = this.subagent(n);
    const expander = card.getByRole("button", { name: new RegExp(`^#${n} `) });
    if ((await expander.getAttribute("aria-expanded")) === "false") await expander.click();
    await expect(card.getByRole("tab", { name: "Form" })).toBeVisible();
    return card;
  }

  async addSubagent(spec: { name: string; description: string; prompt: string; tools: string[] }) {
    await this.section("Subagents").getByRole("button", { name: "Add subagent" }).click();
    const card = this.page.getByRole("listitem", { name: /^Subagent \d+$/ }).last();
    await card.getByLabel("Name").fill(spec.name);
    await card.getByLabel("Description").fill(spec.description);
    await card.getByLabel("System prompt").fill(spec.prompt);
    for (const tool of spec.tools) {
      await card.getByRole("combobox", { name: "Add tool" }).fill(tool);
      await card.getByRole("combobox", { name: "Add tool" }).press("Enter");
    }
    return card;
  }

  /** Opens the Claude Code panel (its code loads then) and returns its region. */
  async openImportExport() {
    const region = this.page.getByRole("region", { name: "Import and export (Claude Code)" });
    await region.getByRole("button", { name: "Open import and export" }).click();
    await expect(region.getByRole("button", { name: "Import", exact: true })).toBeVisible();
    return region;
  }

  builtinSwitch(name: string) {
    return this.page.getByRole("switch", { name: `Builtin ${name}` });
  }

  async save() {
    await this.page.getByRole("button", { name: "Save changes" }).click();
  }

  /** Below 1280 px the preview is a drawer opened from the save bar. */
  async openPreviewIfDrawer() {
    const button = this.page.getByRole("button", { name: "Preview", exact: true });
    // Wide screens show the preview beside the form; narrow ones a Preview button. Wait for either, so a
    // page still loading is not taken for a wide one.
    await expect(this.preview.or(button).first()).toBeVisible();
    if (await this.preview.isVisible()) return;
    // A press before the page has hydrated opens nothing: press again until the drawer is there.
    await expect(async () => {
      if (!(await this.preview.isVisible())) await button.click();
      await expect(this.preview).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
}

export const STALE_SAVE_MESSAGE = "This Expert was changed in another tab — reload to see the latest.";

/**
 * A new Expert open in two editors (two tabs, or two app instances): `first` saves a description,
 * then `second` saves its own stale one and is refused. Returns `second`'s editor, showing the conflict.
 */
export async function saveThenStaleSave(
  first: Page,
  second: Page,
  expertId: string,
  descriptions: { saved: string; stale: string },
) {
  const stale = new ExpertEditorPage(second);
  await stale.goto(expertId);
  await first.getByLabel("Description (for humans)").fill(descriptions.saved);
  await new ExpertEditorPage(first).save();
  await expect(first.getByText("Draft saved.")).toBeVisible();
  await second.getByLabel("Description (for humans)").fill(descriptions.stale);
  await stale.save();
  await expect(second.getByText(STALE_SAVE_MESSAGE)).toBeVisible();
  return stale;
}
