import type { PaymentStart, RedirectProviderCode } from '../../payments/provider-types';

let started = 0;

/** A payment of 123.45 EUR as the checkout step starts one, under a new order number each time. */
export function paymentStart(
  method: RedirectProviderCode,
  changes: Partial<PaymentStart> = {},
): PaymentStart {
  // Unique across runs too: PayPal's sandbox refuses an invoice id (the order number) it has seen paid.
  const orderRef = `ORD${String(Date.now() * 100 + (started += 1)).slice(-12)}`;
  return {
    orderRef,
    amount: { amount: 123_45, currency: 'EUR' },
    email: 'ida.huber@example.at',
    language: 'de',
    returnUrl: `http://at.localhost:3100/checkout/return?method=${method}`,
    cancelUrl: 'http://at.localhost:3100/checkout/payment',
    methodTypes: method === 'stripe' ? ['card', 'eps', 'klarna'] : [],
    idempotencyKey: `${orderRef}-1`,
    ...changes,
  };
}

/** Runs `call` and says how long it took and what it threw, whatever its outcome. */
export async function timed(call: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const begun = Date.now();
  const error = await call().then(
    () => null,
    (failure: unknown) => failure,
  );
  return { error, ms: Date.now() - begun };
}
