"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { CreateExpertSchema } from "@/lib/domain/expert-draft";
import { authedAction, fromForm, type FormState } from "@/lib/server/action";
import { createExpert } from "@/lib/server/studio/expert-mutations";
import { suggestSlug } from "@/lib/server/studio/owned-experts";

export type CreateExpertState = FormState<{ id: string }>;

export const createExpertAction = fromForm(
  authedAction(
    {
      name: "createExpert",
      schema: CreateExpertSchema,
      invalidMessage: "The Expert was not created: fix the marked fields above.",
    },
    async (input, { viewer }) => {
      const created = await createExpert(viewer, input);
      revalidatePath("/studio");
      return created;
    },
  ),
);

/** A unique slug for a name, for the create form's suggestion as the creator types. */
export const suggestSlugAction = authedAction(
  { name: "suggestSlug", schema: z.object({ name: z.string().max(200, "The name is too long.") }) },
  async ({ name }) => ({ slug: await suggestSlug(name) }),
);
