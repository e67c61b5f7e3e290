import { expect, test } from "vitest";
import { estimateMatches } from "./match-estimate";

test.each([
  // The sample is the whole catalogue: exact.
  [{ matched: 7, sampled: 50, firstKey: 1, fromKey: 1, lastKey: 50 }, 7],
  [{ matched: 0, sampled: 2000, firstKey: 1, fromKey: 98001, lastKey: 100000 }, 0],
  // 1 in 10 of the newest 2,000 of 100,000 gapless keys.
  [{ matched: 200, sampled: 2000, firstKey: 1, fromKey: 98001, lastKey: 100000 }, 10000],
  // Half the keys are gaps, in the sample's range as elsewhere: 50,000 listed, 1 in 4 match.
  [{ matched: 500, sampled: 2000, firstKey: 1, fromKey: 96001, lastKey: 100000 }, 12500],
  // Every sampled Expert matches.
  [{ matched: 2000, sampled: 2000, firstKey: 1, fromKey: 98001, lastKey: 100000 }, 100000],
  [{ matched: 0, sampled: 0, firstKey: 0, fromKey: 0, lastKey: 0 }, 0],
])("estimateMatches(%j) = %d", (sample, expected) => {
  expect(estimateMatches(sample)).toBe(expected);
});

test("never estimates fewer listed Experts than were sampled", () => {
  // A sample range wider than the rest of the catalogue's keys (old keys all listed, recent ones sparse).
  expect(estimateMatches({ matched: 10, sampled: 20, firstKey: 1, fromKey: 2, lastKey: 1000 })).toBeGreaterThanOrEqual(
    10,
  );
});
