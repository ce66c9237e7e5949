import { z } from 'zod';
import type { SocialProvider } from '../../shop/customer-types';

/** Who the provider says signed in: its stable subject, and the address only when the provider vouches for it. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  /** Trimmed and lower-cased, like a customer's login; null when the provider gave none. */
  email: string | null;
  emailVerified: boolean;
  firstname: string;
  lastname: string;
}

const text = (max: number) =>
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => [...(value ?? '').trim()].slice(0, max).join(''));
const emailClaim = z
  .string()
  .max(254)
  .optional()
  .catch(undefined)
  .transform((value) => value?.trim().toLowerCase() || null);

const idTokenClaims = z.object({
  sub: z.string().min(1).max(255),
  email: emailClaim,
  // Some providers send the flag as a string.
  email_verified: z
    .union([z.boolean(), z.literal('true'), z.literal('false')])
    .optional()
    .catch(undefined),
  given_name: text(100),
  family_name: text(100),
});

/** Google's ID token claims (already checked for issuer, audience, nonce and expiry by openid-client). */
export function identityOfClaims(provider: SocialProvider, claims: unknown): SocialIdentity | null {
  const parsed = idTokenClaims.safeParse(claims);
  if (!parsed.success) return null;
  const { sub, email, email_verified, given_name, family_name } = parsed.data;
  return {
    provider,
    subject: sub,
    email,
    emailVerified: email !== null && (email_verified === true || email_verified === 'true'),
    firstname: given_name,
    lastname: family_name,
  };
}

const graphProfile = z.object({
  id: z.string().regex(/^\d{1,64}$/),
  email: emailClaim,
  first_name: text(100),
  last_name: text(100),
});

/**
 * Facebook's Graph /me. It has no verified flag: Graph gives only a confirmed primary address and leaves the
 * field out otherwise, so an address it gives counts as verified and a missing one as unverified.
 */
export function identityOfGraphProfile(profile: unknown): SocialIdentity | null {
  const parsed = graphProfile.safeParse(profile);
  if (!parsed.success) return null;
  const { id, email, first_name, last_name } = parsed.data;
  return {
    provider: 'facebook',
    subject: id,
    email,
    emailVerified: email !== null,
    firstname: first_name,
    lastname: last_name,
  };
}
