import "server-only";
import { ADMIN_PAGE_SIZE, pageInfo, pageSlice } from "@/lib/domain/pagination";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { assertAdmin } from "@/lib/server/auth/assert-admin";
import { listChanges } from "@/lib/domain/expert-snapshot";
import { recordAccountChange } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { Viewer } from "@/lib/server/auth/users";

export async function listUsersForAdmin(viewer: Viewer | null, search: { q?: string; page?: number }) {
  assertAdmin(viewer);
  const q = (search.q ?? "").trim().toLowerCase().slice(0, 200);
  const where: Prisma.UserWhereInput = q ? { id: { in: await userIdsMatching(q) } } : {};
  const page = search.page ?? 1;
  const [total, rows] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      orderBy: [{ email: "asc" }],
      ...pageSlice(page, ADMIN_PAGE_SIZE),
      select: {
        id: true,
        email: true,
        name: true,
        role: true,
        disabledAt: true,
        createdAt: true,
        _count: { select: { sessions: { where: { expiresAt: { gt: new Date() } } }, experts: true } },
      },
    }),
  ]);
  return {
    info: pageInfo(page, ADMIN_PAGE_SIZE, total),
    users: rows.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role,
      disabled: u.disabledAt !== null,
      createdAt: u.createdAt,
      sessions: u._count.sessions,
      experts: u._count.experts,
      isViewer: u.id === viewer.id,
    })),
  };
}

/**
 * Users whose email or name contains `q`, ignoring case the same way on SQLite and PostgreSQL
 * (Prisma's `contains` ignores ASCII case on SQLite only, and its `mode: "insensitive"` exists on PostgreSQL only).
 */
async function userIdsMatching(q: string): Promise<string[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "User" WHERE LOWER("email") LIKE ${pattern} ESCAPE '\\' OR LOWER("name") LIKE ${pattern} ESCAPE '\\'`;
  return rows.map((r) => r.id);
}

const USER_GONE = "That user no longer exists.";

type UserChange = { user: { id: string; email: string; role: Role; disabled: boolean } };

export async function setUserRoleForAdmin(
  viewer: Viewer | null,
  input: { userId: string; role: Role },
): Promise<UserChange> {
  assertAdmin(viewer);
  if (input.userId === viewer.id && input.role !== "admin") {
    throw new AppError("bad_request:own_account", {
      message: "You cannot remove your own admin role: ask another admin, so the studio is never left without one.",
    });
  }
  const changed = await db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: input.userId }, select: { role: true } });
    if (!before) return false;
    await tx.user.update({ where: { id: input.userId }, data: { role: input.role }, select: { id: true } });
    await recordAccountChange(tx, {
      actorId: viewer.id,
      subjectUserId: input.userId,
      action: "user.role",
      changes: listChanges([["role", before.role, input.role]]),
    });
    return true;
  });
  if (!changed) throw new AppError("not_found:user", { message: USER_GONE });
  return { user: await userSummary(input.userId) };
}

/**
 * Disabling also deletes the user's Session rows in the same transaction, so every open session
 * stops at its next request (findSessionViewer needs the row); enabling lets them sign in again.
 */
export async function setUserDisabledForAdmin(
  viewer: Viewer | null,
  input: { userId: string; disabled: boolean },
): Promise<UserChange & { sessionsEnded: number }> {
  assertAdmin(viewer);
  if (input.userId === viewer.id && input.disabled) {
    throw new AppError("bad_request:own_account", {
      message: "You cannot disable your own account: you would lock yourself out.",
    });
  }
  const sessionsEnded = await db.$transaction(async (tx) => {
    const updated = await tx.user.updateMany({
      where: { id: input.userId },
      data: { disabledAt: input.disabled ? new Date() : null },
    });
    if (updated.count === 0) return null;
    const ended = input.disabled ? (await tx.session.deleteMany({ where: { userId: input.userId } })).count : 0;
    await recordAccountChange(tx, {
      actorId: viewer.id,
      subjectUserId: input.userId,
      action: input.disabled ? "user.disable" : "user.enable",
      changes: [{ field: "disabled", before: !input.disabled, after: input.disabled }],
    });
    return ended;
  });
  if (sessionsEnded === null) throw new AppError("not_found:user", { message: USER_GONE });
  return { sessionsEnded, user: await userSummary(input.userId) };
}

async function userSummary(userId: string): Promise<UserChange["user"]> {
  const u = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, role: true, disabledAt: true },
  });
  return { id: u.id, email: u.email, role: u.role, disabled: u.disabledAt !== null };
}
