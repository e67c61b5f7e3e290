// What the Studio shows of each builtin subagent: name, description and tools. Their system
// prompts stay in builtins.ts, which only the server reads, so the editor's page does not carry them.

export type BuiltinSummary = { name: string; description: string; tools: readonly string[] };

export const BUILTIN_SUMMARIES: readonly BuiltinSummary[] = Object.freeze([
  {
    name: "explorer",
    description:
      "Explores the codebase without changing it: finds where things are defined, how modules connect and which files matter for a task. Dispatch it before working in unfamiliar code.",
    tools: ["read", "grep", "glob"],
  },
  {
    name: "code-reviewer",
    description:
      "Reviews a change or a set of files for bugs, risky patterns and unclear code, and reports findings ranked by severity. Dispatch it after an edit and before calling the work done.",
    tools: ["read", "grep", "glob"],
  },
  {
    name: "test-runner",
    description:
      "Runs the project's tests, or the subset that matters, and reports what failed and why. Dispatch it to check a change or to reproduce a failure.",
    tools: ["read", "grep", "bash"],
  },
  {
    name: "fixer",
    description:
      "Makes a focused code change to fix a described bug or failing test, then checks that the fix works. Dispatch it with a precise problem statement.",
    tools: ["read", "edit", "write", "bash"],
  },
  {
    name: "ui-designer",
    description:
      "Designs and builds user-interface pieces (layouts, components, styles) that follow the project's conventions and accessibility practice. Dispatch it for visual or interaction work.",
    tools: ["read", "write", "edit", "web_fetch"],
  },
]);
