import { z } from "zod";

/**
 * A required text field of a form: trimmed, refused with `missing` when absent or blank, and with
 * `tooLong` (the same sentence unless given) past `max` characters.
 */
export const requiredText = (missing: string, max: number, tooLong = missing) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
