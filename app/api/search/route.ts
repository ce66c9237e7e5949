import { NextResponse, type NextRequest } from 'next/server';
import { pricedMarket, requestMarket } from '@/lib/api/market-context';
import { searchRequestSchema } from '@/lib/catalog/search-input';
import { searchResults } from '@/lib/catalog/search-results';
import { languagesOf } from '@/lib/seo/public-urls';
import { reportError } from '@/lib/monitoring/server';

// Each answer depends on the text and the shopper's delivery-country cookie: nothing to share or keep.
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * The search overlay's results (docs/product.md §2, §7): the engine stays on the server, the text is only ever a value.
 * `?q=…&language=de&category=12&offset=6`; the store comes from the host, prices from the delivery cookie.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const parsed = searchRequestSchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) {
    const tooShort = parsed.error.issues.some((issue) => issue.message === 'search.tooShort');
    return NextResponse.json(
      {
        ok: false,
        error: {
          code: tooShort ? 'search.tooShort' : 'search.invalid',
          fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))],
        },
      },
      { status: 422, headers: PRIVATE },
    );
  }
  const market = requestMarket(request, parsed.data.language);
  if (parsed.data.language && !languagesOf(market.store).includes(parsed.data.language)) {
    return NextResponse.json(
      { ok: false, error: { code: 'search.invalid', fields: ['language'] } },
      { status: 422, headers: PRIVATE },
    );
  }
  try {
    return NextResponse.json(
      { ok: true, data: await searchResults(await pricedMarket(request, market), parsed.data) },
      { headers: PRIVATE },
    );
  } catch (error) {
    await reportError(error, 'Search failed', request);
    return NextResponse.json(
      { ok: false, error: { code: 'search.failed' } },
      { status: 503, headers: PRIVATE },
    );
  }
}
