export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of a list of milliseconds, rounded to 0.01 ms. */
export function percentiles(milliseconds: number[]): Percentiles {
  const sorted = [...milliseconds].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    count: sorted.length,
    p50: round(rank(50)),
    p95: round(rank(95)),
    p99: round(rank(99)),
    max: round(sorted.at(-1) ?? 0),
  };
}
