/** At most `limit` counted attempts in any `windowSeconds`, e.g. 10 failed sign-ins in 15 minutes. */
export type RateRule = { limit: number; windowSeconds: number };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The start (ms) of the fixed window that holds `now`. */
export function windowStartOf(rule: RateRule, now: number): number {
  const size = rule.windowSeconds * 1000;
  return Math.floor(now / size) * size;
}

/**
 * Sliding-window estimate over two fixed windows: the previous window's count weighs by how
 * much of it still lies within the last `windowSeconds`. This keeps a burst at a window's edge
 * from doubling the limit, with two counters per bucket rather than one row per attempt.
 *
 * `current` already includes this attempt. When refused, the answer says how long until an
 * attempt would pass, assuming this one is not counted and none other arrives.
 */
export function decideRate(rule: RateRule, counts: { previous: number; current: number }, now: number): RateDecision {
  const size = rule.windowSeconds * 1000;
  const start = windowStartOf(rule, now);
  const elapsed = (now - start) / size;
  // The tolerance absorbs floating-point error at the exact moment an attempt becomes allowed.
  if (counts.previous * (1 - elapsed) + counts.current <= rule.limit + 1e-9) return { allowed: true };

  const current = counts.current - 1; // this refused attempt is not kept
  let passesAt: number;
  if (current + 1 <= rule.limit && counts.previous > 0) {
    // Later in this window, once enough of the previous window has slid out.
    const fraction = 1 - (rule.limit - current - 1) / counts.previous;
    passesAt = start + Math.max(fraction, elapsed) * size;
  } else {
    // In the next window, this window's attempts weigh less as it slides out.
    const fraction = current > 0 ? Math.max(0, 1 - (rule.limit - 1) / current) : 0;
    passesAt = start + size + fraction * size;
  }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((passesAt - now) / 1000)) };
}

/** "10/15m", "100/1h", "30/90s"; "off" disables the rule. A bad value is null. */
export function parseRateRule(value: string): RateRule | "off" | null {
  const text = value.trim().toLowerCase();
  if (text === "off") return "off";
  const match = /^(\d{1,6})\s*\/\s*(\d{1,6})\s*(s|m|h)$/.exec(text);
  if (!match) return null;
  const limit = Number(match[1]);
  const windowSeconds = Number(match[2]) * { s: 1, m: 60, h: 3600 }[match[3] as "s" | "m" | "h"];
  return limit >= 1 && windowSeconds >= 1 ? { limit, windowSeconds } : null;
}

/** "Try again in 12 minutes." — rounded up, so the user never retries too early. */
export function retrySentence(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) return `Try again in ${plural(Math.max(1, Math.ceil(retryAfterSeconds)), "second")}.`;
  if (retryAfterSeconds < 3600) return `Try again in ${plural(Math.ceil(retryAfterSeconds / 60), "minute")}.`;
  return `Try again in ${plural(Math.ceil(retryAfterSeconds / 3600), "hour")}.`;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/**
 * The client address a per-address limit keys on: the last X-Forwarded-For entry, which is the
 * one the nearest proxy saw (earlier entries are whatever the client claimed).
 */
export function clientAddress(forwardedFor: string | null, realIp: string | null): string {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const address = entries.at(-1) ?? realIp?.trim() ?? "";
  return address.slice(0, 100) || "unknown";
}
