import { describe, expect, it } from "vitest";
import { DROP_CODES } from "./subagents/resolve-subagents";
import { dropWords, toolWords } from "./verdict-words";

describe("verdict words", () => {
  it("says why a spec or a tool is dropped without the harness's codes", () => {
    for (const code of DROP_CODES) {
      expect(dropWords(code)).not.toMatch(/_/);
    }
    expect(dropWords("zero_tools")).toBe("no usable tools");
    expect(toolWords("unknown_tool")).toBe("no tool of that name here");
    expect(toolWords(undefined)).toBe("not granted");
  });
});
