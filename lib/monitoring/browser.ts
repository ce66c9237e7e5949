import * as Sentry from '@sentry/nextjs';
import { CONSENT_EVENT, readConsent } from '../consent';
import { MONITORING_SAMPLE_RATES } from './sample-rates';
import { scrubEvent } from './scrub-event';

export interface BrowserMonitoringSettings {
  dsn: string;
  release: string;
  environment: string;
}

/** Session replay records what the shopper does: only after their consent, with every text and image masked. */
function replayOnceConsented(): void {
  const startReplay = () =>
    Sentry.addIntegration(Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true }));
  if (readConsent(document.cookie) === 'granted') return startReplay();
  const onDecision = (event: Event) => {
    if ((event as CustomEvent<string>).detail !== 'granted') return;
    window.removeEventListener(CONSENT_EVENT, onDecision);
    startReplay();
  };
  window.addEventListener(CONSENT_EVENT, onDecision);
}

/**
 * The browser's part of monitoring (loaded lazily by BrowserMonitoring, never on first load): errors with docs/product.md §9's
 * trace rate, scrubbed like the server's; replays at docs/product.md §9's rates once the shopper consents.
 */
export function startBrowserMonitoring({ dsn, release, environment }: BrowserMonitoringSettings): void {
  Sentry.init({
    dsn,
    release,
    environment,
    tracesSampleRate: MONITORING_SAMPLE_RATES.traces,
    replaysSessionSampleRate: MONITORING_SAMPLE_RATES.sessionReplays,
    replaysOnErrorSampleRate: MONITORING_SAMPLE_RATES.replaysOnError,
    dataCollection: { userInfo: false, cookies: false, urlQueryParams: false, httpBodies: [] },
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  });
  replayOnceConsented();
}
