import 'server-only';
import type { Market } from '../i18n/market';
import { customerMarket } from '../i18n/vat-exclusion';
import type { CookieReader } from './shopper-session';
import { currentCustomer } from './session-customer';

/**
 * The market a request is priced for once its session is known: a verified business customer who asked for it
 * gets the net market (docs/product.md §6 excludeVAT); everyone else keeps the market the host and cookies decided. Only
 * the session can grant net prices, so no cookie or parameter a client sends can.
 */
export async function sessionMarket(cookie: CookieReader, market: Market): Promise<Market> {
  // A visitor who only browses has no session: no read at all on their way through.
  if (!cookie('__Host-sid') && !cookie('sid')) return market;
  const customer = await currentCustomer(cookie, market);
  return customer ? customerMarket(market, customer) : market;
}
