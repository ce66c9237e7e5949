'use client';

import { SALES_BAR_KEY } from '@/lib/head-scripts';
import type { SalesBar as SalesBarData } from '@/lib/shop/types';

export function SalesBar({ bar, dismissLabel }: { bar: SalesBarData; dismissLabel: string }) {
  const dismiss = () => {
    window.localStorage.setItem(SALES_BAR_KEY, 'false');
    document.documentElement.dataset.salesBar = 'dismissed';
  };
  return (
    <aside className="sales-bar" aria-label={bar.linkText || bar.message} data-testid="sales-bar">
      <p>
        {bar.message}{' '}
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
