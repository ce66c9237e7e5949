import type { NextRequest } from 'next/server';
import { clientAddress, consume } from '@/lib/api/rate-limit';
import { decodeMarket } from '@/lib/i18n/market';
import { orderOfGuestLink } from '@/lib/orders/guest-link';
import { invoiceResponse, notFoundResponse, tooManyResponse } from '@/lib/documents/invoice-response';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string; ref: string; hash: string }>;

/** The PDF invoice behind a guest's link: rate limited like the page, and a wrong hash is simply not found. */
export async function GET(request: NextRequest, { params }: { params: Params }) {
  const { market: encoded, ref, hash } = await params;
  const market = decodeMarket(encoded);
  if (!market) return notFoundResponse('de');
  const limit = await consume('guestOrder', clientAddress(request.headers));
  if (!limit.allowed) return tooManyResponse(market.language, limit.retryAfterSeconds);
  const order = await orderOfGuestLink(ref, hash, market.store);
  return order ? invoiceResponse(order, request, market.language) : notFoundResponse(market.language);
}
