import { NextResponse, type NextRequest } from 'next/server';
import { handlerStore } from '@/lib/api/market-context';
import { jsonError } from '@/lib/api/responses';
import { env } from '@/lib/env';
import { hostCacheControl } from '@/lib/http/shared-cache';
import { storeForHost } from '@/lib/i18n/stores';
import { reportError } from '@/lib/monitoring/server';
import { cachedShopRating, RATING_SECONDS, RETRY_SECONDS } from '@/lib/shop-rating/rating-cache';
import { ratedShopId } from '@/lib/shop-rating/rated-shop';

/**
 * The host's store rating at ShopVote for the review badge, which loads only after cookie consent: the browser
 * never asks ShopVote itself. The same for everyone on the host, so shared caches keep it as long as the server
 * does (docs/product.md §9, 1,800 s); a provider that failed answers `rating: null`, kept only briefly.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const code = storeForHost(request.headers.get('host'), env().SHOP_HOST_MAP);
  try {
    const store = await handlerStore(code);
    const shopId = store && ratedShopId(store.config.trust);
    if (!store || !shopId) return jsonError(404, { code: 'shopRating.off' });
    const rating = await cachedShopRating({ shopId, language: store.language });
    return NextResponse.json(
      { ok: true, data: { rating } },
      { headers: { 'Cache-Control': hostCacheControl(rating ? RATING_SECONDS : RETRY_SECONDS) } },
    );
  } catch (error) {
    await reportError(error, 'Reading the store for its rating failed', request);
    return jsonError(503, { code: 'server.connection' });
  }
}
