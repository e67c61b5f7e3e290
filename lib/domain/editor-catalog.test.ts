import { describe, expect, test } from "vitest";
import { at } from "./at-index";
import { MODEL_CATALOG, PLUGINS } from "./catalog";
import { editorCatalog } from "./editor-catalog";
import { BUILTIN_SUMMARIES } from "./subagents/builtin-listing";

describe("editorCatalog", () => {
  test("lists every model, plugin (with its tools) and builtin, in catalog order", () => {
    const catalog = editorCatalog();
    expect(catalog.models).toEqual([...MODEL_CATALOG]);
    expect(catalog.plugins.map((p) => p.id)).toEqual(PLUGINS.map((p) => p.id));
    expect(catalog.plugins.find((p) => p.id === "github")?.tools[0]).toEqual({
      name: "mcp__github__create_issue",
      description: "Open an issue in a repository.",
    });
    expect(catalog.builtins.map((b) => b.name)).toEqual(BUILTIN_SUMMARIES.map((b) => b.name));
  });

  test("is plain data that survives the trip to the browser unchanged", () => {
    const catalog = editorCatalog();
    expect(JSON.parse(JSON.stringify(catalog))).toEqual(catalog);
    expect(Object.isFrozen(at(catalog.plugins, 0).tools)).toBe(false);
  });
});
