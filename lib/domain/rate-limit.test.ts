import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { clientAddress, decideRate, parseRateRule, retrySentence, windowStartOf, type RateRule } from "./rate-limit";

const RULE: RateRule = { limit: 10, windowSeconds: 900 };
const START = windowStartOf(RULE, Date.UTC(2026, 10, 30, 12, 0, 0));
const MINUTE = 60_000;

describe("decideRate", () => {
  test("ten attempts in a fresh window pass, the eleventh is refused until the window has slid", () => {
    for (let current = 1; current <= 10; current++)
      expect(decideRate(RULE, { previous: 0, current }, START + MINUTE)).toEqual({ allowed: true });
    const refused = decideRate(RULE, { previous: 0, current: 11 }, START + MINUTE);
    expect(refused.allowed).toBe(false);
    // Ten attempts in this window: the next passes once 1/10 of the next window has gone by.
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBe(14 * 60 + 90);
  });

  test("a full previous window still counts at the start of the next, less as it slides out", () => {
    expect(decideRate(RULE, { previous: 10, current: 1 }, START).allowed).toBe(false);
    expect(decideRate(RULE, { previous: 10, current: 1 }, START + 1.5 * MINUTE)).toEqual({ allowed: true });
    const early = decideRate(RULE, { previous: 10, current: 1 }, START + 30_000);
    expect(early).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  test("property: waiting the answered time (and not a second less) is exactly enough", () => {
    const rule = fc.record({
      limit: fc.integer({ min: 1, max: 50 }),
      windowSeconds: fc.integer({ min: 10, max: 7200 }),
    });
    fc.assert(
      fc.property(rule, fc.nat(), fc.nat(), fc.double({ min: 0, max: 0.999, noNaN: true }), (r, p, c, at) => {
        const size = r.windowSeconds * 1000;
        const previous = p % (r.limit + 1);
        const current = c % (r.limit + 1); // never above the limit: refused attempts are not kept
        const now = START + Math.floor(at * size);
        const start = windowStartOf(r, now);
        const decision = decideRate(r, { previous, current: current + 1 }, now);
        if (decision.allowed) return;
        // The counts an attempt at time t would see, if nothing else arrives.
        const countsAt = (t: number) => {
          const windows = Math.round((windowStartOf(r, t) - start) / size);
          if (windows === 0) return { previous, current: current + 1 };
          if (windows === 1) return { previous: current, current: 1 };
          return { previous: 0, current: 1 };
        };
        const retryAt = now + decision.retryAfterSeconds * 1000;
        expect(decideRate(r, countsAt(retryAt), retryAt)).toEqual({ allowed: true });
        if (decision.retryAfterSeconds > 1) {
          const before = retryAt - 1000;
          expect(decideRate(r, countsAt(before), before).allowed).toBe(false);
        }
      }),
      // Found by a longer run: the pass moment lands exactly on a whole second.
      { numRuns: 5000, examples: [[{ limit: 31, windowSeconds: 2619 }, 27, 12, 0]] },
    );
  });
});

describe("parseRateRule", () => {
  test.each([
    ["10/15m", { limit: 10, windowSeconds: 900 }],
    [" 100 / 1h ", { limit: 100, windowSeconds: 3600 }],
    ["30/90s", { limit: 30, windowSeconds: 90 }],
    ["OFF", "off"],
    ["0/15m", null],
    ["10/0m", null],
    ["10/15", null],
    ["10 per 15m", null],
    ["-1/15m", null],
    ["", null],
  ])("%j → %j", (value, expected) => {
    expect(parseRateRule(value)).toEqual(expected);
  });
});

describe("retrySentence", () => {
  test.each([
    [1, "Try again in 1 second."],
    [59, "Try again in 59 seconds."],
    [60, "Try again in 1 minute."],
    [61, "Try again in 2 minutes."],
    [900, "Try again in 15 minutes."],
    [3601, "Try again in 2 hours."],
  ])("%d s → %s", (seconds, sentence) => {
    expect(retrySentence(seconds)).toBe(sentence);
  });
});

describe("clientAddress", () => {
  test.each([
    ["203.0.113.7", null, "203.0.113.7"],
    ["198.51.100.1, 203.0.113.7", null, "203.0.113.7"],
    [" 10.0.0.1 ,  ", null, "10.0.0.1"],
    [null, "192.0.2.4", "192.0.2.4"],
    [null, null, "unknown"],
    ["", "", "unknown"],
  ])("%j / %j → %s", (forwarded, realIp, expected) => {
    expect(clientAddress(forwarded, realIp)).toBe(expected);
  });
});
