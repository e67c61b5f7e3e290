import { describe, expect, test } from "vitest";
import { MAX_SPEC_LENGTH, MAX_SPECS } from "../expert-draft-shape";
import { readDraftExport } from "./export-draft";

describe("readDraftExport", () => {
  test("takes the draft's specs in order and its trimmed name", () => {
    expect(readDraftExport({ specs: ["b", "a"], name: "  Reviewer " })).toEqual({
      ok: true,
      draft: { name: "Reviewer", specs: ["b", "a"] },
    });
    expect(readDraftExport({ specs: [] })).toEqual({ ok: true, draft: { name: null, specs: [] } });
    expect(readDraftExport({ specs: ["x"], name: "   " })).toEqual({ ok: true, draft: { name: null, specs: ["x"] } });
  });

  test.each([
    [null, "Send the draft as a JSON object with a specs list."],
    [["x"], "Send the draft as a JSON object with a specs list."],
    [{}, "The draft's specs must be a list of subagent specs (text)."],
    [{ specs: "x" }, "The draft's specs must be a list of subagent specs (text)."],
    [{ specs: ["ok", 3] }, "Subagent spec 2 is not text."],
    [
      { specs: Array(MAX_SPECS + 1).fill("x") },
      `The draft holds ${MAX_SPECS + 1} subagent specs; an Expert holds at most ${MAX_SPECS}.`,
    ],
    [
      { specs: ["ok", "y".repeat(MAX_SPEC_LENGTH + 1)] },
      "Subagent spec 2 is 64,001 characters of text; a spec holds at most 64,000.",
    ],
    [{ specs: [], name: 5 }, "The draft's name must be text of at most 80 characters."],
    [{ specs: [], name: "n".repeat(81) }, "The draft's name must be text of at most 80 characters."],
  ])("refuses %j with a sentence naming what is wrong", (body, message) => {
    expect(readDraftExport(body)).toEqual({ ok: false, message });
  });
});
