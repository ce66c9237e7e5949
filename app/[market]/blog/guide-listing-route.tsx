import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { GuidePagination } from '@/components/guide/guide-pagination';
import { GuideTeasers } from '@/components/guide/guide-teasers';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getGuideListing } from '@/lib/catalog/guide-page';
import type { Market } from '@/lib/i18n/market';
import { marketParam, pageMarket } from '../_shared/market-param';

type MarketParams = Promise<{ market: string }>;

async function listingOf(market: Market, page: number) {
  const listing = await getGuideListing(market, page);
  if (!listing) notFound();
  return listing;
}

export async function guideListingMetadata(params: MarketParams, page: number): Promise<Metadata> {
  return (await listingOf(await marketParam(params), page)).metadata;
}

/** docs/product.md §2 /blog: the store's guide, newest first, six articles a page. */
export async function GuideListing({ params, page }: { params: MarketParams; page: number }) {
  const market = await pageMarket(params);
  const [listing, t, crumbs] = await Promise.all([
    listingOf(market, page),
    getTranslations('Guide'),
    getTranslations('Breadcrumb'),
  ]);
  return (
    <main id="main" className="guide-page">
      <Breadcrumbs label={crumbs('label')} items={listing.breadcrumbs} />
      <h1>{page === 1 ? t('title') : t('titlePage', { page })}</h1>
      <p className="guide-page__intro">{t('intro')}</p>
      <GuideTeasers articles={listing.articles} />
      <GuidePagination page={listing.page} pages={listing.pages} pageHref={listing.pageHref} />
      <JsonLdScript nodes={listing.jsonLd} />
    </main>
  );
}
