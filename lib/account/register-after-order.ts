import 'server-only';
import type { Shopper } from '../cart/service';
import type { MarketContext } from '../catalog/market-context';
import { placedOrder } from '../orders/placed-order';
import type { Market } from '../i18n/market';
import type { RegisterAfterOrderInput } from './schemas';
import { refused, register, type AccountOutcome } from './service';

/**
 * docs/product.md §4 "a guest converts to a full account": after a guest order, the guest only asks for it; the person,
 * company and e-mail are the order's. It is an ordinary registration from there — the password chosen at the
 * mailed link, and the same answer whether or not the address already has an account — and the link carries
 * this order, which the account takes over once it is confirmed. Other guest orders of the address stay behind
 * their own links: an address alone proves nothing about who placed them.
 */
export async function registerAfterOrder(
  input: RegisterAfterOrderInput,
  shopper: Shopper,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  const order = await placedOrder(shopper.cookie, market);
  if (!order || order.customerId !== null) return refused(409, 'account.noGuestOrder');
  const person = order.invoiceAddress;
  return register(
    {
      action: 'register',
      title: person.title,
      firstname: person.firstname,
      lastname: person.lastname,
      company: person.company ?? '',
      vatNumber: person.vatNumber,
      email: order.email,
      emailRepeat: order.email,
      language: input.language,
    },
    shopper,
    market,
    context,
    order.id,
  );
}
