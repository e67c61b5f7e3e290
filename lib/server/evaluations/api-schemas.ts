import "server-only";
import { z } from "zod";
import { EVAL_CASE_LIMIT, EVAL_MESSAGE_LIMIT, readExpect, type Expect } from "@/lib/domain/evaluations/cases";

// rules §16: POST /api/harness/evaluations. The OpenAPI document is generated from these (lib/server/api/openapi.ts).

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);
const reference = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `is required (${what})` : "must be a string") })
    .min(1, { error: "must not be empty" })
    .max(200, { error: `must be at most 200 characters (${what})` })
    .describe(what);

const EXPECT_ERROR = 'must be {"subagent": name}, {"delegate": slug} or {"none": true}';
const target = z
  .string({ error: EXPECT_ERROR })
  .regex(/\S/, { error: "must name a target" })
  .max(200, { error: "must be at most 200 characters (a name or slug)" });
const ExpectShape = z.union(
  [
    z.object({ subagent: target }).strict(),
    z.object({ delegate: target.describe("An Expert's slug (a leading @ is allowed).") }).strict(),
    z.object({ none: z.literal(true) }).strict(),
  ],
  { error: EXPECT_ERROR },
);
// Names are read as readExpect reads them in the Studio and in files: trimmed, a delegate's `@` dropped.
const ExpectSchema = ExpectShape.transform((value) => readExpect(value) as Expect);

export const EvaluationCaseSchema = z.object({
  message: z
    .string({ error: (issue) => (issue.input === undefined ? "is required (the case's message)" : "must be a string") })
    .max(EVAL_MESSAGE_LIMIT, {
      error: `must be at most ${EVAL_MESSAGE_LIMIT.toLocaleString("en-US")} characters (the message)`,
    })
    .regex(/\S/, { error: "must not be empty" }),
  expect: ExpectSchema,
});

export const EvaluationRequestSchema = z.object({
  expert: reference("an Expert id or slug"),
  user: optional(
    reference("a user id or email").describe(
      "A user id or email (whose roster the delegate tool offers). Required with a runtime key; with a personal key it may be left out.",
    ),
  ),
  version: optional(
    z
      .union([z.literal("draft"), z.literal("live"), z.int().min(1).max(1_000_000_000)], {
        error: 'must be "draft", "live" or a live version number',
      })
      .describe(
        '"draft" (its owner only), "live", or a live version number (its owner only); absent: what runtimes get.',
      ),
  ),
  judge: optional(
    z
      .enum(["lexical", "model"], { error: 'must be "lexical" or "model"' })
      .describe(
        "lexical (default): the §11 ranking with a floor; model: the model's first tool call (needs a model provider).",
      ),
  ),
  cases: optional(
    z
      .array(EvaluationCaseSchema, { error: "must be a list of cases" })
      .superRefine((list, ctx) => {
        if (list.length > EVAL_CASE_LIMIT)
          ctx.addIssue({
            code: "custom",
            message: `must hold at most ${EVAL_CASE_LIMIT} cases; it has ${list.length.toLocaleString("en-US")}`,
          });
      })
      .describe(`At most ${EVAL_CASE_LIMIT} cases, used for this run in place of the stored set.`),
  ),
});
export type EvaluationRequest = z.output<typeof EvaluationRequestSchema>;

const ScoreSchema = z.object({
  target: z.string().describe("subagent:<name> or delegate:<slug>"),
  score: z.number(),
  matchedTerms: z.array(z.string()),
});
const FiguresSchema = z.object({
  target: z.string(),
  expected: z.int(),
  chosen: z.int(),
  correct: z.int(),
  recall: z.number().nullable(),
  precision: z.number().nullable(),
});

export const EvaluationResponseSchema = z.object({
  expert: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  version: z.union([z.literal("draft"), z.int()]).describe('"draft", or the live version number the run evaluated.'),
  judge: z.enum(["lexical", "model"]),
  accuracy: z.number().min(0).max(1),
  totals: z.object({
    cases: z.int(),
    passed: z.int(),
    failed: z.int(),
    wrong: z.int().describe("A target was expected and another one chosen."),
    missed: z.int().describe("A target was expected and none chosen."),
    falseAlarm: z.int().describe("None was expected and a target chosen."),
    perTarget: z.array(FiguresSchema),
    confusion: z
      .object({ labels: z.array(z.string()), counts: z.array(z.array(z.int())) })
      .describe("Counts by expected target (rows) and chosen target (columns)."),
  }),
  cases: z.array(
    z.object({
      message: z.string(),
      expect: ExpectShape,
      chosen: ExpectShape,
      pass: z.boolean(),
      scores: z.array(ScoreSchema).optional().describe("The lexical judge's best candidates."),
    }),
  ),
});
export type EvaluationResponse = z.output<typeof EvaluationResponseSchema>;
