import "server-only";
import { z } from "zod";

const requiredString = (what: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `is required (${what})` : "must be a string") }).min(1, { error: "must not be empty" });

// `null` in an optional field counts as absent (SPEC §6).
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

export const InjectionRequestSchema = z.object({
  expert: requiredString("an Expert id or slug"),
  user: requiredString("a user id or email"),
  message: optional(z.string({ error: "must be a string" })),
  // SPEC §10: the owner's unpublished draft instead of the live version; absent means what runtimes get.
  version: optional(z.literal("draft", { error: 'must be "draft" (or absent for the live version)' })),
});

export const DelegateRequestSchema = z.object({
  user: requiredString("a user id or email"),
  from: requiredString("the delegating Expert's id or slug"),
  to: requiredString("the target Expert's id or slug"),
  input: z
    .string({ error: (issue) => (issue.input === undefined ? "is required (the task, a non-empty string)" : "must be a string") })
    .refine((s) => s.trim().length > 0, { error: "must not be empty" }),
  chain: optional(z.array(z.string({ error: "must hold Expert ids or slugs (strings)" }), { error: "must be a list of Expert ids or slugs" })),
});

export type InjectionRequest = z.infer<typeof InjectionRequestSchema>;
export type DelegateRequest = z.infer<typeof DelegateRequestSchema>;
