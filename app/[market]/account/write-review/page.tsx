import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReviewForm } from '@/components/reviews/review-form';
import { ReviewMessageBox } from '@/components/reviews/review-message';
import '@/components/reviews/reviews.css';
import { currentCustomer } from '@/lib/session/session-customer';
import { getMarketContext } from '@/lib/catalog/market-context';
import { decodeKeptReview, REVIEW_FLASH_COOKIE } from '@/lib/reviews/review-flash';
import { reviewMessage } from '@/lib/reviews/review-messages';
import { reviewFields } from '@/lib/reviews/review-schema';
import { refusalOf } from '@/lib/reviews/write-review';
import { getProductReviews } from '@/lib/storefront';
import { personalPageMetadata } from '../../_shared/personal-page-metadata';
import { pageMarket } from '../../_shared/market-param';
import '@/app/styles/account.css';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const generateMetadata = personalPageMetadata('Reviews', 'writeTitle');

/**
 * Where a customer writes a review of a sale element (linked from the product page, which stays static): the
 * right is checked here from the session (docs/product.md §5 comment rights), and again by the handler that saves it.
 */
export default async function WriteReviewPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const market = await pageMarket(params);
  const [context, jar, query, t] = await Promise.all([
    getMarketContext(market),
    cookies(),
    searchParams,
    getTranslations('Reviews'),
  ]);
  const saleElementId = Number(first(query.saleElement));
  if (!Number.isInteger(saleElementId) || saleElementId <= 0 || saleElementId > 2_147_483_647) notFound();
  const customer = await currentCustomer((name) => jar.get(name)?.value, market);
  const message = reviewMessage(query);
  const right = customer && (await (await getProductReviews()).rightOf(customer.id, saleElementId));
  const refusal = right && right.kind !== 'allowed' ? refusalOf(right).error.code : null;
  const submitted = message?.kind === 'notice';
  const invalid = (first(query.fields) ?? '')
    .split(',')
    .filter((field) => (reviewFields as readonly string[]).includes(field));
  return (
    <main id="main" className="account-page">
      <h1>{t('writeTitle')}</h1>
      {message && <ReviewMessageBox message={message} />}
      {!customer ? (
        <p>
          {t('errors.reviews_customersOnly')}{' '}
          <a href={`${context.linkPrefix}/login-register`}>{t('logIn')}</a>
        </p>
      ) : submitted ? null : refusal ? (
        // The same message as the handler's, unless the page already shows it.
        message?.key !== `errors.${refusal.replace('.', '_')}` && (
          <p role="alert" data-testid="review-refused">
            {t(`errors.${refusal.replace('.', '_')}` as 'errors.reviews_notBought')}
          </p>
        )
      ) : (
        <ReviewForm
          saleElementId={saleElementId}
          language={market.language}
          kept={message?.kind === 'error' ? decodeKeptReview(jar.get(REVIEW_FLASH_COOKIE)?.value) : {}}
          invalid={invalid}
        />
      )}
    </main>
  );
}
