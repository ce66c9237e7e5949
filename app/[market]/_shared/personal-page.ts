import { cookies } from 'next/headers';
import { getMarketContext } from '@/lib/catalog/market-context';
import { currentCustomer } from '@/lib/session/session-customer';
import { pageMarket } from './market-param';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

/**
 * What a page for one person starts from: its market (the request locale set), the market's context, the query,
 * and the session's customer, null for a visitor. The page decides what a visitor or a non-admin gets.
 */
export async function personalPage(params: Params, searchParams: Query) {
  const market = await pageMarket(params);
  const [context, jar, query] = await Promise.all([getMarketContext(market), cookies(), searchParams]);
  const customer = await currentCustomer((name) => jar.get(name)?.value, market);
  return { market, context, query, customer };
}
