'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/client/when-idle';
import type { BrowserMonitoringSettings } from '@/lib/monitoring/browser';

/**
 * Starts Sentry in the browser once the page is idle. Rendered only when SENTRY_DSN is set, and the SDK comes in
 * its own chunk, so a catalogue page's first-load JavaScript is the same with monitoring on or off.
 */
export function BrowserMonitoring(settings: BrowserMonitoringSettings) {
  const { dsn, release, environment } = settings;
  useEffect(
    () =>
      whenIdle(() => {
        void import('@/lib/monitoring/browser').then(({ startBrowserMonitoring }) =>
          startBrowserMonitoring({ dsn, release, environment }),
        );
      }),
    [dsn, release, environment],
  );
  return null;
}
