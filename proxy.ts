import { NextResponse, type NextRequest } from 'next/server';
import { sessionMarket } from './lib/session/customer-market';
import { env } from './lib/env';
import { sharedCacheHeaders, sharedCacheKindOf, type SharedCacheKind } from './lib/http/shared-cache';
import { decideMarket, languagePrefix } from './lib/i18n/decide-market';
import { storeDefaults } from './lib/i18n/stores';
import { internalPathOf, unavailablePathOf } from './lib/seo/internal-path';
import { INTERNAL_REQUEST_HEADER, internalOrigin, internalRequestToken } from './lib/seo/internal-request';
import type { Target } from './lib/seo/resolve-path';
import { resolveMarketPath, secondsToTaxChange, withTaxPeriod } from './lib/seo/route-cache';
import { searchFormLocation } from './lib/seo/search-path';

/** Headers a page's response carries whatever Next adds: what a shared cache may keep of it. */
function cacheHeaders(kind: SharedCacheKind, secondsToTaxChange: number | null): Record<string, string> {
  return sharedCacheHeaders(kind, env().CDN_CACHE_SECONDS, secondsToTaxChange);
}

function rewrite(
  request: NextRequest,
  pathname: string,
  kind: SharedCacheKind,
  secondsToTaxChange: number | null = null,
): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  // Catalogue pages carry their state in the path; a shopper's own page reads its message from the query.
  if (kind !== 'personal') url.search = '';
  const response = NextResponse.rewrite(url);
  // Next writes its own Cache-Control only where none is set, so these survive the render.
  for (const [name, value] of Object.entries(cacheHeaders(kind, secondsToTaxChange))) {
    response.headers.set(name, value);
  }
  return response;
}

/**
 * A path that shows nothing: its reasoned screen with a real 404 status. Next cannot server-render a page's own
 * notFound() under our root layout (vercel/next.js#62228), so the screen is an ordinary cached page that the
 * server fetches from itself and answers with 404. Client-side navigations only need the screen.
 */
async function notFoundResponse(
  request: NextRequest,
  pathname: string,
  kind: SharedCacheKind,
  secondsToTaxChange: number | null,
): Promise<NextResponse> {
  if (request.headers.has('rsc')) return rewrite(request, pathname, kind, secondsToTaxChange);
  try {
    const screen = await fetch(new URL(pathname, internalOrigin(env().INTERNAL_ORIGIN)), {
      headers: { [INTERNAL_REQUEST_HEADER]: internalRequestToken() },
    });
    if (!screen.ok) throw new Error(`the not-found screen answered ${screen.status}`);
    return new NextResponse(screen.body, {
      status: 404,
      headers: {
        'Content-Type': screen.headers.get('content-type') ?? 'text/html; charset=utf-8',
        ...cacheHeaders(kind, secondsToTaxChange),
        Vary: 'Cookie',
      },
    });
  } catch (error) {
    console.error('The not-found screen could not be rendered', error);
    return new NextResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
}

/**
 * Decides every input that changes a page's HTML and rewrites to an internal path that carries them, so pages
 * under app/[market] are pure functions of their path (docs/architecture.md "Rendering and caching"): the market from
 * host and cookies, and what the path shows from the rewritten URLs (docs/product.md §2 "Catch-all behaviour").
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (request.headers.get(INTERNAL_REQUEST_HEADER) === internalRequestToken()) return NextResponse.next();
  const { market: decided, path } = decideMarket(
    {
      host: request.headers.get('host'),
      pathname: request.nextUrl.pathname,
      cookie: (name) => request.cookies.get(name)?.value,
    },
    env().SHOP_HOST_MAP,
  );
  const searchForm =
    path === null ? null : searchFormLocation(path, request.nextUrl.searchParams, languagePrefix(decided));
  if (searchForm) return NextResponse.redirect(new URL(searchForm, request.nextUrl), 303);
  // Net prices come from the session alone (a verified business customer who asked for them), never a cookie.
  // Without the session store the page is priced with VAT rather than not shown: cached pages outlive an outage.
  const market = await sessionMarket((name) => request.cookies.get(name)?.value, decided).catch(
    (error: unknown) => {
      console.error('Reading the session failed; the page is priced with VAT', error);
      return decided;
    },
  );
  let target: Target;
  try {
    target =
      path === null ? { kind: 'notFound', reason: 'rewritingFailed' } : await resolveMarketPath(market, path);
  } catch (error) {
    console.error('Resolving a path failed; is the backend reachable?', error);
    return rewrite(request, unavailablePathOf(market), 'shopper');
  }
  if (target.kind === 'redirect') {
    const location = new URL(target.location, request.nextUrl);
    // A retired address keeps its query (filters, tracking); the withdrawal form PDF needs none.
    if (target.permanent) location.search = request.nextUrl.search;
    return NextResponse.redirect(location, target.permanent ? 301 : 307);
  }
  const kind = sharedCacheKindOf(target, market.vatMode);
  // A page keeps the VAT period it was rendered in, and no shared cache keeps it past the next change's midnight;
  // feeds and other host-wide answers are priced for the store's own country. Reading the rates failing must not
  // stop the page.
  const pricedFor = kind === 'host' ? storeDefaults[market.store].countryId : market.deliveryCountryId;
  const [priced, secondsToChange] = await Promise.all([
    withTaxPeriod(market),
    secondsToTaxChange(market, pricedFor),
  ]).catch((error: unknown) => {
    console.error('Reading the VAT rates failed; the page is keyed without its VAT period', error);
    return [market, 0] as const;
  });
  const pathname = internalPathOf(priced, target, request.nextUrl.searchParams);
  return target.kind === 'notFound'
    ? notFoundResponse(request, pathname, kind, secondsToChange)
    : rewrite(request, pathname, kind, secondsToChange);
}

export const config = {
  // Static files, media, route handlers and Next's own assets need no market.
  matcher: ['/((?!_next/|api/|media/|favicon.ico).*)'],
};
