import type { ReactNode } from 'react';

/**
 * A wide table in a box of its own that scrolls sideways on a phone, so the page never does; focusable and named,
 * so a keyboard can scroll it and a screen reader names it (axe: scrollable-region-focusable).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="seo-table__scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
