import 'server-only';
import * as client from 'openid-client';
import { FACEBOOK_GRAPH_VERSION, type ProviderSettings } from './providers';

const KEY = Symbol.for('storefront.socialClients');
type Holder = typeof globalThis & { [KEY]?: Map<string, Promise<client.Configuration>> };

/** Plain http only for a provider on this machine (the tests' local OpenID provider); TLS everywhere else. */
const isLoopback = (url: string) =>
  /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(new URL(url).origin);

function configure(settings: ProviderSettings): Promise<client.Configuration> {
  const origin = settings.kind === 'oidc' ? settings.issuer : settings.dialogOrigin;
  const insecure = isLoopback(origin);
  if (settings.kind === 'oidc')
    return client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  // Facebook publishes no discovery document for its OAuth endpoints; they are named here.
  const configuration = new client.Configuration(
    {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: `${settings.dialogOrigin}/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
      token_endpoint: `${settings.graphOrigin}/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
    },
    settings.clientId,
    settings.clientSecret,
  );
  if (insecure) client.allowInsecureRequests(configuration);
  return Promise.resolve(configuration);
}

/**
 * The relying party's configuration of a provider, discovered once per process (Google's keys are then cached
 * by openid-client); a failed discovery is forgotten, so the next sign-in asks again.
 */
export function clientConfiguration(settings: ProviderSettings): Promise<client.Configuration> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  const key = `${settings.provider}|${settings.kind === 'oidc' ? settings.issuer : settings.dialogOrigin}`;
  let configuration = holder[KEY].get(key);
  if (!configuration) {
    configuration = configure(settings);
    configuration.catch(() => holder[KEY]?.delete(key));
    holder[KEY].set(key, configuration);
  }
  return configuration;
}
