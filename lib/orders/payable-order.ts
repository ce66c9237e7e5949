import 'server-only';
import { z } from 'zod';
import { currentCustomer } from '../session/session-customer';
import { placedOrder } from './placed-order';
import type { Market } from '../i18n/market';
import type { CookieReader } from '../session/shopper-session';
import type { Order } from '../shop/order-types';
import { languageCodeSchema } from '../shop/schemas';
import { customerOrder } from './customer-orders';
import { orderOfGuestLink } from './guest-link';

/**
 * "Pay now" names its order by the account's id, by a guest link, or not at all (the session's last order), and
 * the page's language, so the shopper comes back to the page they left.
 */
export const payOrderSchema = z.object({
  language: languageCodeSchema.optional(),
  orderId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ref: z
    .string()
    .regex(/^ORD\d{12}$/)
    .optional(),
  hash: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32}$/)
    .optional(),
});

/**
 * The order a "pay now" form is about, and the page (under the market's prefix) that shows it: a customer's own
 * order from the account, a guest's through their link, or the one this session just placed. Null when the
 * shopper may not see the order; the page then is the one they came from.
 */
export async function payableOrder(
  fields: Record<string, unknown>,
  cookie: CookieReader,
  market: Market,
): Promise<{ order: Order | null; page: string }> {
  const input = payOrderSchema.safeParse(fields).data ?? {};
  if (input.orderId !== undefined) {
    const customer = await currentCustomer(cookie, market);
    const order = customer ? await customerOrder(customer.id, input.orderId, market.store) : null;
    return { order, page: `/account/order/${input.orderId}` };
  }
  if (input.ref && input.hash)
    return {
      order: await orderOfGuestLink(input.ref, input.hash, market.store),
      page: `/guest/invoice/${input.ref}/${input.hash}`,
    };
  return { order: await placedOrder(cookie, market), page: '/order-placed' };
}
