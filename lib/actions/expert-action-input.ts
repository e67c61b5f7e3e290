import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requiredText } from "@/lib/domain/required-text";
import type { ActionContext } from "@/lib/server/action";
import type { Viewer } from "@/lib/server/auth/users";

// Shared by the action modules; not itself "use server", so it exports no endpoint.

export const ExpertIdSchema = z.string().min(1).max(100);

export const ExpertRefSchema = z.object({ expertId: ExpertIdSchema });

/** An Expert a user picks in the marketplace or their library, refused with a sentence the form shows. */
export const ChosenExpertSchema = z.object({
  expertId: requiredText("Choose an Expert.", 200, "That Expert id is too long."),
});

/** An Expert and the version the creator saw: a change made against any other is refused as stale. */
export const ExpertAtVersionSchema = ExpertRefSchema.extend({ version: z.number().int().positive() });

/**
 * An action input that may arrive as one JSON string, which the server parses itself and the schema
 * then checks as usual. The editor sends its draft this way: React's decoder of action arguments
 * refuses arrays whose items (the characters of strings within them counted) pass 1,000,000, so a
 * draft of large specs sent as an object fails before the action runs; one string argument is not an
 * array item. Text that is not JSON reaches the schema as a string and is refused as invalid input.
 */
export function jsonStringInput<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (typeof value === "string" ? parseJson(value) : value), schema);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What a change to an Expert makes stale: the Studio list, its editor and the marketplace. */
export function revalidateExpert(id: string): void {
  revalidatePath("/studio");
  revalidatePath(`/studio/${id}`);
  revalidatePath("/marketplace");
}

/** An action's handler that changes an Expert as the viewer, then marks its pages stale (revalidateExpert). */
export function changingExpert<I extends { expertId: string }, T extends object>(
  change: (input: I, viewer: Viewer) => Promise<T>,
): (input: I, ctx: ActionContext) => Promise<T> {
  return async (input, { viewer }) => {
    const changed = await change(input, viewer);
    revalidateExpert(input.expertId);
    return changed;
  };
}
