import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";

// A static render: no DOM library is installed, so clicking is left to Playwright in the editor.
vi.mock("@/app/studio/[expertId]/subagent-transfer-actions", () => ({ readSubagentFilesAction: vi.fn() }));

const render = async (props: { expertId: string; specs: string[]; onImport: (raws: string[]) => void }) => {
  const { SubagentImportExport } = await import("@/components/studio/subagent-import-export");
  return renderToStaticMarkup(createElement(SubagentImportExport, props));
};

describe("SubagentImportExport", () => {
  test("a labelled multi-file input for .md and .zip, an Import button, a status region and the zip export link", async () => {
    const html = await render({ expertId: "e_tax", specs: ["{}", "{}"], onImport: () => {} });
    const inputId = /<input id="([^"]+)" type="file" multiple=""[^>]*name="files"/.exec(html)?.[1];
    expect(inputId).toBeTruthy();
    expect(html).toContain(`<label for="${inputId}"`);
    expect(html).toContain('accept=".md,.markdown,.zip,text/markdown,application/zip"');
    expect(html).toMatch(/<button type="submit"[^>]*>Import<\/button>/);
    expect(html).toContain('role="status"');
    expect(html).toMatch(/<a href="\/studio\/e_tax\/export" download=""[^>]*>Export all 2 subagents as a .zip<\/a>/);
  });

  test("no export link without specs", async () => {
    const html = await render({ expertId: "e_x", specs: [], onImport: () => {} });
    expect(html).not.toContain("/export");
    expect(html).toContain("No subagents to export yet.");
  });
});
