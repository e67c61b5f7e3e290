import { describe, expect, test } from "vitest";
import { BUILTIN_SUMMARIES } from "./builtin-listing";
import { BUILTIN_SUBAGENTS } from "./builtins";

describe("what the Studio lists of the builtins", () => {
  test("is each builtin's name, description and tools, in catalog order, without its prompt", () => {
    expect(BUILTIN_SUMMARIES).toEqual(
      BUILTIN_SUBAGENTS.map(({ name, description, tools }) => ({ name, description, tools })),
    );
    for (const summary of BUILTIN_SUMMARIES) expect(summary).not.toHaveProperty("system_prompt");
  });
});
