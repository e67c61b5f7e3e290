import "server-only";
import { config } from "@/lib/config";
import { minuteOf } from "@/lib/domain/api-keys";
import { decideRate, retrySentence, windowStartOf, type RateRule } from "@/lib/domain/rate-limit";
import { db } from "@/lib/server/db";
import { errorFields, log } from "@/lib/server/log";
import { metrics } from "@/lib/server/metrics";

/**
 * Per-key request counts (rules §12, API_KEY_RATE_LIMIT) and last use, without a write per request:
 * each instance counts its own uses and adds them to the key's shared counter (RateLimitCounter,
 * as the sign-in limits) once a second, reading back what every instance counted. So the limit holds
 * across instances, give or take one second of the others' traffic; last use is written at most once
 * a minute per key and instance.
 */
type Window = { start: number; pending: number; shared: number; previous: number };
const windows = new Map<string, Window>();
const lastUseWritten = new Map<string, number>();
const FLUSH_EVERY_MS = 1000;
let flushTimer: NodeJS.Timeout | null = null;

const bucketOf = (keyId: string) => `api-key:${keyId}`;

/** Counts one use of a key; when the key is past its rate, the use is not counted and the refusal is returned. */
export function countKeyUse(keyId: string, now = Date.now()): { retryAfterSeconds: number; message: string } | null {
  noteLastUse(keyId, now);
  const rule = config().API_KEY_RATE_LIMIT;
  if (rule === "off") return null;
  const window = windowFor(keyId, rule, now);
  const decision = decideRate(rule, { previous: window.previous, current: window.shared + window.pending + 1 }, now);
  if (!decision.allowed) {
    metrics.rateLimited.inc({ limit: "api-key" });
    return {
      retryAfterSeconds: decision.retryAfterSeconds,
      message: `Too many requests with this key. ${retrySentence(decision.retryAfterSeconds)}`,
    };
  }
  window.pending++;
  flushSoon();
  return null;
}

function windowFor(keyId: string, rule: RateRule, now: number): Window {
  const start = windowStartOf(rule, now);
  const known = windows.get(keyId);
  if (known?.start === start) return known;
  const previous = known?.start === start - rule.windowSeconds * 1000 ? known.shared + known.pending : 0;
  if (known && known.pending > 0) void addToCounter(keyId, known).catch(logFailure); // the old window's last uses still count
  const fresh = { start, pending: 0, shared: 0, previous };
  windows.set(keyId, fresh);
  return fresh;
}

function flushSoon(): void {
  flushTimer ??= setTimeout(() => {
    flushTimer = null;
    void flushKeyUsage().catch(logFailure);
  }, FLUSH_EVERY_MS);
  flushTimer.unref?.();
}

/** Adds this instance's counted uses to the shared counters and reads back every instance's totals. */
export async function flushKeyUsage(): Promise<void> {
  const rule = config().API_KEY_RATE_LIMIT;
  for (const [keyId, window] of windows) {
    await addToCounter(keyId, window);
    if (rule === "off") continue;
    // A key unused for a whole window needs no count here any more (its next use reads it afresh).
    if (window.start < windowStartOf(rule, Date.now()) - rule.windowSeconds * 1000) {
      windows.delete(keyId);
      continue;
    }
    const previous = await db.rateLimitCounter.findUnique({
      where: {
        bucket_windowStart: {
          bucket: bucketOf(keyId),
          windowStart: new Date(window.start - rule.windowSeconds * 1000),
        },
      },
      select: { count: true },
    });
    window.previous = Math.max(window.previous, previous?.count ?? 0);
  }
}

async function addToCounter(keyId: string, window: Window): Promise<void> {
  const add = window.pending;
  window.pending = 0;
  const windowStart = new Date(window.start);
  const row = await db.rateLimitCounter.upsert({
    where: { bucket_windowStart: { bucket: bucketOf(keyId), windowStart } },
    create: { bucket: bucketOf(keyId), windowStart, count: add },
    update: { count: { increment: add } },
    select: { count: true },
  });
  if (windows.get(keyId) === window) window.shared = row.count;
}

function noteLastUse(keyId: string, now: number): void {
  const minute = minuteOf(new Date(now));
  if (lastUseWritten.get(keyId) === minute.getTime()) return;
  lastUseWritten.set(keyId, minute.getTime());
  void db.apiKey
    .updateMany({
      where: { id: keyId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: minute } }] },
      data: { lastUsedAt: minute },
    })
    .catch(logFailure);
}

function logFailure(error: unknown): void {
  log.warn({ event: "api_key_usage_write_failed", ...errorFields(error) }, "could not record an API key's use");
}
