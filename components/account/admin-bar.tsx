'use client';

import { useState } from 'react';
import { createPortal } from 'react-dom';

/** Thelia's back-office routes for docs/product.md §2's admin bar, in its order. */
const sections = [
  ['customers', '/admin/customers'],
  ['orders', '/admin/orders'],
  ['catalog', '/admin/catalog'],
  ['folders', '/admin/folders'],
  ['coupons', '/admin/coupon'],
  ['sales', '/admin/sales'],
  ['brands', '/admin/brand'],
  ['export', '/admin/export'],
  ['import', '/admin/import'],
  ['modules', '/admin/modules'],
  ['configuration', '/admin/configuration'],
] as const;

/** The page's own entry in the back office, from the marker catalogue pages carry on their <main>. */
const updates = {
  product: (id: string) => `/admin/products/update?product_id=${id}`,
  category: (id: string) => `/admin/categories/update?category_id=${id}`,
  content: (id: string) => `/admin/content/update/${id}`,
} as const;

/** The page's kind and id as its <main> names them, when it has an entry of its own in the back office. */
function pageUpdate(): { kind: keyof typeof updates; id: string } | null {
  const marker = document.querySelector<HTMLElement>('main[data-admin-view]');
  const kind = marker?.dataset.adminView;
  const id = marker?.dataset.adminId;
  return kind && kind in updates && id && /^\d+$/.test(id)
    ? { kind: kind as keyof typeof updates, id }
    : null;
}

export type AdminBarLabels = Record<
  (typeof sections)[number][0] | `update_${keyof typeof updates}` | 'title',
  string
>;

/**
 * docs/product.md §2 admin bar: new-tab links into the back office, and "Update product / category / content" for the page
 * shown. Per user, so it is drawn on the client into the header's empty slot and never enters a cached page.
 */
export function AdminBar({ backOffice, labels }: { backOffice: string; labels: AdminBarLabels }) {
  // Only ever rendered in the browser (the account menu loads after the page is idle), so the DOM is there.
  const [slot] = useState(() => document.getElementById('admin-bar'));
  const [update] = useState(pageUpdate);
  if (!slot) return null;
  const link = (href: string, text: string) => (
    <li key={href}>
      <a href={`${backOffice}${href}`} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    </li>
  );
  return createPortal(
    <nav className="admin-bar" aria-label={labels.title} data-testid="admin-bar">
      <ul>
        {sections.map(([name, path]) => link(path, labels[name]))}
        {update && link(updates[update.kind](update.id), labels[`update_${update.kind}`])}
      </ul>
    </nav>,
    slot,
  );
}
