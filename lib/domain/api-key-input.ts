import { z } from "zod";
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from "@/lib/domain/api-keys";
import { requiredText } from "@/lib/domain/required-text";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The last moment of a day the user picked: a key "expiring on" a day still works that day, to 23:59 UTC. */
export const endOfDayUtc = (day: string) => new Date(`${day}T23:59:59.999Z`);

/**
 * The create form of both pages (Settings for personal keys, Admin for runtime keys). Field keys
 * match the data layer's own field errors (`scopes`, `expiresAt`), so either lands beside its field.
 */
export const NewKeySchema = z.object({
  name: z
    .string({ error: "Name the key." })
    .trim()
    .min(1, "Name the key, e.g. after the agent or machine that will use it.")
    .max(API_KEY_NAME_MAX, `Keep the name to ${API_KEY_NAME_MAX} characters or fewer.`),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: "Choose scopes from the list." }), { error: "Choose at least one scope." })
    .min(1, "Choose at least one scope.")
    .max(API_KEY_SCOPES.length, "Choose each scope at most once.")
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z
    .string({ error: "Enter the expiry as a date, or leave it empty." })
    .trim()
    .optional()
    .refine(
      (day) => !day || isCalendarDay(day),
      "Enter the expiry as a date (YYYY-MM-DD), or leave it empty for no expiry.",
    )
    .transform((day) => (day ? endOfDayUtc(day) : null)),
});

export type NewKeyFields = z.input<typeof NewKeySchema>;

/** Which key to revoke: its id, as the list gives it (whose it may be is the data layer's question). */
export const RevokeKeySchema = z.object({ keyId: requiredText("Choose a key to revoke.", 100) });
