import { useTranslations } from 'next-intl';
import type { ListingPageData } from '@/lib/catalog/listing-page';

/** Crawlable page links: previous, the pages around the current one, the first and the last, next. */
export function PaginationNav({ listing }: { listing: ListingPageData }) {
  const t = useTranslations('Listing');
  if (listing.pageCount < 2) return null;
  return (
    <nav aria-label={t('pagination')} className="pagination">
      <ul>
        {listing.previousHref && (
          <li>
            <a href={listing.previousHref} rel="prev" className="pagination__step">
              <span aria-hidden="true">‹</span> <span className="pagination__step-text">{t('previous')}</span>
            </a>
          </li>
        )}
        {listing.pageLinks.map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <a
                href={entry.href}
                aria-label={t('pageLabel', { page: entry.page })}
                aria-current={entry.page === listing.page ? 'page' : undefined}
              >
                {entry.page}
              </a>
            </li>
          ),
        )}
        {listing.nextHref && (
          <li>
            <a href={listing.nextHref} rel="next" className="pagination__step">
              <span className="pagination__step-text">{t('next')}</span> <span aria-hidden="true">›</span>
            </a>
          </li>
        )}
      </ul>
      <p className="pagination__status">{t('pageOf', { page: listing.page, pages: listing.pageCount })}</p>
    </nav>
  );
}
