'use client';

import { SALES_BAR_KEY } from '@/lib/head-scripts';
import type { SalesBar as SalesBarData } from '@/lib/shop/types';

/**
 * The sales bar above the header. On a phone it keeps to one line: the message gives way (ellipsis) so the
 * link and the dismiss button always stay in reach.
 */
export function SalesBar({ bar, dismissLabel }: { bar: SalesBarData; dismissLabel: string }) {
  const dismiss = () => {
    window.localStorage.setItem(SALES_BAR_KEY, 'false');
    document.documentElement.dataset.salesBar = 'dismissed';
  };
  return (
    <aside className="sales-bar" aria-label={bar.linkText || bar.message} data-testid="sales-bar">
      <p className="sales-bar__text">
        <span className="sales-bar__message">{bar.message}</span>{' '}
        {bar.link && (
          <a href={bar.link} className="sales-bar__link">
            {bar.linkText}
          </a>
        )}
      </p>
      {bar.dismissible && (
        <button type="button" className="sales-bar__dismiss" onClick={dismiss} aria-label={dismissLabel}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </aside>
  );
}
