import { expect, type Page } from "@playwright/test";
import { API_KEY_SCOPE_LABELS, type ApiKeyScope } from "../../lib/domain/api-keys";

type KeyList = "Your API keys" | "Runtime keys" | "Personal keys";

export type NewKey = { name: string; scopes?: ApiKeyScope[]; expiresOn?: string };

/** Settings → API keys and Admin → API keys: one create form, then tables of keys by prefix. */
export class ApiKeysPage {
  constructor(
    private readonly page: Page,
    readonly path: "/settings/api-keys" | "/admin/api-keys" = "/settings/api-keys",
    private readonly base = "",
  ) {}

  async goto() {
    await this.page.goto(`${this.base}${this.path}`);
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  async fill({ name, scopes = ["harness:read"], expiresOn }: NewKey) {
    await this.page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    for (const [scope, label] of Object.entries(API_KEY_SCOPE_LABELS)) {
      await this.page.getByRole("checkbox", { name: label }).setChecked(scopes.includes(scope as ApiKeyScope));
    }
    if (expiresOn) await this.page.getByLabel("Expires on (optional)").fill(expiresOn);
  }

  /** Creates a key and returns it, read from the box that shows it once. */
  async create(key: NewKey): Promise<string> {
    await this.fill(key);
    await this.page
      .getByRole("button", { name: this.path === "/admin/api-keys" ? "Create runtime key" : "Create key" })
      .click();
    // The box of an earlier key may still be open: wait for this key's own.
    await expect(this.page.getByRole("heading", { name: `Copy your new key now: “${key.name}”` })).toBeVisible();
    return this.newKeyField().inputValue();
  }

  newKeyField() {
    return this.page.getByRole("textbox", { name: "Your new key" });
  }

  /** A list of keys: a table from tablet width up, a list of cards on a phone (only one is ever shown). */
  row(text: string, list: KeyList = "Your API keys") {
    const rows = this.page.getByRole("table", { name: list }).getByRole("row");
    const cards = this.page
      .getByRole("list", { name: list, exact: true })
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("term") });
    return rows.or(cards).filter({ hasText: text });
  }

  /** Asks to revoke, reads what the confirmation says it ends, then confirms. */
  async revoke(name: string, prefix: string, table?: KeyList) {
    await this.row(prefix, table)
      .getByRole("button", { name: `Revoke ${name} (${prefix})` })
      .click();
    const dialog = this.page.getByRole("alertdialog", { name: `Revoke “${name}”?` });
    await expect(dialog).toContainText("refused with 401 from its next request, on every instance");
    await dialog.getByRole("button", { name: "Revoke key" }).click();
    await expect(this.row(prefix, table).getByRole("status")).toHaveText(new RegExp(`${prefix}… .*is revoked`));
    await expect(this.row(prefix, table)).toContainText("revoked");
  }
}
