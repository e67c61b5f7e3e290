import { expect, type Page } from "@playwright/test";
import { searchOn } from "./search";

export const ADMIN_PAGES = [
  "/admin",
  "/admin/experts",
  "/admin/experts/e_hr_policy",
  "/admin/roster",
  "/admin/delegations",
  "/admin/audit",
  "/admin/users",
];

export class AdminExpertsPage {
  constructor(private readonly page: Page) {}

  search(q: string) {
    return searchOn(this.page, "/admin/experts", "Name, slug, id or owner email", q);
  }

  async openTrace(name: string) {
    await this.page.getByRole("table", { name: "Experts" }).getByRole("link", { name }).click();
    await expect(this.page.getByRole("heading", { level: 1, name: `Resolution trace: ${name}` })).toBeVisible();
  }

  verdict(specName: string) {
    return this.page
      .getByRole("list", { name: "Subagent verdicts" })
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("heading", { name: specName }) });
  }
}

export class AdminRosterPage {
  constructor(private readonly page: Page) {}

  async explain(user: string, expert: string, message = "") {
    await this.page.goto("/admin/roster");
    await this.page.getByLabel("User (email or id)").fill(user);
    await this.page.getByLabel("Expert (slug or id)").fill(expert);
    await this.page.getByLabel(/^Message/).fill(message);
    await this.page.getByRole("button", { name: "Explain roster" }).click();
  }

  candidateRow(ref: string) {
    return this.page.getByRole("table", { name: "Roster candidates" }).getByRole("row").filter({ hasText: ref });
  }
}

export class AdminDelegationsPage {
  constructor(private readonly page: Page) {}

  async filter(filters: { outcome?: "Any" | "Accepted" | "Failed"; user?: string; expert?: string }) {
    await this.page.goto("/admin/delegations");
    if (filters.outcome) await this.page.getByLabel("Outcome").selectOption({ label: filters.outcome });
    if (filters.user) await this.page.getByLabel("User (email or id)").fill(filters.user);
    if (filters.expert) await this.page.getByLabel("Expert, from or to (slug or id)").fill(filters.expert);
    await this.page.getByRole("button", { name: "Filter" }).click();
  }

  row(text: string) {
    return this.page.getByRole("table", { name: "Delegation requests" }).getByRole("row").filter({ hasText: text });
  }
}

export class AdminUsersPage {
  constructor(private readonly page: Page) {}

  async find(email: string) {
    await this.page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await expect(this.page.getByRole("table", { name: "Users" }).getByText(email)).toBeVisible();
  }

  /** Asks to disable, reads what the confirmation says it ends, then confirms. */
  async disable(email: string) {
    await this.page.getByRole("button", { name: `Disable account: ${email}` }).click();
    const dialog = this.page.getByRole("alertdialog");
    await expect(dialog).toContainText("signed out everywhere");
    await dialog.getByRole("button", { name: `Disable ${email}` }).click();
  }

  row(email: string) {
    return this.page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: email });
  }
}
