"use server";

import { revalidatePath } from "next/cache";
import { NewKeySchema, RevokeKeySchema } from "@/lib/domain/api-key-input";
import { authedAction } from "@/lib/server/action";
import { createRuntimeKey, revokeKey } from "@/lib/server/api-keys/manage";

const PAGE = "/admin/api-keys";

// Non-admins are refused ("forbidden:admin", read as "Not found.") before the input is read; the data layer checks again.

/** A runtime key, for an agent runtime: it acts for whichever user a request names. */
export const createRuntimeKeyAction = authedAction(
  { name: "createRuntimeKey", schema: NewKeySchema, adminOnly: true },
  async (input, { viewer }) => {
    const created = await createRuntimeKey(viewer, input);
    revalidatePath(PAGE);
    return { message: `Runtime key “${created.summary.name}” created.`, created };
  },
);

/** Revokes any key, runtime or personal. */
export const revokeAnyKeyAction = authedAction(
  { name: "revokeAnyKey", schema: RevokeKeySchema, adminOnly: true },
  async ({ keyId }, { viewer }) => {
    const key = await revokeKey(viewer, keyId);
    revalidatePath(PAGE);
    return { message: `${key.prefix}… (${key.owner}) is revoked: its next request is refused.` };
  },
);
