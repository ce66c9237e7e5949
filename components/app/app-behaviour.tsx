'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isRememberedPage } from '@/lib/account/return-path';
import { LAST_LOCATION_KEY } from '@/lib/client/last-location';

const VERSION_KEY = 'version';
const UPDATED_FLAG = 'showNewVersionToast';
const TOAST_MILLISECONDS = 15_000;

interface AppBehaviourProps {
  version: string;
  labels: { updated: string; ok: string };
}

/**
 * docs/product.md §4's app behaviour: a new release clears what the browser stored and reloads once, then says so for
 * 15 seconds; the last visited path is remembered. Toasts appear top-right above 767 px, top-centre below.
 */
export function AppBehaviour({ version, labels }: AppBehaviourProps) {
  const pathname = usePathname();
  const [updated, setUpdated] = useState(false);

  useEffect(() => {
    const stored = window.localStorage.getItem(VERSION_KEY);
    if (stored !== null && stored !== version) {
      window.localStorage.clear();
      window.localStorage.setItem(VERSION_KEY, version);
      window.sessionStorage.setItem(UPDATED_FLAG, '1');
      window.location.reload();
      return;
    }
    window.localStorage.setItem(VERSION_KEY, version);
    if (window.sessionStorage.getItem(UPDATED_FLAG) !== '1') return;
    window.sessionStorage.removeItem(UPDATED_FLAG);
    // The toast is the visible result of a reload that just happened: state set from storage, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUpdated(true);
    const timer = window.setTimeout(() => setUpdated(false), TOAST_MILLISECONDS);
    return () => window.clearTimeout(timer);
  }, [version]);

  useEffect(() => {
    // docs/product.md §4: login, password recovery and logout are never the place to come back to. Kept for the tab's
    // life only, so a login days later does not return to a page long left.
    if (isRememberedPage(pathname)) window.sessionStorage.setItem(LAST_LOCATION_KEY, pathname);
  }, [pathname]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {updated && (
        <div className="toast toast--info" data-testid="toast">
          <span>{labels.updated}</span>
          <button type="button" onClick={() => setUpdated(false)}>
            {labels.ok}
          </button>
        </div>
      )}
    </div>
  );
}
