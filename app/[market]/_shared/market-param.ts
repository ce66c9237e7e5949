import { notFound } from 'next/navigation';
import { decodeMarket, type Market } from '@/lib/i18n/market';

/** The market of a route's params; an internal path whose first segment is no market is a 404. */
export async function marketParam(params: Promise<{ market: string }>): Promise<Market> {
  const market = decodeMarket((await params).market);
  if (!market) notFound();
  return market;
}
