import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { Logger } from "pino";
import type { z } from "zod";
import { fieldErrorsOf, type FieldErrors } from "@/lib/domain/field-errors";
import { getViewer } from "@/lib/server/auth/session";
import type { Viewer } from "@/lib/server/auth/users";
import { AppError, isRefusal, type AppErrorCode } from "@/lib/server/errors";
import { currentRequestLog, errorFields } from "@/lib/server/log";

export type ActionErrorCode = AppErrorCode;
export type ActionError = { status: "error"; code: ActionErrorCode; message: string; fieldErrors?: FieldErrors };
/** What every server action returns: its data beside `status: "ok"`, or a coded sentence. */
export type ActionResult<T extends object = object> = ({ status: "ok" } & T) | ActionError;
/** What a `useActionState` form holds before its first submit. */
export type FormState<T extends object = object> = { status: "idle" } | ActionResult<T>;

type ActionSpec<S extends z.ZodType> = {
  /** Names the action in logs. */
  name: string;
  schema: S;
  /** The sentence above the field errors; by default the first field's own sentence. */
  invalidMessage?: string;
  /** Refuses anyone but an admin before the input is read (the data layer checks again itself). */
  adminOnly?: boolean;
};

export type ActionContext = { viewer: Viewer; requestId: string };

/**
 * A server action for a signed-in user: session first, then input, then `handler`. The handler
 * returns its data or throws an AppError; anything else is logged and answered generically.
 */
export function authedAction<S extends z.ZodType, T extends object>(
  spec: ActionSpec<S>,
  handler: (input: z.output<S>, ctx: ActionContext) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  return async (input) => {
    const { logger, requestId } = await requestLogger();
    const viewer = await getViewer();
    return settle(spec.name, logger, viewer, async () => {
      if (!viewer) throw new AppError("unauthorized:session");
      if (spec.adminOnly && viewer.role !== "admin") throw new AppError("forbidden:admin");
      return handler(parse(spec, input), { viewer, requestId });
    });
  };
}

/** Adapts an action to `useActionState` and `<form action>`: the form's text fields are its input. */
export function fromForm<I, T extends object>(action: (input: I) => Promise<ActionResult<T>>) {
  return async (_previous: FormState<T>, formData: FormData): Promise<ActionResult<T>> => {
    const fields: Record<string, string> = {};
    for (const [key, value] of formData.entries()) if (typeof value === "string") fields[key] = value;
    return action(fields as I);
  };
}

function parse<S extends z.ZodType>(spec: ActionSpec<S>, input: unknown): z.output<S> {
  const parsed = spec.schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error);
  const message = spec.invalidMessage ?? parsed.error.issues[0]?.message ?? "The request is not valid.";
  throw new AppError("bad_request:input", { message, fieldErrors });
}

/** The request's logger and id (the proxy's, so an action's lines join the request's). */
async function requestLogger(): Promise<{ logger: Logger; requestId: string }> {
  const logger = await currentRequestLog();
  return { logger, requestId: String(logger.bindings().requestId) };
}

async function settle<T extends object>(
  action: string,
  logger: Logger,
  viewer: Viewer | null,
  work: () => Promise<T>,
): Promise<ActionResult<T>> {
  try {
    const data = await work();
    return { ...data, status: "ok" };
  } catch (error) {
    unstable_rethrow(error); // Next's redirect and not-found signals are answers, not failures
    const known = error instanceof AppError ? error : null;
    const userId = viewer?.id ?? null;
    if (known && isRefusal(known.code)) {
      logger.warn({ event: "authorization_refused", action, userId, code: known.code }, "authorization refused");
    } else if (!known) {
      logger.error({ event: "action_failed", action, userId, ...errorFields(error) }, "action failed");
    }
    return toActionError(known ?? new AppError("internal:unexpected"));
  }
}

function toActionError(error: AppError): ActionError {
  const result: ActionError = { status: "error", code: error.code, message: error.message };
  if (error.fieldErrors) result.fieldErrors = error.fieldErrors;
  return result;
}
