import type { ApiError } from '../api/responses';
import { formatMoney } from '../pricing/format';
import type { PaymentMethod } from '../shop/order-types';
import type { CheckoutInput } from './checkout-schema';
import type { CheckoutQuote } from './quote';

/** What the rules need to know besides the submit and the quote. */
export interface CheckoutFacts {
  payments: PaymentMethod[];
  /** The delivery address's phone, once the address is known. */
  deliveryPhone: string | null;
  /** How the page formats money, for the minimum order's message. */
  formatLocale: string;
}

/**
 * docs/product.md §5's checkout rules, in the order a shopper reads the page, as the first refusal with its field: something
 * to deliver, the store's minimum order value, a delivery the cart is offered, a pickup location of that module, a phone for freight, special
 * delivery and pickup, a confirmation for undeliverable lines, a usable coupon, an offered payment method, the
 * terms, and the total the shopper saw.
 */
export function checkoutRefusal(
  input: CheckoutInput,
  quote: CheckoutQuote,
  facts: CheckoutFacts,
): ApiError | null {
  if (quote.deliveryProblem === 'empty') return { code: 'checkout.cartEmpty' };
  if (quote.deliveryProblem === 'allUndeliverable') return { code: 'delivery.allUndeliverable' };
  if (quote.deliveryProblem === 'noneAvailable') return { code: 'delivery.noneAvailable' };
  if (quote.minimumOrder)
    return {
      code: 'checkout.minimumOrder',
      values: {
        minimum: formatMoney(quote.minimumOrder.minimum, facts.formatLocale),
        missing: formatMoney(quote.minimumOrder.missing, facts.formatLocale),
      },
    };
  const delivery = quote.deliveries.find((entry) => entry.module.id === input.deliveryModuleId);
  if (!delivery) return { code: 'checkout.deliveryRequired', fields: ['deliveryModuleId'] };
  if (
    delivery.module.kind === 'pickup' &&
    !delivery.module.pickupLocations.some((location) => location.id === input.pickupLocationId)
  )
    return { code: 'checkout.pickupRequired', fields: ['pickupLocationId'] };
  if (delivery.module.requiresPhone && !facts.deliveryPhone)
    return { code: 'checkout.phoneRequired', fields: ['delivery.phone'] };
  if (quote.undeliverable.length > 0 && !input.confirmUndeliverable)
    return { code: 'delivery.confirmUndeliverable', fields: ['confirmUndeliverable'] };
  if (quote.coupon?.refusal)
    return {
      code: `coupon.${quote.coupon.refusal}`,
      fields: ['couponCode'],
      values: { code: quote.coupon.code },
    };
  if (!facts.payments.includes(input.paymentMethod))
    return { code: 'checkout.paymentRequired', fields: ['paymentMethod'] };
  if (!input.acceptTerms) return { code: 'checkout.termsRequired', fields: ['acceptTerms'] };
  if (input.shownTotal !== quote.totals.total.gross) return { code: 'checkout.totalChanged' };
  return null;
}
