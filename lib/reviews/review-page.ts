import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { catalogue } from '../catalog/cached-shop';
import { getMarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { pageMetadata } from '../seo/metadata';
import { localHref, publicUrl } from '../seo/public-urls';
import { reviewPage, type ReviewPage } from '../catalog/cached-reviews';

export interface FurtherReviewsPage {
  productTitle: string;
  productHref: string;
  reviews: ReviewPage;
  locale: string;
  metadata: Metadata;
}

/**
 * Page `page` (2 and on) of a product's approved reviews, at the product's address with `?reviews=N`; null when
 * the product or the page does not exist. Not indexed: the product page carries the reviews' rating.
 */
export async function getFurtherReviewsPage(
  market: Market,
  productId: number,
  page: number,
): Promise<FurtherReviewsPage | null> {
  const [context, product] = await Promise.all([
    getMarketContext(market),
    catalogue.product(productId, market.language),
  ]);
  if (!product || page < 2) return null;
  const [reviews, t] = await Promise.all([
    reviewPage(productId, page),
    getTranslations({ locale: context.formatLocale, namespace: 'Reviews' }),
  ]);
  if (page > reviews.pages) return null;
  const { store } = context;
  const title = t('pageTitle', { product: product.title, page });
  return {
    productTitle: product.title,
    productHref: localHref(context.linkPrefix, product.url),
    reviews,
    locale: context.formatLocale,
    metadata: pageMetadata({
      title: `${title} | ${store.config.storeName}`,
      description: title,
      canonical: `${publicUrl(context.origins, store.code, market.language, product.url)}?reviews=${page}`,
      indexable: false,
      siteName: store.config.storeName,
      locale: context.formatLocale,
    }),
  };
}
