import { nextResultIndex } from './overlay-rules';

// Category buttons, open content groups and their links, product cards and "show all", in reading order.
const RESULTS = '[data-search-item], .product-card__link';

function visibleResults(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(RESULTS)].filter(
    (element) => element.getClientRects().length,
  );
}

/**
 * Moves focus for an arrow, Home or End key between the search field and the overlay's results; answers
 * whether it did, so the caller can keep the key from scrolling the page.
 */
export function moveFocusAmongResults(panel: HTMLElement, field: HTMLInputElement, key: string): boolean {
  const results = visibleResults(panel);
  const active = panel.ownerDocument.activeElement;
  const current = active === field ? -1 : results.findIndex((element) => element === active);
  if (current === -1 && active !== field) return false;
  const next = nextResultIndex(current, results.length, key);
  if (next === null || next === current) return next !== null;
  (next === -1 ? field : results[next]!).focus();
  return true;
}
