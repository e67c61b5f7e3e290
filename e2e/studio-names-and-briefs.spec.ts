import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInViaApi } from "./support/auth";
import { ExpertEditorPage, StudioListPage } from "./support/studio-pages";

const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

test("a subagent name with a slash or an emoji is refused, naming the character; a plain name saves", async ({
  page,
  context,
}) => {
  test.slow();
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(unique("Name Rules"));
  const editor = new ExpertEditorPage(page);
  await editor.addSubagent({ name: "code/reviewer", description: "Reviews.", prompt: "Review.", tools: ["read"] });
  await editor.save();
  const panel = page.getByRole("region", { name: /problems? stops? the save/ });
  await expect(panel).toContainText("Subagent 1: The name “code/reviewer” contains “/”.");
  await editor.subagent(1).getByLabel("Name").fill("reviewer🚀");
  await editor.save();
  await expect(panel).toContainText("contains the emoji 🚀");
  await editor.subagent(1).getByLabel("Name").fill("code-reviewer");
  await editor.save();
  await expect(editor.saveState).toContainText("Draft saved.");
});

test("an Arabic brief gets a note instead of English hints, and its field reads right to left", async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await signInViaApi(context, "alice@example.com");
  await new StudioListPage(page).createExpert(unique("Arabic Brief"));
  const brief = page.getByLabel("Delegation brief (for models)");
  await expect(brief).toHaveAttribute("dir", "auto");
  await brief.fill("يقبل: كشوف الحسابات البنكية والفواتير. ينتج: دفاتر مصنفة وإرشادات الإيداع. لا يقبل: آراء التدقيق.");
  const hints = page.getByRole("list", { name: "Brief hints" });
  await expect(hints).toContainText("The phrase checks read English only");
  await expect(hints).not.toContainText("Say what it accepts");
  await hints.scrollIntoViewIfNeeded();
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await brief.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`arabic-brief-${width}.png`) });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`),
      `${width}`,
    ).toEqual([]);
  }
});
