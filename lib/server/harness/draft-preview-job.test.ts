import { describe, expect, test } from "vitest";
import { PreviewDraftSchema, type PreviewDraft } from "@/lib/domain/expert-draft";
import { fieldErrorsOf } from "@/lib/domain/field-errors";
import { EMPTY_ROSTER_CONTEXT } from "@/lib/domain/injection";
import { PREVIEW_LIMITS, TRACE_LIMITS } from "@/lib/domain/preview-bounds";
import { PREVIEW_INVALID, runDraftPreviewJob, type DraftPreviewJob } from "./draft-preview-job";
import { runPreviewJob } from "./preview-job";

// Issue 23: the preview's body is decoded, parsed and checked on the harness worker, and its answer is
// the JSON the server action answered: the injection runPreviewJob gives, or the same field errors.
const spec = (name: string, tools: string[]) =>
  JSON.stringify({ name, description: `Handles ${name}.`, system_prompt: `You are ${name}.`, tools });

const draft: PreviewDraft = {
  defaultModel: "claude-sonnet-4",
  plugins: ["github"],
  teamGuard: { mode: "enforce", markers: ["spawn_teammate"], deny: ["subagent"] },
  specs: [spec("scanner", ["read", "mcp__github__*"]), spec("broken", ["read_file"]), "{ not json"],
};

const expert = { id: "e1", slug: "one", name: "One" };
const storedSwitches = { readable: true as const, disabled: ["explorer"] };

const job = (body: string | Uint8Array, limits = PREVIEW_LIMITS): DraftPreviewJob => ({
  body: (typeof body === "string" ? new TextEncoder().encode(body) : body).slice().buffer,
  expert,
  storedSwitches,
  context: EMPTY_ROSTER_CONTEXT,
  options: { rosterTokenBudget: 4000 },
  limits,
});

/** What the action answered for the same draft, as JSON text: the injection runPreviewJob builds. */
function expected(sent: PreviewDraft, limits = PREVIEW_LIMITS) {
  const { specs, disabledBuiltins, ...rest } = sent;
  const builtinSwitches = disabledBuiltins ? { readable: true as const, disabled: disabledBuiltins } : storedSwitches;
  const injection = runPreviewJob({
    config: { ...expert, ...rest, builtinSwitches },
    specs,
    context: EMPTY_ROSTER_CONTEXT,
    options: { rosterTokenBudget: 4000 },
    limits,
  });
  return JSON.stringify({ status: "ok", injection });
}

describe("the preview job on the harness worker", () => {
  test("a draft's JSON is answered with the injection, the stored switches used when it has none", () => {
    const answer = runDraftPreviewJob(job(JSON.stringify(draft)));
    expect(answer).toEqual({ status: 200, json: expected(draft) });
    const parsed = JSON.parse(answer.json) as { injection: { builtins: unknown[] } };
    expect(parsed.injection.builtins).toContainEqual({ name: "explorer", enabled: false });
  });

  test("the draft's own switches and the limits asked for are used; keys the schema does not know are dropped", () => {
    const own = { ...draft, disabledBuiltins: [] };
    const answer = runDraftPreviewJob(job(JSON.stringify({ ...own, expertId: "ignored" }), TRACE_LIMITS));
    expect(answer).toEqual({ status: 200, json: expected(own, TRACE_LIMITS) });
  });

  test("a draft the schema refuses gets the action's field errors, under the editor's sentence", () => {
    const bad = { ...draft, specs: "nope", plugins: ["x".repeat(101)] };
    const answer = runDraftPreviewJob(job(JSON.stringify(bad)));
    const refused = PreviewDraftSchema.safeParse(bad);
    expect(refused.success).toBe(false);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.json)).toEqual({
      status: "error",
      code: "bad_request:input",
      message: PREVIEW_INVALID,
      fieldErrors: fieldErrorsOf(refused.error!),
    });
    expect(Object.keys(fieldErrorsOf(refused.error!))).toEqual(["plugins.0", "specs"]);
  });

  test.each([
    ["text that is not JSON", "{ not json", "The draft to preview is not valid JSON: "],
    ["an empty body", "", "The draft to preview is not valid JSON: Unexpected end of JSON input."],
    ["bytes that are not UTF-8", new Uint8Array([0x7b, 0xff, 0x7d]), "The draft to preview is not UTF-8 text."],
  ])("%s is answered 400 with a sentence naming it", (_label, body, sentence) => {
    const answer = runDraftPreviewJob(job(body));
    expect(answer.status).toBe(400);
    const { error } = JSON.parse(answer.json) as { error: string };
    expect(error.startsWith(sentence)).toBe(true);
    expect(error).toMatch(/\.$/);
  });
});
