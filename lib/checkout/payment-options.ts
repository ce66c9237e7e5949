import type { StoreCode } from '../shop/codes';
import type { PaymentMethod, ProviderPaymentMethod } from '../shop/order-types';

/** Which providers the operator configured keys for: a method without keys is never offered. */
export type ConfiguredProviders = Record<ProviderPaymentMethod, boolean>;

/**
 * The payment methods a store offers, in the order shown: prepayment everywhere, cash on delivery (ramburs) where
 * the store allows it (Romania), and Stripe, PayPal and Amazon Pay where configured; Amazon Pay not in Romania,
 * where it takes no lei.
 */
export function paymentOptions(store: StoreCode, configured: ConfiguredProviders): PaymentMethod[] {
  return [
    ...(store === 'ro' ? (['cashOnDelivery'] as const) : []),
    'prepayment' as const,
    ...(configured.stripe ? (['stripe'] as const) : []),
    ...(configured.paypal ? (['paypal'] as const) : []),
    ...(configured.amazonpay && store !== 'ro' ? (['amazonpay'] as const) : []),
  ];
}

/** Stripe Checkout's methods per store: cards everywhere, EPS in Austria, Klarna where it lends (SOFORT is gone). */
export const stripeMethodTypes: Record<StoreCode, string[]> = {
  at: ['card', 'eps', 'klarna'],
  de: ['card', 'klarna'],
  ro: ['card'],
};
