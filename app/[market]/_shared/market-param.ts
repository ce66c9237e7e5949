import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { decodeMarket, formatLocaleOf, type Market } from '@/lib/i18n/market';

/** The market of a route's params; an internal path whose first segment is no market is a 404. */
export async function marketParam(params: Promise<{ market: string }>): Promise<Market> {
  const market = decodeMarket((await params).market);
  if (!market) notFound();
  return market;
}

/** The market of a page's params, with next-intl's request locale set to it before any translation is read. */
export async function pageMarket(params: Promise<{ market: string }>): Promise<Market> {
  const market = await marketParam(params);
  setRequestLocale(formatLocaleOf(market));
  return market;
}
