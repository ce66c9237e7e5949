import type { NextRequest } from 'next/server';
import { currentCustomer } from '@/lib/account/sign-in';
import { decodeMarket } from '@/lib/i18n/market';
import { customerOrder } from '@/lib/orders/customer-orders';
import { invoiceResponse, notFoundResponse } from '@/lib/orders/invoice-response';

export const dynamic = 'force-dynamic';

/** The PDF invoice of one of the logged-in customer's orders; anyone else's is not found. */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ market: string; id: string }> },
) {
  const { market: encoded, id } = await params;
  const market = decodeMarket(encoded);
  if (!market || !/^\d{1,10}$/.test(id)) return notFoundResponse();
  const customer = await currentCustomer((name) => request.cookies.get(name)?.value, market);
  const order = customer ? await customerOrder(customer.id, Number(id), market.store) : null;
  return order ? invoiceResponse(order, request) : notFoundResponse();
}
