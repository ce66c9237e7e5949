import 'server-only';
import { consume } from '../api/rate-limit';
import type { MarketContext } from '../catalog/market-context';
import { reportError } from '../monitoring/server';
import { signUp } from '../newsletter/newsletter-service';
import type { Customer } from '../shop/types';

/**
 * The checkout's newsletter box, acted on once its order is placed: the same double opt-in as the footer's form
 * (a mail whose link confirms), with the order's address and `checkout` as the consent's source. The order
 * never waits on it or fails with it; the address's own sign-up limit holds here too, so a shopper placing many
 * orders gets one confirmation mail per limit window, not one per order.
 */
export async function signUpFromCheckout(
  email: string,
  customer: Customer | null,
  context: MarketContext,
): Promise<void> {
  const address = email.trim().toLowerCase();
  try {
    if (!(await consume('newsletterSignUpAddress', address)).allowed) return;
    await signUp({ email: address, source: 'checkout', customer }, context);
  } catch (error) {
    await reportError(error, "The checkout's newsletter sign-up failed");
  }
}
