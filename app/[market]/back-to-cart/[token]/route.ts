import type { NextRequest } from 'next/server';
import { clientAddress } from '@/lib/api/rate-limit';
import { messageQuery, seeOther } from '@/lib/api/responses';
import { restoreCart } from '@/lib/cart/back-to-cart';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { decodeMarket } from '@/lib/i18n/market';
import { setSessionCookie } from '@/lib/session/shopper-session';
import { reportError } from '@/lib/monitoring/server';

/** A back-to-cart link (proxy.ts rewrites /back-to-cart/{token} here): the cart comes back, then the cart page. */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ market: string; token: string }> },
): Promise<Response> {
  const { market: segment, token } = await params;
  const market = decodeMarket(segment);
  if (!market) return new Response(null, { status: 404 });
  const cartPage = `${languagePrefix(market)}/cart`;
  try {
    const restored = await restoreCart(
      { cookie: (name) => request.cookies.get(name)?.value, address: clientAddress(request.headers) },
      market,
      token,
    );
    if (!restored.ok) return seeOther(`${cartPage}?${messageQuery('error', restored.error)}`);
    const response = seeOther(`${cartPage}?${messageQuery('notice', restored.notice)}`);
    if (restored.cookieValue) setSessionCookie(response, request, restored.cookieValue);
    return response;
  } catch (error) {
    await reportError(error, 'Restoring a cart failed', request);
    return seeOther(`${cartPage}?${messageQuery('error', { code: 'cart.addFailed' })}`);
  }
}
