import type { Env } from '../../env';
import type { SocialProvider } from '../../shop/customer-types';

export const socialProviders = ['google', 'facebook'] as const satisfies readonly SocialProvider[];

/** Graph API version of Facebook's dialog, token exchange and /me. */
export const FACEBOOK_GRAPH_VERSION = 'v21.0';

/**
 * How the shop reaches a provider: Google by OpenID Connect discovery at its issuer; Facebook by plain OAuth 2
 * (it has no ID token for the web) with its profile from Graph's /me.
 */
export type ProviderSettings =
  | { provider: 'google'; kind: 'oidc'; issuer: string; clientId: string; clientSecret: string }
  | {
      provider: 'facebook';
      kind: 'oauth';
      dialogOrigin: string;
      graphOrigin: string;
      clientId: string;
      clientSecret: string;
    };

/** A provider's settings when its id and secret are set; null when it is off (no button, its routes 404). */
export function providerSettings(provider: string, settings: Env): ProviderSettings | null {
  if (provider === 'google' && settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET)
    return {
      provider,
      kind: 'oidc',
      issuer: settings.GOOGLE_ISSUER,
      clientId: settings.GOOGLE_CLIENT_ID,
      clientSecret: settings.GOOGLE_CLIENT_SECRET,
    };
  if (provider === 'facebook' && settings.FACEBOOK_CLIENT_ID && settings.FACEBOOK_CLIENT_SECRET)
    return {
      provider,
      kind: 'oauth',
      dialogOrigin: settings.FACEBOOK_BASE_URL ?? 'https://www.facebook.com',
      graphOrigin: settings.FACEBOOK_BASE_URL ?? 'https://graph.facebook.com',
      clientId: settings.FACEBOOK_CLIENT_ID,
      clientSecret: settings.FACEBOOK_CLIENT_SECRET,
    };
  return null;
}

/** The providers whose buttons the login page shows, in the order it shows them. */
export const configuredProviders = (settings: Env): SocialProvider[] =>
  socialProviders.filter((provider) => providerSettings(provider, settings) !== null);

/** How a provider is named on its button and in the forms. */
export const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
