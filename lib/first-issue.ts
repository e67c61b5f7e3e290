import type { z } from "zod";

/** The problem a failed parse names first; zod reports at least one with every failure. */
export function firstIssue(error: z.ZodError): z.core.$ZodIssue {
  const [issue] = error.issues;
  if (!issue) throw new Error("A failed parse reported no issue.");
  return issue;
}
