'use client';

import { useState, type ReactNode } from 'react';

/**
 * Folds the filters away on small screens behind a button; wide screens always show them (CSS). Without
 * JavaScript the filters simply stay open, as the collapsing rule only applies once the page is scripted.
 */
export function FilterDisclosure({
  children,
  chosen,
  labels,
}: {
  children: ReactNode;
  chosen: number;
  labels: { show: string; hide: string };
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="filter-toggle button button--secondary"
        aria-expanded={open}
        aria-controls="listing-filters"
        onClick={() => setOpen(!open)}
      >
        {open ? labels.hide : labels.show}
        {chosen > 0 && <span className="filter-toggle__count"> ({chosen})</span>}
      </button>
      <div id="listing-filters" className="filters-panel" data-collapsed={!open}>
        {children}
      </div>
    </>
  );
}
