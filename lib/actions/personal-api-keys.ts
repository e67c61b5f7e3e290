"use server";

import { revalidatePath } from "next/cache";
import { NewKeySchema, RevokeKeySchema } from "@/lib/domain/api-key-input";
import { authedAction } from "@/lib/server/action";
import { createPersonalKey, revokeKey } from "@/lib/server/api-keys/manage";

const PAGE = "/settings/api-keys";

/** A personal key for the signed-in user; the answer carries the key, the only time it exists outside its holder. */
export const createPersonalKeyAction = authedAction(
  { name: "createPersonalKey", schema: NewKeySchema },
  async (input, { viewer }) => {
    const created = await createPersonalKey(viewer, input);
    revalidatePath(PAGE);
    return { message: `Key “${created.summary.name}” created.`, created };
  },
);

/** Revokes one of the signed-in user's own personal keys (anyone else's reads as no such key; an admin may revoke any, as on the admin page). */
export const revokePersonalKeyAction = authedAction(
  { name: "revokePersonalKey", schema: RevokeKeySchema },
  async ({ keyId }, { viewer }) => {
    const key = await revokeKey(viewer, keyId);
    revalidatePath(PAGE);
    return { message: `${key.prefix}… is revoked: its next request is refused.` };
  },
);
