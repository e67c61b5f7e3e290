import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";

// A static render: no DOM library is installed, so uploading and clicking are left to Playwright.
const render = async (specs: string[]) => {
  const { SubagentImportExport } = await import("@/components/studio/subagent-import-export");
  return renderToStaticMarkup(createElement(SubagentImportExport, { expertId: "e_tax", specs, onImport: () => {} }));
};
const spec = (name: string) => JSON.stringify({ name, description: "d", system_prompt: "p", tools: ["read"] });

describe("SubagentImportExport", () => {
  test("labelled inputs for files and a folder, an Import button, a status region and the zip export of the draft", async () => {
    const html = await render([spec("a")]);
    const inputId = /<input id="([^"]+)" type="file" multiple=""[^>]*name="files"/.exec(html)?.[1];
    expect(inputId).toBeTruthy();
    expect(html).toContain(`<label for="${inputId}"`);
    expect(html).toContain('accept=".md,.markdown,.zip,text/markdown,application/zip"');
    expect(html).toMatch(/<input id="[^"]+" type="file" multiple="" webkitdirectory=""[^>]*name="folder"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Import<\/button>/);
    expect(html).toContain('role="status"');
    expect(html).toMatch(/<button type="button"[^>]*>Export the draft&#x27;s subagents as a .zip<\/button>/);
  });

  test("single-file export lists the draft's specs by position and name", async () => {
    const html = await render([spec("sql-pro"), "{broken"]);
    expect(html).toContain("One subagent of the draft, as on screen, as a .md file");
    expect(html).toContain(">1. sql-pro</option>");
    expect(html).toContain(">2. (no name)</option>");
    expect(html).toContain(">Download .md</button>");
  });

  test("without specs there is nothing to export one by one", async () => {
    expect(await render([])).toContain("No subagents to export yet.");
  });
});
