// A real OpenID provider (oidc-provider) on a loopback port, standing in for Google in tests. Run by
// lib/testing/local-oidc.ts in a process of its own: oidc-provider ships ES modules only, which Jest cannot load.
// Its login page asks for the address, names and whether the address is verified, so each test signs in as whom
// it needs; consent is taken as given. Prints "ready <issuer>" once it listens.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const { clientId, clientSecret, redirectUris } = JSON.parse(process.argv[2]);
const accounts = new Map();
let provider;

const escape = (value) => String(value).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const loginPage = (uid) => `<!doctype html><html lang="en"><title>Local OpenID provider</title>
<main><h1>Local OpenID provider</h1>
<form method="post" action="/interaction/${escape(uid)}">
<label>E-mail <input name="email" type="email" required></label>
<label>Given name <input name="given_name"></label>
<label>Family name <input name="family_name"></label>
<label><input name="email_verified" type="checkbox" value="true" checked> Address verified</label>
<button type="submit">Sign in at the provider</button>
<button type="submit" name="cancel" value="1" formnovalidate>Cancel</button>
</form></main></html>`;

async function formOf(request) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
}

async function interaction(request, response, uid) {
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(uid));
    return;
  }
  const form = await formOf(request);
  if (form.cancel) {
    await provider.interactionFinished(request, response, { error: 'access_denied' });
    return;
  }
  // The same address is the same person again: a stable subject, as Google's.
  const sub = `user-${createHash('sha256').update(form.email).digest('hex').slice(0, 20)}`;
  accounts.set(sub, {
    sub,
    email: form.email,
    email_verified: form.email_verified === 'true',
    given_name: form.given_name ?? '',
    family_name: form.family_name ?? '',
  });
  await provider.interactionFinished(request, response, { login: { accountId: sub } });
}

const server = createServer((request, response) => {
  const match = /^\/interaction\/([\w-]+)$/.exec(request.url.split('?')[0]);
  if (match) {
    interaction(request, response, match[1]).catch((error) => {
      response.writeHead(500).end(String(error));
    });
    return;
  }
  provider.callback()(request, response);
});

server.listen(0, '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // The claims in the ID token itself, as Google puts them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, details) => `/interaction/${details.uid}` },
    cookies: { keys: ['local-oidc-provider-test-key'] },
    findAccount: (_context, id) =>
      accounts.has(id) ? { accountId: id, claims: () => accounts.get(id) } : undefined,
    async loadExistingGrant(context) {
      const grant = new context.oidc.provider.Grant({
        clientId: context.oidc.client.clientId,
        accountId: context.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  process.stdout.write(`ready ${issuer}\n`);
});
