/**
 * The sample at this rank of the samples in ascending order (0 is the smallest). A benchmark that
 * measured nothing stops here with a sentence saying so, rather than printing NaN as a figure.
 */
export function sampleAtRank(samples: readonly number[], rank: number): number {
  const value = [...samples].sort((a, b) => a - b)[rank];
  if (value === undefined)
    throw new Error(`No sample at rank ${rank} of ${samples.length}: the benchmark measured nothing.`);
  return value;
}

/** The middle sample (the upper of the two middle ones for an even count), as every benchmark here reports it. */
export const median = (samples: readonly number[]) => sampleAtRank(samples, Math.floor(samples.length / 2));
