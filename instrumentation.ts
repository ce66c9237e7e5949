/** Next calls this once per server start; the work is Node-only (see instrumentation-node.ts). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    await import('./instrumentation-node');
  }
}
