import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { choiceOfToolCalls, judgeTools } from "./model-judge";

const offered = { subagents: ["sql_writer", "chart_maker"], experts: ["contract-review"] };

describe("choiceOfToolCalls", () => {
  test.each([
    [
      "Task to a kept subagent",
      [{ name: "Task", input: { subagent_type: "sql_writer", prompt: "x" } }],
      "subagent:sql_writer",
    ],
    [
      "delegate by slug, with @ and capitals",
      [{ name: "delegate", input: { to: "@Contract-Review", input: "x" } }],
      "delegate:contract-review",
    ],
    [
      "only the first call counts",
      [
        { name: "read", input: {} },
        { name: "Task", input: { subagent_type: "sql_writer" } },
      ],
      "none",
    ],
    ["a subagent that is not kept", [{ name: "Task", input: { subagent_type: "ghost" } }], "none"],
    ["an Expert that is not offered", [{ name: "delegate", input: { to: "tax-helper" } }], "none"],
    ["no call at all", [], "none"],
    ["a call without an object input", [{ name: "Task", input: "sql_writer" }], "none"],
  ])("%s", (_label, calls, chosen) => {
    expect(choiceOfToolCalls(calls, offered)).toBe(chosen);
  });
});

test("judgeTools offers Task and delegate with the names as enums, then the surface once each", () => {
  const tools = judgeTools({
    tools: [{ name: "read" }, { name: "read" }, { name: "grep" }],
    subagents: [{ name: "sql_writer" }],
    roster: [{ slug: "contract-review" }],
  });
  expect(tools.map((t) => t.name)).toEqual(["Task", "delegate", "read", "grep"]);
  expect((at(tools, 0).parameters.properties as Record<string, { enum?: string[] }>).subagent_type?.enum).toEqual([
    "sql_writer",
  ]);
  expect(judgeTools({ tools: [], subagents: [], roster: [] })).toEqual([]);
});
