import "server-only";
import { createHash } from "node:crypto";
import { config } from "@/lib/config";
import { decideRate, retrySentence, windowStartOf, type RateRule } from "@/lib/domain/rate-limit";
import { db } from "@/lib/server/db";
import { metrics } from "@/lib/server/metrics";

export type Limit = { bucket: string; rule: RateRule | "off" };
/** The two counts each attempt is held to: the account's (or this browser's), and the address's. */
type AccountAndAddress = [account: Limit, address: Limit];
export type Attempt =
  { allowed: true; refund: () => Promise<void> } | { allowed: false; retryAfterSeconds: number; message: string };

type Taken = { bucket: string; windowStart: Date };

/** An email as a bucket key: fixed length, and no address kept in the counters table. */
export const accountKey = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/**
 * A browser holding this account's device cookie (device-cookie.ts) is counted on its own, with the
 * account's rule: guesses from elsewhere that use up the account's count do not lock its owner out.
 */
export function signInLimits(email: string, address: string, device: string | null = null): AccountAndAddress {
  const c = config();
  return [
    device
      ? { bucket: `sign-in:device:${device}`, rule: c.SIGN_IN_LIMIT_PER_ACCOUNT }
      : { bucket: `sign-in:account:${accountKey(email)}`, rule: c.SIGN_IN_LIMIT_PER_ACCOUNT },
    { bucket: `sign-in:address:${address}`, rule: c.SIGN_IN_LIMIT_PER_ADDRESS },
  ];
}

export function signUpLimits(email: string, address: string): AccountAndAddress {
  const c = config();
  return [
    { bucket: `sign-up:account:${accountKey(email)}`, rule: c.SIGN_UP_LIMIT_PER_ACCOUNT },
    { bucket: `sign-up:address:${address}`, rule: c.SIGN_UP_LIMIT_PER_ADDRESS },
  ];
}

/**
 * Counts one attempt against every limit, in the database so that all instances share the
 * counts. The count is taken before the work (a burst of parallel attempts cannot all slip
 * under the limit) and given back when the attempt was refused, or by `refund` when the
 * caller decides it should not count (a successful sign-in).
 */
export async function takeAttempt(kind: "sign-in" | "sign-up", limits: Limit[], now = Date.now()): Promise<Attempt> {
  const taken: Taken[] = [];
  let retryAfterSeconds = 0;
  for (const { bucket, rule } of limits) {
    if (rule === "off") continue;
    const start = windowStartOf(rule, now);
    const windowStart = new Date(start);
    const row = await db.rateLimitCounter.upsert({
      where: { bucket_windowStart: { bucket, windowStart } },
      create: { bucket, windowStart, count: 1 },
      update: { count: { increment: 1 } },
      select: { count: true },
    });
    taken.push({ bucket, windowStart });
    const previous = await db.rateLimitCounter.findUnique({
      where: { bucket_windowStart: { bucket, windowStart: new Date(start - rule.windowSeconds * 1000) } },
      select: { count: true },
    });
    const decision = decideRate(rule, { previous: previous?.count ?? 0, current: row.count }, now);
    if (!decision.allowed) {
      retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
      metrics.rateLimited.inc({ limit: bucket.split(":").slice(0, 2).join(":") }); // "sign-in:account", …
    }
  }
  await forgetOldWindows(now);
  if (retryAfterSeconds > 0) {
    await giveBack(taken);
    const message = `Too many ${kind === "sign-in" ? "sign-in" : "sign-up"} attempts. ${retrySentence(retryAfterSeconds)}`;
    return { allowed: false, retryAfterSeconds, message };
  }
  return { allowed: true, refund: () => giveBack(taken) };
}

async function giveBack(taken: Taken[]): Promise<void> {
  for (const { bucket, windowStart } of taken) {
    await db.rateLimitCounter.updateMany({
      where: { bucket, windowStart, count: { gt: 0 } },
      data: { count: { decrement: 1 } },
    });
  }
}

/** Windows older than two of the longest configured window can no longer weigh on a decision. */
async function forgetOldWindows(now: number): Promise<void> {
  const c = config();
  const rules = [
    c.SIGN_IN_LIMIT_PER_ACCOUNT,
    c.SIGN_IN_LIMIT_PER_ADDRESS,
    c.SIGN_UP_LIMIT_PER_ACCOUNT,
    c.SIGN_UP_LIMIT_PER_ADDRESS,
    c.API_KEY_RATE_LIMIT,
  ];
  const longest = Math.max(0, ...rules.map((r) => (r === "off" ? 0 : r.windowSeconds)));
  await db.rateLimitCounter.deleteMany({ where: { windowStart: { lt: new Date(now - 2 * longest * 1000) } } });
}
