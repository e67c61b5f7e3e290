import "server-only";
import { z } from "zod";
import { OUTPUT_LIMIT, RUN_STATUSES } from "@/lib/domain/delegation-run";

/** rules §6.1: every field is bounded, so one request cannot stall the harness or flood the log. */
export const API_LIMITS = { reference: 200, chain: 64, message: 100_000, input: 200_000 } as const;

const atMost = (limit: number, what: string) => ({
  error: `must be at most ${limit.toLocaleString("en-US")} characters (${what})`,
});

const reference = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `is required (${what})` : "must be a string") })
    .min(1, { error: "must not be empty" })
    .max(API_LIMITS.reference, atMost(API_LIMITS.reference, what))
    .describe(what);

// `null` in an optional field counts as absent (rules §6).
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

// rules §12: a personal key acts as its owner, so `user` may be left out; a runtime key must name one.
const user = optional(
  reference("a user id or email").describe(
    "A user id or email. Required with a runtime key; with a personal key it may be left out, and must name the key's owner.",
  ),
);

export const InjectionRequestSchema = z.object({
  expert: reference("an Expert id or slug"),
  user,
  message: optional(
    z
      .string({ error: "must be a string" })
      .max(API_LIMITS.message, atMost(API_LIMITS.message, "the message"))
      .describe(
        "The user's message: its @-mentions join the roster (only the first 50 distinct are considered), and it ranks the roster under the token budget.",
      ),
  ),
  // rules §10: the owner's unpublished draft instead of the live version; absent means what runtimes get.
  version: optional(
    z
      .literal("draft", { error: 'must be "draft" (or absent for the live version)' })
      .describe(
        '"draft": the owner\'s unpublished draft instead of the live version (anyone else gets the usual 404).',
      ),
  ),
});

export const DelegateRequestSchema = z.object({
  user,
  from: reference("the delegating Expert's id or slug"),
  to: reference("the target Expert's id or slug"),
  // A task of only spaces is no task: refused as empty, and documented so (`pattern`).
  input: z
    .string({
      error: (issue) => (issue.input === undefined ? "is required (the task, a non-empty string)" : "must be a string"),
    })
    .max(API_LIMITS.input, atMost(API_LIMITS.input, "the task"))
    .regex(/\S/, { error: "must not be empty" })
    .describe("The task: at least one character that is not white space."),
  chain: optional(
    z
      .array(reference("an Expert id or slug"), { error: "must be a list of Expert ids or slugs" })
      .max(API_LIMITS.chain, { error: `must hold at most ${API_LIMITS.chain} entries` })
      .describe("The Experts that led to this request, oldest first, not including from; no entry may be empty."),
  ),
});

// rules §14: a runtime's report on a delegation's run.
export const DelegationReportSchema = z.object({
  status: z.enum(RUN_STATUSES, { error: 'must be "running", "completed" or "failed"' }),
  output: optional(
    z
      .string({ error: "must be a string" })
      .max(OUTPUT_LIMIT, atMost(OUTPUT_LIMIT, "the run's output"))
      .describe("What the run produced; the first 4,000 characters are kept."),
  ),
  error: optional(
    z
      .string({ error: "must be a string" })
      .max(API_LIMITS.input, atMost(API_LIMITS.input, "the run's error"))
      .describe("Why the run failed (with status failed)."),
  ),
});

export type DelegateRequest = z.infer<typeof DelegateRequestSchema>;
