// Runs inside the harness worker (see trace-job.ts for why there is no `server-only` here).
import { PreviewDraftSchema } from "@/lib/domain/expert-draft";
import { fieldErrorsOf } from "@/lib/domain/field-errors";
import type { Injection, InjectionOptions, RosterContext } from "@/lib/domain/injection";
import type { InjectionBounds } from "@/lib/domain/preview-bounds";
import type { BuiltinSwitchState } from "@/lib/domain/subagents/builtins";
import type { ActionResult } from "@/lib/server/action";
import { runPreviewJob, type ConfigWithoutSpecs } from "./preview-job";

/** The sentence above a draft's field errors, as the editor has always shown it. */
export const PREVIEW_INVALID = "The draft cannot be previewed yet.";

/**
 * The Studio's preview of an unsaved draft, as its request sent it: the body's bytes, handed over
 * (transferred, not copied) by the thread that checked who asks and read the small things below.
 */
export type DraftPreviewJob = {
  /** The request's body: the draft as JSON (PreviewDraftSchema), UTF-8. */
  body: ArrayBuffer;
  expert: Pick<ConfigWithoutSpecs, "id" | "slug" | "name">;
  /** The Expert's stored builtin switches, used when the draft does not carry its own. */
  storedSwitches: BuiltinSwitchState;
  context: RosterContext;
  /** The roster budget; the plugin catalog is always the platform's. */
  options: Pick<InjectionOptions, "rosterTokenBudget">;
  limits: InjectionBounds;
};

/**
 * The answer as the route sends it, already JSON: `{ status: "ok", injection }`, the draft's field
 * errors (400, in the shape the editor reads), or a body that is not a JSON draft (400, `{ error }`).
 */
export type DraftPreviewAnswer = { status: 200 | 400; json: string };

/** Decodes, parses and checks the draft, then resolves and bounds it as runPreviewJob does. */
export function runDraftPreviewJob(job: DraftPreviewJob): DraftPreviewAnswer {
  const read = readDraft(job.body);
  if (!read.ok) return { status: 400, json: JSON.stringify({ error: read.error }) };
  const parsed = PreviewDraftSchema.safeParse(read.value);
  if (!parsed.success) {
    const refused = {
      status: "error",
      code: "bad_request:input",
      message: PREVIEW_INVALID,
      fieldErrors: fieldErrorsOf(parsed.error),
    } satisfies ActionResult;
    return { status: 400, json: JSON.stringify(refused) };
  }
  const { defaultModel, plugins, teamGuard, specs, disabledBuiltins } = parsed.data;
  const builtinSwitches = disabledBuiltins
    ? { readable: true as const, disabled: disabledBuiltins }
    : job.storedSwitches;
  const injection = runPreviewJob({
    config: { ...job.expert, defaultModel, plugins, teamGuard, builtinSwitches },
    specs,
    context: job.context,
    options: job.options,
    limits: job.limits,
  });
  return {
    status: 200,
    json: JSON.stringify({ status: "ok", injection } satisfies ActionResult<{ injection: Injection }>),
  };
}

function readDraft(body: ArrayBuffer): { ok: true; value: unknown } | { ok: false; error: string } {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return { ok: false, error: "The draft to preview is not UTF-8 text." };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `The draft to preview is not valid JSON: ${why}.` };
  }
}
