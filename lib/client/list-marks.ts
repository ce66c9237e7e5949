import type { ShopperListMarks } from './list-api';

const kinds = ['wishlist', 'compare'] as const;

/**
 * Shows the shopper's lists on server-rendered HTML: every toggle's `aria-pressed` and its label for the state,
 * and the header's counts. Touches only what differs, so that calling it from a MutationObserver after each new
 * card never feeds itself.
 */
export function applyListMarks(root: ParentNode, lists: ShopperListMarks): void {
  for (const kind of kinds) {
    const onList = new Set(lists[kind]);
    for (const button of root.querySelectorAll<HTMLButtonElement>(`button[data-list-toggle="${kind}"]`)) {
      const pressed = onList.has(Number(button.dataset.productId));
      const label = pressed ? button.dataset.labelRemove : button.dataset.labelAdd;
      if (button.getAttribute('aria-pressed') !== String(pressed))
        button.setAttribute('aria-pressed', String(pressed));
      if (label && button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
    }
    const count = String(lists[kind].length);
    for (const badge of root.querySelectorAll<HTMLElement>(`[data-list-count="${kind}"]`)) {
      if (badge.textContent !== count) badge.textContent = count;
      const shown = lists[kind].length > 0;
      if (badge.hidden === shown) badge.hidden = !shown;
    }
    for (const link of root.querySelectorAll<HTMLElement>(`[data-list-link="${kind}"][data-only-filled]`)) {
      const shown = lists[kind].length > 0;
      if (link.hidden === shown) link.hidden = !shown;
    }
  }
}
