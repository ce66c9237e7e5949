import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const LOCAL_CLIENT = {
  clientId: 'sanitaerwelt-shop',
  clientSecret: 'a-local-client-secret-for-tests',
};

export interface LocalOidcProvider {
  issuer: string;
  stop(): Promise<void>;
}

/**
 * Starts lib/testing/local-oidc-provider.mjs (a real oidc-provider) with the shop registered as a client for
 * `redirectUris`, and answers once it listens.
 */
export async function startLocalOidcProvider(redirectUris: string[]): Promise<LocalOidcProvider> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(__dirname, 'local-oidc-provider.mjs'), JSON.stringify({ ...LOCAL_CLIENT, redirectUris })],
    { stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, NODE_OPTIONS: '' } },
  );
  const issuer = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the local OpenID provider exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const ready = /ready (\S+)/.exec(String(chunk));
      if (ready) resolve(ready[1]!);
    });
  });
  return {
    issuer,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface ProviderPerson {
  email: string;
  given_name?: string;
  family_name?: string;
  /** Whether the provider vouches for the address; true unless told. */
  verified?: boolean;
  /** Press "Cancel" at the provider instead of signing in. */
  cancel?: boolean;
}

/**
 * Goes through the provider's login as a browser would, from the authorization URL the shop redirected to, and
 * answers the URL the provider sends the browser back to (the shop's callback with code and state).
 */
export async function signInAtProvider(authorizationUrl: string, person: ProviderPerson): Promise<string> {
  const jar = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}): Promise<string> => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map((c) => c.join('=')).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} without a redirect`);
    return new URL(location, url).href;
  };
  const loginPage = await request(authorizationUrl);
  const form = new URLSearchParams({
    email: person.email,
    given_name: person.given_name ?? '',
    family_name: person.family_name ?? '',
    ...(person.verified === false ? {} : { email_verified: 'true' }),
    ...(person.cancel ? { cancel: '1' } : {}),
  });
  let next = await request(loginPage, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  // The provider resumes the authorization (and may hop once more) before it sends the browser back.
  for (let hops = 0; hops < 5 && next.startsWith(new URL(authorizationUrl).origin); hops += 1)
    next = await request(next);
  return next;
}
