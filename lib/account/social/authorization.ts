import 'server-only';
import * as client from 'openid-client';
import type { LanguageCode } from '../../shop/codes';
import { clientConfiguration } from './client-config';
import { identityOfClaims, identityOfGraphProfile, type SocialIdentity } from './identity';
import { FACEBOOK_GRAPH_VERSION, type ProviderSettings } from './providers';
import type { SocialFlow } from './sealed-cookies';

/** Where a provider sends the shopper back: the shop's host, so each shop registers its own redirect URI. */
export const callbackUrl = (origin: string, settings: ProviderSettings) =>
  `${origin}/api/auth/${settings.provider}/callback`;

/**
 * The provider's authorization URL and the flow to keep for the answer: a fresh state (against login CSRF), a
 * nonce bound into Google's ID token (against replay), and a PKCE verifier (against a stolen code).
 */
export async function beginAuthorization(
  settings: ProviderSettings,
  origin: string,
  language: LanguageCode | undefined,
): Promise<{ url: URL; flow: SocialFlow }> {
  const configuration = await clientConfiguration(settings);
  const flow: SocialFlow = {
    k: 'flow',
    p: settings.provider,
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    language,
  };
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl(origin, settings),
    scope: settings.kind === 'oidc' ? 'openid email profile' : 'email public_profile',
    state: flow.state,
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
  };
  if (settings.kind === 'oidc') parameters.nonce = flow.nonce;
  return { url: client.buildAuthorizationUrl(configuration, parameters), flow };
}

/**
 * Exchanges the code of the provider's answer and says who signed in. openid-client checks the state, the PKCE
 * verifier and, for Google, the ID token's signature, issuer, audience, expiry and nonce; the provider's tokens
 * are used here once and kept nowhere. Null when the answer names nobody the shop can use.
 */
export async function finishAuthorization(
  settings: ProviderSettings,
  answer: URL,
  flow: SocialFlow,
): Promise<SocialIdentity | null> {
  const configuration = await clientConfiguration(settings);
  const tokens = await client.authorizationCodeGrant(configuration, answer, {
    expectedState: flow.state,
    pkceCodeVerifier: flow.verifier,
    ...(settings.kind === 'oidc' ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
  });
  if (settings.kind === 'oidc') return identityOfClaims(settings.provider, tokens.claims());
  const me = new URL(`${settings.graphOrigin}/${FACEBOOK_GRAPH_VERSION}/me`);
  me.searchParams.set('fields', 'id,email,first_name,last_name');
  const response = await client.fetchProtectedResource(configuration, tokens.access_token, me, 'GET');
  if (!response.ok) throw new Error(`Graph /me answered ${response.status}`);
  return identityOfGraphProfile(await response.json());
}
