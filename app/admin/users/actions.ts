"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { AdminOnlyError, type AdminResult } from "@/lib/server/admin/assert-admin";
import { setUserDisabledForAdmin, setUserRoleForAdmin } from "@/lib/server/admin/users";
import { getViewer } from "@/lib/server/auth/session";
import { log, logAuthorizationRefused } from "@/lib/server/log";

const SetRoleSchema = z.object({ userId: z.string().min(1).max(100), role: z.enum(["user", "admin"]) });
const SetDisabledSchema = z.object({ userId: z.string().min(1).max(100), disabled: z.boolean() });

export type UserActionResult = AdminResult<{ message: string }>;

// Non-admins get the same answer as for a missing page: nothing about users or what exists.
const NOT_FOUND: UserActionResult = { status: "error", message: "Not found." };

export async function setUserRoleAction(input: unknown): Promise<UserActionResult> {
  const viewer = await getViewer();
  if (viewer?.role !== "admin") return refuse(viewer?.id);
  const parsed = SetRoleSchema.safeParse(input);
  if (!parsed.success) return { status: "error", message: "Choose a user and a role (user or admin)." };
  return run(async () => {
    const result = await setUserRoleForAdmin(viewer, parsed.data);
    if (result.status === "error") return result;
    return { status: "ok", message: `${result.user.email} is now ${result.user.role === "admin" ? "an admin" : "a user"}.` };
  });
}

export async function setUserDisabledAction(input: unknown): Promise<UserActionResult> {
  const viewer = await getViewer();
  if (viewer?.role !== "admin") return refuse(viewer?.id);
  const parsed = SetDisabledSchema.safeParse(input);
  if (!parsed.success) return { status: "error", message: "Choose a user and whether to disable or enable the account." };
  return run(async () => {
    const result = await setUserDisabledForAdmin(viewer, parsed.data);
    if (result.status === "error") return result;
    const { email, disabled } = result.user;
    const ended = result.sessionsEnded;
    return {
      status: "ok",
      message: disabled
        ? `${email} is disabled; ${ended} open session${ended === 1 ? "" : "s"} ended.`
        : `${email} is enabled and can sign in again.`,
    };
  });
}

async function refuse(userId: string | undefined): Promise<UserActionResult> {
  await logAuthorizationRefused({ area: "admin-action", userId: userId ?? null });
  return NOT_FOUND;
}

async function run(work: () => Promise<UserActionResult>): Promise<UserActionResult> {
  try {
    const result = await work();
    if (result.status === "ok") revalidatePath("/admin/users");
    return result;
  } catch (error) {
    if (error instanceof AdminOnlyError) return NOT_FOUND;
    log.error({ event: "admin_action_failed", error: String(error) }, "admin action failed");
    return { status: "error", message: "Something went wrong; nothing was changed. Try again." };
  }
}
