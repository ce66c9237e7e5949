import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const VERSION = 'v21.0';

export interface FacebookPerson {
  id: string;
  email?: string;
  first_name: string;
  last_name: string;
}

export interface FakeFacebook {
  /** The origin FACEBOOK_BASE_URL points at. */
  url: string;
  /** What Facebook's login dialog would do for `person`: the URL it sends the browser back to. */
  approve(authorizationUrl: string, person: FacebookPerson): string;
  close(): Promise<void>;
}

/**
 * Facebook's OAuth 2 token exchange and Graph's /me in their published shapes, for one app: a code is good once,
 * for its redirect URI and PKCE challenge, and the access token it gives reads that person's profile only.
 */
export async function startFakeFacebook(clientId: string, clientSecret: string): Promise<FakeFacebook> {
  const codes = new Map<string, { person: FacebookPerson; redirectUri: string; challenge: string }>();
  const tokens = new Map<string, FacebookPerson>();
  const json = (response: import('node:http').ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const oauthError = {
    error: { message: 'Invalid verification code format.', type: 'OAuthException', code: 100 },
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://facebook.test');
    if (request.method === 'POST' && url.pathname === `/${VERSION}/oauth/access_token`) {
      let body = '';
      for await (const chunk of request) body += chunk;
      const form = new URLSearchParams(body);
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !grant ||
        form.get('client_id') !== clientId ||
        form.get('client_secret') !== clientSecret ||
        form.get('redirect_uri') !== grant.redirectUri ||
        challenge !== grant.challenge
      )
        return json(response, 400, oauthError);
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, grant.person);
      return json(response, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
    }
    if (request.method === 'GET' && url.pathname === `/${VERSION}/me`) {
      const person = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /i, ''));
      if (!person) return json(response, 401, oauthError);
      const fields = (url.searchParams.get('fields') ?? 'id').split(',');
      return json(
        response,
        200,
        Object.fromEntries(
          fields.flatMap((field) => (field in person ? [[field, person[field as 'id']]] : [])),
        ),
      );
    }
    json(response, 404, oauthError);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    approve(authorizationUrl, person) {
      const asked = new URL(authorizationUrl).searchParams;
      const code = randomBytes(16).toString('hex');
      const redirectUri = asked.get('redirect_uri') ?? '';
      codes.set(code, { person, redirectUri, challenge: asked.get('code_challenge') ?? '' });
      return `${redirectUri}?code=${code}&state=${encodeURIComponent(asked.get('state') ?? '')}#_=_`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
