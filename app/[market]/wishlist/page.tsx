import { cookies } from 'next/headers';
import { WishlistView } from '@/components/lists/wishlist-view';
import { getMarketContext } from '@/lib/catalog/market-context';
import { wishlistCards } from '@/lib/lists/list-pages';
import { listPageMessage } from '@/lib/lists/page-message';
import { listsOfSession } from '@/lib/lists/service';
import { currentSession } from '@/lib/session/shopper-session';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';

// The shopper's own page: read from their session on every request, never prerendered or cached.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Lists', 'wishlistMetaTitle');

/** docs/product.md §2 /wishlist: the products the shopper keeps, from their account or (as a guest) their session. */
export default async function WishlistPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const market = await pageMarket(params);
  const [context, jar, query] = await Promise.all([getMarketContext(market), cookies(), searchParams]);
  const cookie = (name: string) => jar.get(name)?.value;
  const session = await currentSession(cookie, market.store);
  const lists = await listsOfSession(session, market);
  return (
    <WishlistView
      cards={await wishlistCards(lists.wishlist, market, context)}
      message={listPageMessage('wishlist', query)}
      locale={context.formatLocale}
      linkPrefix={context.linkPrefix}
      signedIn={session?.stored.customerId != null}
    />
  );
}
