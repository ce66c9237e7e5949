import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { getMarketContext } from '@/lib/catalog/market-context';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
import { notFoundReasons, type NotFoundReason } from '@/lib/seo/resolve-path';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ market: string; reason: string }> };

const isReason = (value: string): value is NotFoundReason =>
  (notFoundReasons as readonly string[]).includes(value);

async function load(params: Props['params']) {
  const { market: segment, reason } = await params;
  const market = decodeMarket(segment);
  if (!market || !isReason(reason)) notFound();
  return { market, reason };
}

// The screen brings its own <title>, as it must where it serves a page's notFound().
export const metadata: Metadata = { robots: { index: false, follow: true } };

/**
 * The not-found screen for one of docs/product.md §8's reasons, rendered like any page so it is cached per market and
 * reason. proxy.ts serves it with status 404: Next cannot server-render a page's own notFound() below a root
 * layout in a dynamic segment (vercel/next.js#62228), it would send an empty document.
 */
export default async function Unresolved({ params }: Props) {
  const { market, reason } = await load(params);
  setRequestLocale(formatLocaleOf(market));
  const context = await getMarketContext(market);
  return (
    <NotFoundScreen
      reason={reason}
      storeName={context.store.config.storeName}
      homeHref={context.linkPrefix || '/'}
      cartoonUrl={context.store.config.images.cartoon404}
    />
  );
}
