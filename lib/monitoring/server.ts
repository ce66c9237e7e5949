import type { Instrumentation } from 'next';
import { env } from '../env';
import { logError, withoutQueryValues } from './log-error';
import { MONITORING_SAMPLE_RATES } from './sample-rates';
import { scrubEvent, withoutQuery } from './scrub-event';

// Sentry's server SDK (OpenTelemetry and all) is imported only when a DSN is set: off, it costs nothing.
const sentry = () => import('@sentry/nextjs');

function dsn(): string | undefined {
  return env().SENTRY_DSN;
}

/** Starts error monitoring for this server process when SENTRY_DSN is set (instrumentation-node.ts). */
export async function startServerMonitoring(release: string): Promise<void> {
  const configured = dsn();
  if (!configured) return;
  const Sentry = await sentry();
  Sentry.init({
    dsn: configured,
    release,
    environment: env().SENTRY_ENVIRONMENT,
    tracesSampleRate: MONITORING_SAMPLE_RATES.traces,
    // Belt and braces: the SDK collects nothing personal, and scrubEvent removes what slips through.
    dataCollection: { userInfo: false, cookies: false, urlQueryParams: false, httpBodies: [] },
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  });
}

/**
 * A fault a handler caught and answered (503 and a translated message, docs/architecture.md "Errors"): logged, and sent
 * to Sentry with where it happened. The request's cookies, body and query never go along, nor a failed database
 * query's values.
 */
export async function reportError(error: unknown, what: string, request?: Request): Promise<void> {
  logError(what, error);
  if (!dsn()) return;
  const Sentry = await sentry();
  Sentry.withScope((scope) => {
    scope.setTag('handler', what);
    if (request)
      scope.addEventProcessor((event) => ({
        ...event,
        request: {
          method: request.method,
          url: withoutQuery(request.url),
          headers: Object.fromEntries(request.headers),
        },
      }));
    Sentry.captureException(withoutQueryValues(error));
  });
}

/** Next's onRequestError: what a page or handler threw and nobody caught. */
export const reportRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!dsn()) return;
  (await sentry()).captureRequestError(...args);
};
