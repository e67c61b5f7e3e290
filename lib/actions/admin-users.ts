"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { Role } from "@/lib/generated/prisma/enums";
import { authedAction, type ActionResult } from "@/lib/server/action";
import { setUserDisabledForAdmin, setUserRoleForAdmin } from "@/lib/server/admin/users";

const UserId = z.string().min(1).max(100);
const SetRoleSchema = z.object({ userId: UserId, role: z.enum(Role) });
const SetDisabledSchema = z.object({ userId: UserId, disabled: z.boolean() });

export type UserActionResult = ActionResult<{ message: string }>;

// Non-admins are refused ("forbidden:admin", read as "Not found.") before the input is read; the data layer checks again.
export const setUserRoleAction = authedAction(
  {
    name: "setUserRole",
    schema: SetRoleSchema,
    adminOnly: true,
    invalidMessage: "Choose a user and a role (user or admin).",
  },
  async (input, { viewer }) => {
    const { user } = await setUserRoleForAdmin(viewer, input);
    revalidatePath("/admin/users");
    return { message: `${user.email} is now ${user.role === "admin" ? "an admin" : "a user"}.` };
  },
);

export const setUserDisabledAction = authedAction(
  {
    name: "setUserDisabled",
    schema: SetDisabledSchema,
    adminOnly: true,
    invalidMessage: "Choose a user and whether to disable or enable the account.",
  },
  async (input, { viewer }) => {
    const { user, sessionsEnded } = await setUserDisabledForAdmin(viewer, input);
    revalidatePath("/admin/users");
    return {
      message: user.disabled
        ? `${user.email} is disabled; ${sessionsEnded} open session${sessionsEnded === 1 ? "" : "s"} ended.`
        : `${user.email} is enabled and can sign in again.`,
    };
  },
);
