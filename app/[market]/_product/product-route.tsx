import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ProductView } from '@/components/catalog/product/product-view';
import { getProductPage } from '@/lib/catalog/product-page';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
import { positiveId } from '@/lib/seo/params';
import '@/app/styles/catalog.css';
import '@/app/styles/product.css';
import '@/app/styles/product-card.css';
import '@/app/styles/add-to-cart.css';

type Params = Promise<{ market: string; id: string; variant?: string }>;

const load = cache(async (params: Params) => {
  const { market: segment, id, variant } = await params;
  const market = decodeMarket(segment);
  const productId = positiveId(id);
  const saleElementId = variant === undefined ? null : positiveId(variant);
  if (!market || productId === null || (variant !== undefined && saleElementId === null)) notFound();
  const product = await getProductPage(market, productId, saleElementId);
  if (!product) notFound();
  return { market, product };
});

/** A product, or one of its variants: the same page with another sale element chosen, same canonical URL. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return (await load(params)).product.metadata;
}

export async function ProductPage({ params }: { params: Params }) {
  const { market, product } = await load(params);
  setRequestLocale(formatLocaleOf(market));
  return <ProductView product={product} />;
}
