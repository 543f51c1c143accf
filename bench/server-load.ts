import autocannon from 'autocannon';

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

/**
 * Each path of `origin` under load, one after the other: 10 connections for `seconds`, asking for
 * Brotli or gzip as browsers do, so the server's precompressed files are what it sends.
 */
export async function measureServerLoad(origin: string, sitePaths: readonly string[], seconds = 10): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const path of sitePaths) {
    const result = await autocannon({ url: origin + path, connections: 10, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
    results.push({
      path,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
  }
  return results;
}
