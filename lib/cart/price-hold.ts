import { storeDefaults } from '../i18n/stores';
import { endOfDay } from '../pricing/zoned-day';
import type { StoreCode } from '../shop/codes';

/** Until when a line added now keeps its price: the end of today in the store's time zone (docs/product.md §9). */
export function pricesHeldUntil(store: StoreCode, now: Date): Date {
  return endOfDay(now, storeDefaults[store].timeZone);
}
