import { describe, expect, test } from "vitest";
import { at } from "./at-index";
import { GLOBAL_TOOLS } from "./catalog";
import {
  AgentToolScope,
  DEFAULT_TEAM_GUARD,
  ToolRestrictionError,
  applyTeamGuard,
  buildToolSurface,
  type TeamGuardSettings,
} from "./tool-surface";

const LEGACY = ["subagent", "subagent_fork", "send_message", "list_agents", "interrupt_agent"];
const guard = (over: Partial<TeamGuardSettings> = {}): TeamGuardSettings => ({
  mode: "enforce",
  markers: ["spawn_teammate"],
  deny: ["subagent", "subagent_fork", "subagent_codex", "subagent_claude_code"],
  ...over,
});
const names = (plugins: string[], teamGuard = guard()) =>
  buildToolSurface({ plugins, teamGuard }).tools.map((t) => t.name);

describe("view() ordering and layers", () => {
  test("global only: the §4.1 global list, all global layer", () => {
    const { tools, toolReport, unknownPlugins } = buildToolSurface({ plugins: [], teamGuard: guard() });
    expect(tools).toEqual(GLOBAL_TOOLS.map((name) => ({ name, layer: "global" })));
    expect(toolReport).toEqual([]);
    expect(unknownPlugins).toEqual([]);
  });

  test.each([
    [
      ["github", "slack"],
      ["mcp__github__create_issue", "mcp__slack__post_message"],
    ],
    [
      ["slack", "github"],
      ["mcp__slack__post_message", "mcp__github__create_issue"],
    ],
  ])("plugins %j come in enabled order, each in catalog order", (plugins, firstOfEach) => {
    const preset = buildToolSurface({ plugins, teamGuard: guard() }).tools.filter((t) => t.layer === "preset");
    expect(at(preset, 0).name).toBe(at(firstOfEach, 0));
    expect(preset.map((t) => t.name).indexOf(at(firstOfEach, 1))).toBeGreaterThan(0);
    expect(preset.every((t) => t.plugin === plugins[0] || t.plugin === plugins[1])).toBe(true);
  });

  test("an own-layer tool takes the place of the inherited tool it shadows; the rest come last", () => {
    const tools = buildToolSurface({ plugins: ["agent-teams", "web-search"], teamGuard: guard({ mode: "off" }) }).tools;
    const at = (name: string) => tools.findIndex((t) => t.name === name);
    expect(tools[at("send_message")]).toEqual({ name: "send_message", layer: "own", plugin: "agent-teams" });
    expect(at("send_message")).toBe(GLOBAL_TOOLS.indexOf("send_message"));
    expect(tools.map((t) => t.name).slice(-6)).toEqual([
      "web_search",
      "spawn_teammate",
      "wait_agent",
      "team_task_create",
      "team_task_list",
      "team_task_update",
    ]);
    expect(new Set(tools.map((t) => t.name)).size).toBe(tools.length);
  });

  test("unknown plugin ids are ignored and listed once; duplicate ids count once", () => {
    const surface = buildToolSurface({ plugins: ["github", "nope", "github", "nope", "Slack"], teamGuard: guard() });
    expect(surface.unknownPlugins).toEqual(["nope", "Slack"]);
    expect(surface.tools.filter((t) => t.name === "mcp__github__get_issue")).toHaveLength(1);
  });

  test("a custom plugin catalog replaces the platform's", () => {
    const catalog = [
      {
        id: "teams",
        name: "Teams",
        description: "",
        layer: "own" as const,
        tools: [{ name: "spawn_teammate", description: "" }],
      },
      {
        id: "kit",
        name: "Kit",
        description: "",
        layer: "preset" as const,
        tools: [{ name: "kit_run", description: "" }],
      },
    ];
    const surface = buildToolSurface({ plugins: ["kit", "teams", "github"], teamGuard: guard(), catalog });
    expect(surface.unknownPlugins).toEqual(["github"]);
    expect(surface.tools.slice(-2)).toEqual([
      { name: "kit_run", layer: "preset", plugin: "kit" },
      { name: "spawn_teammate", layer: "own", plugin: "teams" },
    ]);
    expect(surface.toolReport.map((r) => r.action)).toEqual(["withdrawn", "withdrawn", "not_visible", "not_visible"]);
  });

  test("a name registered twice in inherited layers appears once, first registration wins", () => {
    const scope = new AgentToolScope({
      global: [{ name: "read" }],
      preset: [{ name: "read", plugin: "x" }, { name: "a" }],
    });
    expect(scope.view()).toEqual([
      { name: "read", layer: "global" },
      { name: "a", layer: "preset" },
    ]);
  });
});

describe("restrict()", () => {
  const scope = () =>
    new AgentToolScope({
      global: ["read", "subagent", "send_message"].map((name) => ({ name })),
      preset: [{ name: "subagent_codex", plugin: "one-shot-providers" }],
      own: [
        { name: "send_message", plugin: "agent-teams" },
        { name: "spawn_teammate", plugin: "agent-teams" },
      ],
    });

  test("filters inherited names", () => {
    const s = scope();
    s.restrict({ deny: ["subagent", "subagent_codex"] });
    expect(s.view().map((t) => t.name)).toEqual(["read", "send_message", "spawn_teammate"]);
  });

  test.each([[["frobnicate"]], [["read", "Subagent"]], [["subagent", "nope", "nope2"]]])(
    "throws ToolRestrictionError on names not in the live view (%j) and changes nothing",
    (deny) => {
      const s = scope();
      const before = s.view();
      expect(() => s.restrict({ deny })).toThrow(ToolRestrictionError);
      try {
        s.restrict({ deny });
      } catch (error) {
        expect((error as ToolRestrictionError).names).toEqual(deny.filter((n) => !before.some((t) => t.name === n)));
        expect((error as Error).message).toMatch(/not in this agent's live tool view/);
      }
      expect(s.view()).toEqual(before);
    },
  );

  test("a name already withdrawn is no longer in the live view", () => {
    const s = scope();
    s.restrict({ deny: ["subagent"] });
    expect(() => s.restrict({ deny: ["subagent"] })).toThrow(ToolRestrictionError);
  });

  test.each([["send_message"], ["spawn_teammate"]])("cannot touch the own layer (%s stays, in place)", (name) => {
    const s = scope();
    const before = s.view();
    s.restrict({ deny: [name] });
    expect(s.view()).toEqual(before);
    expect(s.view().find((t) => t.name === name)?.layer).toBe("own");
  });
});

describe("team delegation guard", () => {
  const withdrawnMessage =
    "subagent_fork was withdrawn: this agent is run by Agent Teams (marker spawn_teammate), so legacy delegation tools are removed.";
  const ownMessage =
    "send_message is registered in the agent's own layer (Agent Teams) and cannot be withdrawn; it is not counted as covered.";

  test("default settings", () => {
    expect(DEFAULT_TEAM_GUARD).toEqual(guard());
  });

  test.each([
    ["enforce", ["agent-teams", "one-shot-providers"], ["withdrawn", "withdrawn", "withdrawn", "withdrawn"], false],
    [
      "warn",
      ["agent-teams", "one-shot-providers"],
      ["would_withdraw", "would_withdraw", "would_withdraw", "would_withdraw"],
      true,
    ],
    ["enforce", ["agent-teams"], ["withdrawn", "withdrawn", "not_visible", "not_visible"], false],
    ["off", ["agent-teams", "one-shot-providers"], [], true],
    ["enforce", ["one-shot-providers"], [], true],
    ["warn", [], [], true],
  ] as const)("mode %s with plugins %j → %j", (mode, plugins, actions, legacyKept) => {
    const { tools, toolReport } = buildToolSurface({ plugins: [...plugins], teamGuard: guard({ mode }) });
    expect(toolReport.map((r) => r.action)).toEqual(actions);
    expect(tools.some((t) => t.name === "subagent")).toBe(legacyKept);
    expect(tools.some((t) => t.name === "subagent_fork")).toBe(legacyKept);
  });

  test("enforce messages read as sentences", () => {
    const { toolReport } = buildToolSurface({ plugins: ["agent-teams"], teamGuard: guard() });
    expect(toolReport.find((r) => r.name === "subagent_fork")?.message).toBe(withdrawnMessage);
    expect(toolReport.find((r) => r.name === "subagent_codex")?.message).toMatch(/not visible to this agent/);
  });

  test.each([
    [["subagent"], [["subagent", "withdrawn"]]],
    [
      ["send_message", "subagent"],
      [
        ["send_message", "not_restrictable"],
        ["subagent", "withdrawn"],
      ],
    ],
    [
      ["list_agents", "interrupt_agent"],
      [
        ["list_agents", "not_restrictable"],
        ["interrupt_agent", "not_restrictable"],
      ],
    ],
    [
      ["frobnicate", "subagent", "subagent"],
      [
        ["frobnicate", "not_visible"],
        ["subagent", "withdrawn"],
      ],
    ],
    [[], []],
  ])("custom deny list %j", (deny, expected) => {
    const { tools, toolReport } = buildToolSurface({ plugins: ["agent-teams"], teamGuard: guard({ deny }) });
    expect(toolReport.map((r) => [r.name, r.action])).toEqual(expected);
    for (const name of ["send_message", "list_agents", "interrupt_agent"]) {
      expect(tools.find((t) => t.name === name)?.layer).toBe("own");
    }
    expect(tools.some((t) => t.name === "subagent_fork")).toBe(true);
  });

  test("not_restrictable names the own layer and is never counted as covered", () => {
    const { tools, toolReport } = buildToolSurface({ plugins: ["agent-teams"], teamGuard: guard({ deny: LEGACY }) });
    expect(toolReport.find((r) => r.name === "send_message")).toEqual({
      name: "send_message",
      action: "not_restrictable",
      message: ownMessage,
    });
    expect(tools.filter((t) => LEGACY.includes(t.name)).map((t) => t.name)).toEqual(LEGACY.slice(2));
  });

  test.each([
    [["wait_agent"], true],
    [["nobody", "team_task_list"], true],
    [["bash"], false],
    [["subagent"], false],
    [[], false],
  ])("markers %j count only in the own layer (guard acts: %s)", (markers, acts) => {
    const { toolReport } = buildToolSurface({ plugins: ["agent-teams"], teamGuard: guard({ markers }) });
    expect(toolReport.length > 0).toBe(acts);
    if (acts) expect(at(toolReport, 0).message).toContain(`(marker ${markers.at(-1)})`);
  });

  test("each agent is decided once: a second pass changes nothing and reports the same", () => {
    const scope = new AgentToolScope({
      global: [{ name: "subagent" }, { name: "read" }],
      own: [{ name: "spawn_teammate" }],
    });
    const first = applyTeamGuard(scope, guard());
    const view = scope.view();
    expect(applyTeamGuard(scope, guard({ deny: ["read"] }))).toEqual(first);
    expect(scope.view()).toEqual(view);
    expect(view.map((t) => t.name)).toEqual(["read", "spawn_teammate"]);
  });

  test("an own tool without a plugin is reported without a source", () => {
    const scope = new AgentToolScope({ own: [{ name: "spawn_teammate" }, { name: "subagent" }] });
    expect(at(applyTeamGuard(scope, guard({ deny: ["subagent"] })), 0).message).toBe(
      "subagent is registered in the agent's own layer and cannot be withdrawn; it is not counted as covered.",
    );
  });

  test.each([
    [{}, ["withdrawn", "withdrawn", "not_visible", "not_visible"]],
    [{ mode: "bogus", markers: "spawn_teammate", deny: ["subagent", 7] }, ["withdrawn"]],
    [null, ["withdrawn", "withdrawn", "not_visible", "not_visible"]],
  ])("incomplete stored settings %j take the defaults", (stored, actions) => {
    const teamGuard = stored as unknown as TeamGuardSettings;
    expect(buildToolSurface({ plugins: ["agent-teams"], teamGuard }).toolReport.map((r) => r.action)).toEqual(actions);
  });

  test("off does nothing and leaves the agent undecided", () => {
    const scope = new AgentToolScope({ global: [{ name: "subagent" }], own: [{ name: "spawn_teammate" }] });
    expect(applyTeamGuard(scope, guard({ mode: "off" }))).toEqual([]);
    expect(applyTeamGuard(scope, guard()).map((r) => r.action)).toEqual([
      "withdrawn",
      "not_visible",
      "not_visible",
      "not_visible",
    ]);
  });

  test("enforce withdraws preset-layer legacy names too", () => {
    const visible = names(["agent-teams", "one-shot-providers"]);
    expect(visible).not.toContain("subagent_codex");
    expect(visible).not.toContain("subagent_claude_code");
    expect(visible).toContain("spawn_teammate");
  });
});
