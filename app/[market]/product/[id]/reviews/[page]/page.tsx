import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ReviewItems } from '@/components/reviews/review-items';
import { ReviewPages } from '@/components/reviews/review-pages';
import '@/components/reviews/reviews.css';
import { getFurtherReviewsPage } from '@/lib/reviews/review-page';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
import { positiveId } from '@/lib/seo/params';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ market: string; id: string; page: string }>;

const load = cache(async (params: Params) => {
  const { market: segment, id, page } = await params;
  const market = decodeMarket(segment);
  const productId = positiveId(id);
  const pageNumber = positiveId(page);
  if (!market || productId === null || pageNumber === null) notFound();
  const data = await getFurtherReviewsPage(market, productId, pageNumber);
  if (!data) notFound();
  return { market, data };
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return (await load(params)).data.metadata;
}

/** A further page of a product's reviews (`?reviews=N`), cached like the product page and revalidated with it. */
export default async function FurtherReviewsPage({ params }: { params: Params }) {
  const { market, data } = await load(params);
  setRequestLocale(formatLocaleOf(market));
  const t = await getTranslations('Reviews');
  return (
    <main id="main" className="product-reviews">
      <h1>{t('pageTitle', { product: data.productTitle, page: data.reviews.page })}</h1>
      <p>
        <a href={data.productHref}>{t('backToProduct', { product: data.productTitle })}</a>
      </p>
      <ReviewItems reviews={data.reviews.reviews} locale={data.locale} headingLevel={2} />
      <ReviewPages productHref={data.productHref} page={data.reviews.page} pages={data.reviews.pages} />
    </main>
  );
}
