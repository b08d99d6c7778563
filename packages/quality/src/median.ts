/**
 * The middle of `values` (of an even count, the upper of the two middles); NaN for none. The bench and the hostile
 * suites report medians of repeated runs: one run on a shared two-core machine moves by tens of percent.
 */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
