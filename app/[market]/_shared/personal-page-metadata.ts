import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getMarketContext } from '@/lib/catalog/market-context';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';

/**
 * generateMetadata of a shopper's own page (cart, account): its title with the store's name, the shop's own
 * description (for a shared link's preview), and never indexed (what it shows is one shopper's, and a search
 * engine's visit sees an empty one).
 */
export function personalPageMetadata(
  namespace:
    | 'Cart'
    | 'Account'
    | 'Checkout'
    | 'Order'
    | 'Lists'
    | 'Newsletter'
    | 'Reviews'
    | 'SeoPreview'
    | 'Appointment'
    | 'Installations'
    | 'CartReminders',
  titleKey: string,
) {
  return async ({ params }: { params: Promise<{ market: string }> }): Promise<Metadata> => {
    const market = decodeMarket((await params).market);
    if (!market) return {};
    const locale = formatLocaleOf(market);
    const [context, t, home] = await Promise.all([
      getMarketContext(market),
      getTranslations({ locale, namespace }),
      getTranslations({ locale, namespace: 'Home' }),
    ]);
    const storeName = context.store.config.storeName;
    // The key is chosen at run time, which next-intl's typed keys cannot follow.
    const title = (t as unknown as (key: string, values: Record<string, string>) => string)(titleKey, {
      storeName,
    });
    return { title, description: home('metaDescription', { storeName }), robots: { index: false } };
  };
}
