"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { Role } from "@/lib/generated/prisma/enums";
import { authedAction, type ActionResult } from "@/lib/server/action";
import type { Viewer } from "@/lib/server/auth/users";
import { setUserDisabledForAdmin, setUserRoleForAdmin } from "@/lib/server/admin/users";

const UserId = z.string().min(1).max(100);
const SetRoleSchema = z.object({ userId: UserId, role: z.enum(Role) });
const SetDisabledSchema = z.object({ userId: UserId, disabled: z.boolean() });

export type UserActionResult = ActionResult<{ message: string }>;

/**
 * An admin's change to a user account, answered with a sentence, the users page then made stale.
 * Non-admins are refused ("forbidden:admin", read as "Not found.") before the input is read; the data layer checks again.
 */
function userChange<S extends z.ZodType, R>(
  spec: { name: string; schema: S; invalidMessage: string },
  change: (viewer: Viewer, input: z.output<S>) => Promise<R>,
  sentence: (changed: R) => string,
) {
  return authedAction({ ...spec, adminOnly: true }, async (input, { viewer }) => {
    const changed = await change(viewer, input);
    revalidatePath("/admin/users");
    return { message: sentence(changed) };
  });
}

export const setUserRoleAction = userChange(
  { name: "setUserRole", schema: SetRoleSchema, invalidMessage: "Choose a user and a role (user or admin)." },
  setUserRoleForAdmin,
  ({ user }) => `${user.email} is now ${user.role === "admin" ? "an admin" : "a user"}.`,
);

export const setUserDisabledAction = userChange(
  {
    name: "setUserDisabled",
    schema: SetDisabledSchema,
    invalidMessage: "Choose a user and whether to disable or enable the account.",
  },
  setUserDisabledForAdmin,
  ({ user, sessionsEnded }) =>
    user.disabled
      ? `${user.email} is disabled; ${sessionsEnded} open session${sessionsEnded === 1 ? "" : "s"} ended.`
      : `${user.email} is enabled and can sign in again.`,
);
