import "server-only";
import { db } from "@/lib/server/db";

/** Tokens the user's playground turns used on a UTC day (rules §15). */
export async function readDayUsage(userId: string, day: string): Promise<number> {
  const row = await db.playgroundUsage.findUnique({ where: { userId_day: { userId, day } }, select: { tokens: true } });
  return row?.tokens ?? 0;
}

/** Adds one model call's tokens, as one atomic increment; returns the day's new total. */
export async function addDayUsage(userId: string, day: string, tokens: number): Promise<number> {
  const row = await db.playgroundUsage.upsert({
    where: { userId_day: { userId, day } },
    create: { userId, day, tokens },
    update: { tokens: { increment: tokens } },
    select: { tokens: true },
  });
  return row.tokens;
}
