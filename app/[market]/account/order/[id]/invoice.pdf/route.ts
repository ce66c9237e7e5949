import type { NextRequest } from 'next/server';
import { currentCustomer } from '@/lib/session/session-customer';
import { consume } from '@/lib/api/rate-limit';
import { decodeMarket } from '@/lib/i18n/market';
import { customerOrder } from '@/lib/orders/customer-orders';
import { orderIdOf } from '@/lib/orders/order-id';
import { invoiceResponse, notFoundResponse, tooManyResponse } from '@/lib/documents/invoice-response';

export const dynamic = 'force-dynamic';

/** The PDF invoice of one of the logged-in customer's orders; anyone else's is not found. */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ market: string; id: string }> },
) {
  const { market: encoded, id } = await params;
  const market = decodeMarket(encoded);
  const orderId = orderIdOf(id);
  if (!market || orderId === null) return notFoundResponse('de');
  const customer = await currentCustomer((name) => request.cookies.get(name)?.value, market);
  if (!customer) return notFoundResponse(market.language);
  const limit = await consume('invoice', customer.email);
  if (!limit.allowed) return tooManyResponse(market.language, limit.retryAfterSeconds);
  const order = await customerOrder(customer.id, orderId, market.store);
  return order ? invoiceResponse(order, request, market.language) : notFoundResponse(market.language);
}
