import Link from 'next/link';
import { localHref } from '@/lib/seo/public-urls';

export interface BreadcrumbItem {
  title: string;
  /** Null for the page itself, the last item. */
  href: string | null;
}

/** A trail of shop paths (without language prefix) as breadcrumb items: the last one is the page, no link. */
export function trailItems(
  trail: Array<{ title: string; path: string }>,
  linkPrefix: string,
): BreadcrumbItem[] {
  return trail.map((crumb, index) => ({
    title: crumb.title,
    href: index === trail.length - 1 ? null : localHref(linkPrefix, crumb.path),
  }));
}

/** A trail from the home page to the current page; the last item is the page and no link. */
export function Breadcrumbs({ items, label }: { items: BreadcrumbItem[]; label: string }) {
  return (
    <nav aria-label={label} className="breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li
            key={`${index}-${item.title}`}
            {...(item.href === null ? { 'aria-current': 'page' as const } : {})}
          >
            {item.href === null ? (
              item.title
            ) : (
              <Link href={item.href} prefetch={false}>
                {item.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
