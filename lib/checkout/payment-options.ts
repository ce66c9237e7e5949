import type { StoreCode } from '../shop/codes';
import type { PaymentMethod } from '../shop/order-types';

/** Which providers the operator configured keys for: a method without keys is never offered. */
export interface ConfiguredProviders {
  stripe: boolean;
  paypal: boolean;
}

/**
 * The payment methods a store offers, in the order shown: prepayment everywhere, cash on delivery (ramburs) where
 * the store allows it (Romania), and Stripe and PayPal where configured.
 */
export function paymentOptions(store: StoreCode, configured: ConfiguredProviders): PaymentMethod[] {
  return [
    ...(store === 'ro' ? (['cashOnDelivery'] as const) : []),
    'prepayment' as const,
    ...(configured.stripe ? (['stripe'] as const) : []),
    ...(configured.paypal ? (['paypal'] as const) : []),
  ];
}

/** Stripe Checkout's methods per store: cards everywhere, EPS in Austria, Klarna where it lends (SOFORT is gone). */
export const stripeMethodTypes: Record<StoreCode, string[]> = {
  at: ['card', 'eps', 'klarna'],
  de: ['card', 'klarna'],
  ro: ['card'],
};

export const isOfflinePayment = (method: PaymentMethod) =>
  method === 'prepayment' || method === 'cashOnDelivery';
