import { useTranslations } from 'next-intl';

/**
 * Plain links to the pages of a product's reviews (`?reviews=2`, the first page is the product itself): each is a
 * cached page of its own, so a product with hundreds of reviews stays as fast as one with a few.
 */
export function ReviewPages({
  productHref,
  page,
  pages,
}: {
  productHref: string;
  page: number;
  pages: number;
}) {
  const t = useTranslations('Reviews');
  if (pages < 2) return null;
  const hrefOf = (target: number) =>
    target === 1 ? `${productHref}#reviews` : `${productHref}?reviews=${target}`;
  return (
    <nav className="review-pages" aria-label={t('pagesLabel')}>
      <ul>
        {page > 1 && (
          <li>
            <a href={hrefOf(page - 1)} rel="prev">
              {t('previous')}
            </a>
          </li>
        )}
        <li aria-current="page">{t('pageOf', { page, pages })}</li>
        {page < pages && (
          <li>
            <a href={hrefOf(page + 1)} rel="next">
              {t('next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
