import { NextResponse, type NextRequest } from 'next/server';
import { env } from './lib/env';
import { defaultMarket, encodeMarket } from './lib/i18n/market';
import { storeForHost } from './lib/i18n/stores';

/**
 * Decides every input that changes a page's HTML and rewrites to an internal path that carries them, so pages
 * under app/[market] are pure functions of their path (ARCHITECTURE "Rendering and caching").
 */
export function proxy(request: NextRequest): NextResponse {
  const store = storeForHost(request.headers.get('host'), env().SHOP_HOST_MAP);
  const market = defaultMarket(store);
  const url = request.nextUrl.clone();
  url.pathname = `/${encodeMarket(market)}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Static files, media, route handlers and Next's own assets need no market.
  matcher: ['/((?!_next/|api/|media/|favicon.ico|robots.txt).*)'],
};
