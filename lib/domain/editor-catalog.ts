import { MODEL_CATALOG, PLUGINS } from "./catalog";
import { BUILTIN_SUMMARIES, type BuiltinSummary } from "./subagents/builtin-listing";

// The platform data the editor's form lists. The page hands it over as props, so the tables travel
// in the server-rendered payload instead of in the editor's JavaScript.

export type EditorPlugin = {
  id: string;
  name: string;
  description: string;
  layer: "preset" | "own";
  tools: { name: string; description: string }[];
};
export type EditorCatalog = { models: string[]; plugins: EditorPlugin[]; builtins: BuiltinSummary[] };

export function editorCatalog(): EditorCatalog {
  return {
    models: [...MODEL_CATALOG],
    plugins: PLUGINS.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      layer: p.layer,
      tools: p.tools.map((t) => ({ ...t })),
    })),
    builtins: BUILTIN_SUMMARIES.map((b) => ({ ...b, tools: [...b.tools] })),
  };
}
