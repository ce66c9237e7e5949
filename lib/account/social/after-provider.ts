import 'server-only';
import type { Shopper } from '../../cart/service';
import type { Market } from '../../i18n/market';
import { getCustomers } from '../../storefront';
import { signIn } from '../sign-in';
import type { SocialIdentity } from './identity';
import type { PendingIdentity } from './sealed-cookies';

/**
 * What a provider's answer leads to: a linked identity signs in at once; an address nobody has becomes a new
 * account once the shopper completes a short form; an address a confirmed account has is linked only after that
 * account's password (ASVS: never take over an account on a provider's word); an address the provider does not
 * vouch for leads nowhere.
 */
export type ProviderOutcome =
  | { kind: 'signedIn'; cookieValue: string }
  | { kind: 'pending'; pending: PendingIdentity }
  | { kind: 'refused'; code: 'social.emailUnverified' };

export async function afterProvider(
  identity: SocialIdentity,
  shopper: Shopper,
  market: Market,
): Promise<ProviderOutcome> {
  const shop = await getCustomers();
  const linked = await shop.findIdentityCustomer(identity);
  if (linked !== null) return { kind: 'signedIn', ...(await signIn(shopper.cookie, market, linked)) };
  if (!identity.email || !identity.emailVerified) return { kind: 'refused', code: 'social.emailUnverified' };
  const account = await shop.getCustomerLogin(identity.email);
  return {
    kind: 'pending',
    pending: {
      k: account?.confirmed ? 'link' : 'complete',
      p: identity.provider,
      sub: identity.subject,
      email: identity.email,
      firstname: identity.firstname,
      lastname: identity.lastname,
      language: market.language,
    },
  };
}
