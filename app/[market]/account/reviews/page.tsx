import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReviewMessageBox } from '@/components/reviews/review-message';
import { Stars } from '@/components/reviews/stars';
import '@/components/reviews/reviews.css';
import { reviewMessage } from '@/lib/reviews/review-messages';
import { localHref } from '@/lib/seo/public-urls';
import { getProductReviews } from '@/lib/storefront';
import { personalPageMetadata } from '../../_shared/personal-page-metadata';
import { contentLocaleOf } from '@/lib/shop/languages';
import { personalPage } from '../../_shared/personal-page';
import { loginHref } from '@/lib/account/return-path';
import '@/app/styles/account.css';

export const dynamic = 'force-dynamic';

// A moderator works through the oldest first; more wait for the next visit.
const PENDING_SHOWN = 50;

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Reviews', 'moderationTitle');

/** docs/product.md §4: admins approve or reject submitted reviews, each with a plain form; anyone else sees no such page. */
export default async function ReviewModerationPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  // The market sets the request's locale, which the translations then read.
  const { market, context, query, customer } = await personalPage(params, searchParams);
  const t = await getTranslations('Reviews');
  if (!customer) redirect(loginHref(context.linkPrefix, `${context.linkPrefix}/account/reviews`));
  if (!customer.isAdmin) notFound();
  const pending = await (
    await getProductReviews()
  ).listPending(contentLocaleOf(market.language), PENDING_SHOWN);
  const message = reviewMessage(query);
  const date = new Intl.DateTimeFormat(context.formatLocale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <main id="main" className="account-page review-moderation">
      <h1>{t('moderationTitle')}</h1>
      {message && <ReviewMessageBox message={message} />}
      {pending.length === 0 ? (
        <p>{t('nonePending')}</p>
      ) : (
        <ol className="review-list">
          {pending.map((review) => (
            <li key={review.id} className="review" data-testid="pending-review">
              <article aria-labelledby={`pending-${review.id}`}>
                <h2 id={`pending-${review.id}`} className="review__title">
                  {review.title}
                </h2>
                <p className="review__meta">
                  <a href={localHref(context.linkPrefix, review.productUrl)}>{review.productTitle}</a>
                  {' · '}
                  {t('byline', { author: review.author })}
                  {' · '}
                  {date.format(review.createdAt)}
                  {review.verified && ` · ${t('verified')}`}
                </p>
                <Stars rating={review.rating} label={t('stars', { rating: review.rating })} />
                <p className="review__comment">{review.comment}</p>
                <div className="review-moderation__actions">
                  {(['approved', 'rejected'] as const).map((decision) => (
                    <form key={decision} method="post" action="/api/reviews/moderation">
                      <input type="hidden" name="reviewId" value={review.id} />
                      <input type="hidden" name="decision" value={decision} />
                      <input type="hidden" name="language" value={market.language} />
                      <button
                        type="submit"
                        className={decision === 'approved' ? 'button' : 'button button--secondary'}
                        aria-describedby={`pending-${review.id}`}
                      >
                        {t(decision === 'approved' ? 'approve' : 'reject')}
                      </button>
                    </form>
                  ))}
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
