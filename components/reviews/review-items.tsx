import { useTranslations } from 'next-intl';
import type { ReviewPage } from '@/lib/catalog/cached-reviews';
import { Stars } from './stars';

interface ReviewItemsProps {
  reviews: ReviewPage['reviews'];
  locale: string;
  /** Under the product page's "Reviews" heading the titles are h3; on a page of reviews of its own, h2. */
  headingLevel?: 2 | 3;
}

/** Approved reviews as a list; title, name and comment are text, whatever markup they hold. */
export function ReviewItems({ reviews, locale, headingLevel = 3 }: ReviewItemsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslations('Reviews');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Vienna' });
  return (
    <ol className="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="review" data-testid="review">
          <article aria-labelledby={`review-${review.id}`}>
            <Heading id={`review-${review.id}`} className="review__title">
              {review.title}
            </Heading>
            <Stars rating={review.rating} label={t('stars', { rating: review.rating })} />
            <p className="review__meta">
              {t('byline', { author: review.author })}
              {' · '}
              <time dateTime={review.createdAt}>{date.format(new Date(review.createdAt))}</time>
              {review.verified && (
                <>
                  {' · '}
                  <span className="review__verified" data-testid="verified-purchase">
                    {t('verified')}
                  </span>
                </>
              )}
            </p>
            <p className="review__comment">{review.comment}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
