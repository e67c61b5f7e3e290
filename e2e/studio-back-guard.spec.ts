import { expect, test } from "@playwright/test";
import { signInViaApi } from "./support/auth";
import { ExpertEditorPage, StudioListPage } from "./support/studio-pages";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("the browser's Back button in the editor", () => {
  test("with unsaved edits it asks: Stay keeps the edit and asks again next time, Leave goes back", async ({
    page,
    context,
  }) => {
    await signInViaApi(context, "alice@example.com");
    const id = await new StudioListPage(page).createExpert(unique("Back Guard"));
    const description = page.getByLabel("Description (for humans)");
    await description.fill("Typed, not saved.");
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });

    // A section link changes the address without leaving: Back from it is not taken for leaving.
    await page
      .getByRole("navigation", { name: "Editor sections" })
      .getByRole("link", { name: "Subagents", exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/studio/${id}#subagents$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/studio/${id}$`));
    await expect(ask).toBeHidden();

    await page.goBack();
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Stay" }).click();
    await expect(ask).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(`/studio/${id}`);
    await expect(description).toHaveValue("Typed, not saved.");
    await expect(page.getByRole("button", { name: "Save changes" })).toBeEnabled();

    await page.goBack();
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Leave" }).click();
    await page.waitForURL(/\/studio$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Experts" })).toBeVisible();
  });

  test("once the edits are saved, one Back leaves without asking", async ({ page, context }) => {
    await signInViaApi(context, "alice@example.com");
    await new StudioListPage(page).createExpert(unique("Back Saved"));
    await page.getByLabel("Price label").fill("Free");
    await new ExpertEditorPage(page).save();
    await expect(page.getByText("Draft saved.", { exact: true })).toBeVisible();
    await page.goBack();
    await page.waitForURL(/\/studio$/);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("a clean editor leaves on the first Back", async ({ page, context }) => {
    await signInViaApi(context, "alice@example.com");
    await new StudioListPage(page).createExpert(unique("Back Clean"));
    await page.goBack();
    await page.waitForURL(/\/studio$/);
  });
});
