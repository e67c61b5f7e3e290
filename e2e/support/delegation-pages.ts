import { expect, type Page } from "@playwright/test";
import { searchOn } from "./search";

export class MarketplacePage {
  constructor(private readonly page: Page) {}

  search(text: string) {
    return searchOn(this.page, "/marketplace", "Search Experts", text);
  }

  cards() {
    return this.page.getByRole("list", { name: "Experts" }).getByRole("listitem");
  }

  /** Opens an Expert's page and records a purchased grant. */
  async getAccess(slug: string) {
    await this.page.goto(`/marketplace/${slug}`);
    await this.page.getByRole("button", { name: "Get access" }).click();
    // The action revalidates the page, so the panel itself switches to "You have access".
    await expect(this.page.getByRole("status").filter({ hasText: /You (now )?have access/ })).toBeVisible();
  }
}

export class DelegationSettingsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/settings/delegation");
  }

  async chooseMode(mode: "None" | "All" | "Whitelist") {
    await this.page.getByRole("radio", { name: new RegExp(`^${mode}`) }).check();
  }

  async addToWhitelist(name: string) {
    await this.page.getByLabel("Add an Expert").selectOption({ label: name });
    await this.page.getByRole("button", { name: "Add to whitelist" }).click();
  }

  whitelist() {
    return this.page.getByRole("list", { name: "Whitelist" }).getByRole("listitem");
  }

  async save() {
    await this.page.getByRole("button", { name: "Save delegation settings" }).click();
    await expect(this.page.getByText("Delegation settings saved.")).toBeVisible();
  }

  roster() {
    return this.page.getByRole("list", { name: "Roster" }).getByRole("listitem");
  }

  candidate(ref: string) {
    return this.page
      .getByRole("list", { name: "Every candidate considered" })
      .getByRole("listitem")
      .filter({ hasText: ref });
  }
}
