/** The value below which `fraction` of the samples fall (nearest rank); NaN without samples. */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

/** The middle sample (the lower one of an even count): timings are skewed, so no averaging. */
export function median(samples: readonly number[]): number {
  return percentile(samples, 0.5);
}

/** Milliseconds to report: whole ones above 10, two decimals below, where the digits still mean something. */
export function roundMs(ms: number): number {
  return ms >= 10 ? Math.round(ms) : Math.round(ms * 100) / 100;
}
