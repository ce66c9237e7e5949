import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ListingView } from '@/components/catalog/listing/listing-view';
import { getListingPage } from '@/lib/catalog/listing-page';
import type { ListingScope } from '@/lib/catalog/listing-scope';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
import { decodeStateSegment } from '@/lib/seo/listing-state';
import '@/app/styles/catalog.css';
import '@/app/styles/product-card.css';

type Params = Promise<{ market: string; state: string } & Record<string, string>>;

/**
 * The page and metadata of a listing route (category, brand, landing, badge). proxy.ts has put the market and
 * the normalised listing state into the path, so the page is a pure function of it and cached per state.
 */
export function listingRoute(param: string, scopeOf: (value: string) => ListingScope | null) {
  const load = cache(async (params: Params) => {
    const values = await params;
    const market = decodeMarket(values.market);
    const scope = scopeOf(values[param] ?? '');
    if (!market || !scope) notFound();
    const listing = await getListingPage(market, scope, decodeStateSegment(values.state));
    if (!listing) notFound();
    return { market, listing };
  });

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    return (await load(params)).listing.metadata;
  }

  async function ListingPage({ params }: { params: Params }) {
    const { market, listing } = await load(params);
    if (listing.redirectTo) redirect(listing.redirectTo);
    setRequestLocale(formatLocaleOf(market));
    return <ListingView listing={listing} />;
  }

  return { generateMetadata, ListingPage };
}
