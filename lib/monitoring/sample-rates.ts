/** docs/product.md §9's monitoring sample rates. */
export const MONITORING_SAMPLE_RATES = {
  traces: 0.2,
  sessionReplays: 0.1,
  replaysOnError: 1.0,
} as const;
