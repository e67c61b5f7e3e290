import type { z } from "zod";

/** Field errors keyed by dotted path (`teamGuard.deny.2`, `specs.0`), for messages beside each field. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? "form" : issue.path.map(String).join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Every message about a field and its parts (`files`, `files.0.content`), each once, for one error line. */
export function messagesUnder(fieldErrors: FieldErrors | undefined, field: string): string[] {
  if (!fieldErrors) return [];
  const messages = Object.entries(fieldErrors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, list]) => list);
  return [...new Set(messages)];
}
