import 'server-only';
import { env } from '../env';
import { createPayPalProvider } from './paypal-provider';
import type { RedirectPaymentProvider, RedirectProviderCode } from './provider-types';
import { createStripeProvider } from './stripe-provider';

const made = new Map<string, RedirectPaymentProvider>();

/** The provider behind a redirect payment method, configured from the environment; null when it has no keys. */
export function redirectProvider(code: RedirectProviderCode): RedirectPaymentProvider | null {
  const settings = env();
  const key =
    code === 'stripe'
      ? `stripe|${settings.STRIPE_SECRET_KEY}|${settings.STRIPE_API_BASE}`
      : `paypal|${settings.PAYPAL_CLIENT_ID}|${settings.PAYPAL_API_BASE}`;
  const known = made.get(key);
  if (known) return known;
  let provider: RedirectPaymentProvider | null = null;
  if (code === 'stripe' && settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET)
    provider = createStripeProvider({
      secretKey: settings.STRIPE_SECRET_KEY,
      webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
      apiBase: settings.STRIPE_API_BASE,
    });
  if (
    code === 'paypal' &&
    settings.PAYPAL_CLIENT_ID &&
    settings.PAYPAL_CLIENT_SECRET &&
    settings.PAYPAL_WEBHOOK_ID
  )
    provider = createPayPalProvider({
      clientId: settings.PAYPAL_CLIENT_ID,
      clientSecret: settings.PAYPAL_CLIENT_SECRET,
      webhookId: settings.PAYPAL_WEBHOOK_ID,
      apiBase: settings.PAYPAL_API_BASE,
    });
  if (provider) made.set(key, provider);
  return provider;
}

export const isRedirectProvider = (method: string): method is RedirectProviderCode =>
  method === 'stripe' || method === 'paypal';
