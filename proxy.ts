import { NextResponse, type NextRequest } from 'next/server';
import { env } from './lib/env';
import { decideMarket } from './lib/i18n/decide-market';

/**
 * Decides every input that changes a page's HTML and rewrites to an internal path that carries them, so pages
 * under app/[market] are pure functions of their path (ARCHITECTURE "Rendering and caching").
 */
export function proxy(request: NextRequest): NextResponse {
  const decision = decideMarket(
    {
      host: request.headers.get('host'),
      pathname: request.nextUrl.pathname,
      cookie: (name) => request.cookies.get(name)?.value,
    },
    env().SHOP_HOST_MAP,
  );
  const url = request.nextUrl.clone();
  url.pathname = decision.internalPath;
  const response = NextResponse.rewrite(url);
  // The same URL renders differently per delivery-country cookie: shared caches must not mix them up.
  response.headers.set('Vary', 'Cookie');
  return response;
}

export const config = {
  // Static files, media, route handlers and Next's own assets need no market.
  matcher: ['/((?!_next/|api/|media/|favicon.ico|robots.txt).*)'],
};
