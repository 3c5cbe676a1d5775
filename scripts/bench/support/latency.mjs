// Latency figures of the bench's request parts: one way to take a percentile and to write
// a row's times against the run's baseline.

/** The `q`-quantile of `sorted` (ascending), by nearest rank: a time that was measured. */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** A row's p50 and p99 and each as a ratio of the baseline's (same run, same load). */
export const latencyCells = (result, baseline) => [
  `${result.p50.toFixed(2)} ms`,
  `${result.p99.toFixed(2)} ms`,
  `${(result.p50 / baseline.p50).toFixed(2)}×`,
  `${(result.p99 / baseline.p99).toFixed(2)}×`,
];
