import { reportRequestError } from './lib/monitoring/server';

/** Next calls this once per server start; the work is Node-only (see instrumentation-node.ts). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    await import('./instrumentation-node');
  }
}

/** Errors a page or route handler threw go to Sentry when SENTRY_DSN is set (lib/monitoring/server.ts). */
export const onRequestError = reportRequestError;
