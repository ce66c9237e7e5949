import { SEARCH_COUNT_CAP } from '@/lib/catalog/search-limits';
import type { ContentLink } from '@/lib/shop/types';

/** A count as the overlay shows it: exact below 10,000, "10,000+" from there (docs/product.md §9). */
export function countLabel(count: number, locale: string): string {
  const format = new Intl.NumberFormat(locale);
  return count >= SEARCH_COUNT_CAP ? `${format.format(SEARCH_COUNT_CAP)}+` : format.format(count);
}

export interface ContentGroup {
  folder: { id: number; title: string } | null;
  links: ContentLink[];
}

/** Content links grouped by their folder (docs/product.md §2), in the order of each folder's best match. */
export function groupContentLinks(links: ContentLink[]): ContentGroup[] {
  const groups = new Map<number | null, ContentGroup>();
  for (const link of links) {
    const key = link.folder?.id ?? null;
    const group = groups.get(key) ?? { folder: link.folder, links: [] };
    group.links.push(link);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Where the arrow keys move among the overlay's results: -1 is the search field. Down from the field enters the
 * results, up from the first returns to the field; Home and End jump to the ends.
 */
export function nextResultIndex(current: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return Math.max(current - 1, -1);
    case 'Home':
      return current === -1 ? null : 0;
    case 'End':
      return current === -1 ? null : count - 1;
    default:
      return null;
  }
}
