import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** The listing's pages as links (they work without JavaScript), the current one marked. */
export function GuidePagination({
  page,
  pages,
  pageHref,
}: {
  page: number;
  pages: number;
  pageHref: (page: number) => string;
}) {
  const t = useTranslations('Guide');
  if (pages < 2) return null;
  return (
    <nav className="guide-pagination" aria-label={t('pagination')}>
      {page > 1 && (
        <Link href={pageHref(page - 1)} rel="prev" prefetch={false}>
          {t('previous')}
        </Link>
      )}
      <ol>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{t('page', { page: number })}</span>
            ) : (
              <Link href={pageHref(number)} prefetch={false}>
                {t('page', { page: number })}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages && (
        <Link href={pageHref(page + 1)} rel="next" prefetch={false}>
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
