/** Nearest-rank percentile; with n samples, p99 is the largest one until n reaches 100. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}
