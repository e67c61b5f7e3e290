import { revalidatePath } from "next/cache";
import { z } from "zod";

// Shared by the editor's action modules; not itself "use server", so it exports no endpoint.

export const ExpertIdSchema = z.string().min(1).max(100);

export const ExpertRefSchema = z.object({ expertId: ExpertIdSchema });

/** An Expert and the version the creator saw: a change made against any other is refused as stale. */
export const ExpertAtVersionSchema = ExpertRefSchema.extend({ version: z.number().int().positive() });

/** What a change to an Expert makes stale: the Studio list, its editor and the marketplace. */
export function revalidateExpert(id: string): void {
  revalidatePath("/studio");
  revalidatePath(`/studio/${id}`);
  revalidatePath("/marketplace");
}
