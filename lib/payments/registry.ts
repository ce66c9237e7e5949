import 'server-only';
import { env, type Env } from '../env';
import { createAmazonPayProvider } from './amazon-pay-provider';
import { createPayPalProvider } from './paypal-provider';
import type { RedirectPaymentProvider, RedirectProviderCode } from './provider-types';
import { createStripeProvider } from './stripe-provider';

interface ProviderSetup {
  /** The settings the provider is made from: a changed one (a test's stand-in) makes it anew. */
  key(settings: Env): string;
  /** The provider, or null when the operator left one of its settings unset (then it is not offered). */
  make(settings: Env): RedirectPaymentProvider | null;
}

const setups: Record<RedirectProviderCode, ProviderSetup> = {
  stripe: {
    key: (settings) => `${settings.STRIPE_SECRET_KEY}|${settings.STRIPE_API_BASE}`,
    make: (settings) =>
      settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET
        ? createStripeProvider({
            secretKey: settings.STRIPE_SECRET_KEY,
            webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
            apiBase: settings.STRIPE_API_BASE,
          })
        : null,
  },
  paypal: {
    key: (settings) => `${settings.PAYPAL_CLIENT_ID}|${settings.PAYPAL_API_BASE}`,
    make: (settings) =>
      settings.PAYPAL_CLIENT_ID && settings.PAYPAL_CLIENT_SECRET && settings.PAYPAL_WEBHOOK_ID
        ? createPayPalProvider({
            clientId: settings.PAYPAL_CLIENT_ID,
            clientSecret: settings.PAYPAL_CLIENT_SECRET,
            webhookId: settings.PAYPAL_WEBHOOK_ID,
            apiBase: settings.PAYPAL_API_BASE,
          })
        : null,
  },
  amazonpay: {
    key: (settings) => `${settings.AMAZON_PAY_PUBLIC_KEY_ID}|${settings.AMAZON_PAY_API_BASE}`,
    make: (settings) =>
      settings.AMAZON_PAY_PUBLIC_KEY_ID &&
      settings.AMAZON_PAY_PRIVATE_KEY &&
      settings.AMAZON_PAY_STORE_ID &&
      settings.AMAZON_PAY_MERCHANT_ID
        ? createAmazonPayProvider({
            publicKeyId: settings.AMAZON_PAY_PUBLIC_KEY_ID,
            privateKey: settings.AMAZON_PAY_PRIVATE_KEY,
            storeId: settings.AMAZON_PAY_STORE_ID,
            merchantId: settings.AMAZON_PAY_MERCHANT_ID,
            region: settings.AMAZON_PAY_REGION,
            sandbox: settings.AMAZON_PAY_SANDBOX === 'true',
            apiBase: settings.AMAZON_PAY_API_BASE,
            ipnCertificateHosts: settings.AMAZON_PAY_IPN_CERTIFICATE_HOSTS,
            ipnCertificateCa: settings.AMAZON_PAY_IPN_CERTIFICATE_CA,
          })
        : null,
  },
};

const made = new Map<string, RedirectPaymentProvider>();

/** The provider behind a redirect payment method, configured from the environment; null when it has no keys. */
export function redirectProvider(code: RedirectProviderCode): RedirectPaymentProvider | null {
  const settings = env();
  const setup = setups[code];
  const key = `${code}|${setup.key(settings)}`;
  const known = made.get(key);
  if (known) return known;
  const provider = setup.make(settings);
  if (provider) made.set(key, provider);
  return provider;
}

export const isRedirectProvider = (method: string): method is RedirectProviderCode =>
  Object.hasOwn(setups, method);
