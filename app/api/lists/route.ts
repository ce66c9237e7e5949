import type { NextRequest } from 'next/server';
import { requestMarket } from '@/lib/api/market-context';
import { jsonError, jsonOk } from '@/lib/api/responses';
import { readLists } from '@/lib/lists/service';
import { reportError } from '@/lib/monitoring/server';
import { languageCodeSchema } from '@/lib/shop/schemas';

/**
 * The shopper's wishlist and compare list as product ids, for the marks on cached catalogue pages; a visitor
 * without a session gets empty lists and no session.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const market = requestMarket(
    request,
    languageCodeSchema.safeParse(request.nextUrl.searchParams.get('language')).data,
  );
  try {
    return jsonOk({ lists: await readLists((name: string) => request.cookies.get(name)?.value, market) });
  } catch (error) {
    await reportError(error, 'Reading the shopper lists failed', request);
    return jsonError(503, { code: 'lists.failed' });
  }
}
