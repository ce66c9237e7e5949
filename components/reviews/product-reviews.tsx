import './reviews.css';
import { useTranslations } from 'next-intl';
import type { ReviewPage } from '@/lib/catalog/cached-reviews';
import { ReviewItems } from './review-items';
import { ReviewPages } from './review-pages';
import { Stars } from './stars';

interface ProductReviewsProps {
  reviews: ReviewPage;
  locale: string;
  /** The product's own address, which the further pages of reviews add `?reviews=N` to. */
  productHref: string;
  /** The page where a customer writes a review of the sale element shown; null on the further pages. */
  writeHref: string | null;
}

/** docs/product.md §2 product detail with reviews: the approved reviews' average and count, a page of them, and more. */
export function ProductReviews({ reviews, locale, productHref, writeHref }: ProductReviewsProps) {
  const t = useTranslations('Reviews');
  const { summary } = reviews;
  return (
    <section id="reviews" aria-labelledby="product-reviews" className="product-reviews">
      <h2 id="product-reviews">{t('title')}</h2>
      {summary ? (
        <p className="product-reviews__summary" data-testid="rating-summary">
          <Stars rating={summary.average} label={t('average', { average: summary.average })} />{' '}
          {t('count', { count: summary.count })}
        </p>
      ) : (
        <p>{t('none')}</p>
      )}
      {writeHref && (
        <p>
          <a href={writeHref} className="button button--secondary" rel="nofollow">
            {t('write')}
          </a>
        </p>
      )}
      <ReviewItems reviews={reviews.reviews} locale={locale} />
      <ReviewPages productHref={productHref} page={reviews.page} pages={reviews.pages} />
    </section>
  );
}
