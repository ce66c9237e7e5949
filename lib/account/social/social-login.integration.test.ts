import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../adapters/embedded/database';
import { selectRows } from '../../adapters/embedded/queries/raw';
import { getCustomers, getMailOutbox, storefrontOn, useStorefrontForTests } from '../../storefront';
import { CartClient, submitAccount } from '../../testing/cart-requests';
import { answeredCaptcha, confirmedCustomer, mailedToken, registrationOf } from '../../testing/customers';
import { databaseTargets } from '../../testing/databases';
import { hashPassword } from '../password-hash';
import {
  LOCAL_CLIENT,
  signInAtProvider,
  startLocalOidcProvider,
  type LocalOidcProvider,
  type ProviderPerson,
} from '../../testing/local-oidc';
import { LOCAL_CALLBACK, SocialClient } from '../../testing/social-requests';

jest.mock('server-only', () => ({}));

const PASSWORD = 'warmwasser aus der therme';
let provider: LocalOidcProvider;

// The shop reads its settings once per process: Google points at the local provider before anything reads them;
// Facebook stays unset, so it is off.
beforeAll(async () => {
  provider = await startLocalOidcProvider([LOCAL_CALLBACK]);
  process.env.GOOGLE_CLIENT_ID = LOCAL_CLIENT.clientId;
  process.env.GOOGLE_CLIENT_SECRET = LOCAL_CLIENT.clientSecret;
  process.env.GOOGLE_ISSUER = provider.issuer;
}, 30_000);

afterAll(() => provider?.stop());

describe.each(databaseTargets())('Sign in with Google on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let stocked: number;
  let address = 0;
  let emails = 0;
  // Each browser its own address, so the rate limits of one never stop another.
  const nextAddress = () => `198.51.100.${(address += 1) % 250}`;
  const browser = () => new SocialClient(nextAddress());
  const freshEmail = () => `social.${(emails += 1)}.${Date.now()}@example.at`;
  const cartClient = () => new CartClient(undefined, nextAddress());
  /** An account form (login, registration, recovery) posted from a browser of its own. */
  const asAnotherBrowser = (fields: Record<string, string>) => submitAccount(cartClient(), fields);
  const complete = (client: SocialClient, title: string, firstname: string, lastname: string) =>
    client.finish({ action: 'complete', title, firstname, lastname });

  /** Start → the provider's login → back at the shop's callback. */
  async function throughProvider(client: SocialClient, person: ProviderPerson) {
    const started = await client.start('google');
    expect(started.status).toBe(303);
    return client.returnFrom(await signInAtProvider(started.location!, person));
  }

  const identities = (email: string) =>
    selectRows<{ provider: string; subject: string }>(
      handle.db,
      sql`SELECT i.provider, i.subject FROM customer_identity i JOIN customer c ON c.id = i.customer_id
          WHERE c.email = ${email}`,
    );

  beforeAll(async () => {
    handle = await open({ seed: 11, products: 40 });
    useStorefrontForTests(await storefrontOn(handle));
    const [row] = await selectRows<{ id: number }>(
      handle.db,
      sql`SELECT pse.id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id
          WHERE p.visible AND pse.quantity >= 20 AND p.min_quantity = 1 AND p.order_multiple = 1
          ORDER BY pse.id LIMIT 1`,
    );
    stocked = row!.id;
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  it('makes a new address a confirmed account without a password once the form is complete, under a new session with the guest cart', async () => {
    const email = freshEmail();
    const client = browser();
    await client.addToCart(stocked, 2);
    const guest = client.jar.get('sid');
    const back = await throughProvider(client, { email, given_name: 'Jana', family_name: 'Novak' });
    expect(back.location).toBe('/login-register?social=complete');
    expect(client.jar.has('social_pending')).toBe(true);
    expect(client.jar.has('social_flow')).toBe(false);
    expect(await client.whoAmI()).toBeNull();

    const tooShort = await complete(client, 'miss', 'J', 'Novak');
    expect(tooShort.location).toBe(
      '/login-register?error=account.nameTooShort&social=complete&fields=firstname',
    );
    const done = await complete(client, 'miss', 'Jana', 'Novak');
    expect(done.location).toBe('/account?notice=account.loggedIn');
    expect(client.jar.get('sid')).not.toBe(guest);
    expect(client.jar.has('social_pending')).toBe(false);
    expect(await client.whoAmI()).toBe('Jana');
    expect((await client.cart()).lines.map((line) => [line.saleElementId, line.quantity])).toEqual([
      [stocked, 2],
    ]);
    const [row] = await selectRows<{ password_hash: string | null; confirmed: boolean; title_id: number }>(
      handle.db,
      sql`SELECT password_hash, confirmed_at IS NOT NULL AS confirmed, title_id FROM customer WHERE email = ${email}`,
    );
    expect(row).toEqual({ password_hash: null, confirmed: true, title_id: 2 });
    expect(await identities(email)).toEqual([
      { provider: 'google', subject: expect.stringMatching(/^user-/) },
    ]);
    expect((await (await getMailOutbox()).listFor(email)).map((mail) => mail.subject)).toEqual([
      'Willkommen bei Sanitärwelt',
    ]);
  });

  it('signs a linked identity straight in; its customer cannot log in with any password until recovery sets one', async () => {
    const email = freshEmail();
    const first = browser();
    await throughProvider(first, { email, given_name: 'Ion', family_name: 'Popescu' });
    await complete(first, 'mr', 'Ion', 'Popescu');

    const again = browser();
    const back = await throughProvider(again, { email });
    expect(back.location).toBe('/account?notice=account.loggedIn');
    expect(await again.whoAmI()).toBe('Ion');
    const customers = await getCustomers();
    const customerId = (await customers.getCustomerLogin(email))!.id;
    expect(await customers.getSignInMethods(customerId)).toEqual({ password: false, providers: ['google'] });

    const unknown = await asAnotherBrowser({
      action: 'login',
      email: freshEmail(),
      password: PASSWORD,
    });
    for (const password of [PASSWORD, ' ', 'null', 'undefined']) {
      // The fourth try on the account is one past those without the captcha.
      const login = await asAnotherBrowser({
        action: 'login',
        email,
        password,
        ...(await answeredCaptcha()),
      });
      expect([login.status, login.location]).toEqual([unknown.status, unknown.location]);
      expect(login.setCookie ?? '').not.toMatch(/sid=[A-Za-z0-9]/);
    }

    await asAnotherBrowser({ action: 'forgot', email });
    let token: string | null = null;
    for (let wait = 0; wait < 40 && !token; wait += 1) {
      token = await mailedToken(email, '/forgot-password?reset=');
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const reset = await asAnotherBrowser({
      action: 'reset',
      token: token!,
      password: PASSWORD,
      passwordRepeat: PASSWORD,
    });
    expect(reset.location).toBe('/login-register?notice=account.passwordReset');
    // The captcha stays due after the failures above, for the owner too.
    const login = await asAnotherBrowser({
      action: 'login',
      email,
      password: PASSWORD,
      ...(await answeredCaptcha()),
    });
    expect(login.location).toBe('/account?notice=account.loggedIn');
    expect(await customers.getSignInMethods(customerId)).toEqual({ password: true, providers: ['google'] });
  });

  it('links an existing account only with its password; a wrong one links nothing and counts like a login', async () => {
    const email = await confirmedCustomer(
      () => new CartClient(undefined, nextAddress()),
      freshEmail(),
      PASSWORD,
    );
    const client = browser();
    const back = await throughProvider(client, { email, given_name: 'Eve', family_name: 'Mallory' });
    expect(back.location).toBe('/login-register?social=link');
    // The completion form cannot stand in for the link: the pending identity says which one it is.
    const sneaky = await complete(client, 'mr', 'Eve', 'Mallory');
    expect(sneaky.location).toMatch(/error=request\.invalid/);

    const wrong = await client.finish({ action: 'link', password: 'not the password' });
    expect(wrong.location).toBe('/login-register?error=social.wrongPassword&social=link&fields=password');
    expect(await client.whoAmI()).toBeNull();
    expect(await identities(email)).toEqual([]);

    const right = await client.finish({ action: 'link', password: PASSWORD });
    expect(right.location).toBe('/account?notice=account.loggedIn');
    expect(await client.whoAmI()).toBe('Jürgen');
    expect(await identities(email)).toHaveLength(1);
    expect(await throughProvider(browser(), { email })).toEqual({
      status: 303,
      location: '/account?notice=account.loggedIn',
    });
  });

  it('replaces an unconfirmed registration of the address: the provider proved the mailbox, its password did not', async () => {
    const email = freshEmail();
    await asAnotherBrowser(registrationOf(email));
    // Someone else's password on the pending registration, as registrations had one before the link chose it.
    await handle.db.execute(
      sql`UPDATE customer SET password_hash = ${await hashPassword(PASSWORD)} WHERE email = ${email}`,
    );
    const client = browser();
    expect((await throughProvider(client, { email })).location).toBe('/login-register?social=complete');
    const done = await complete(client, 'mr', 'Paul', 'Weber');
    expect(done.location).toBe('/account?notice=account.loggedIn');
    const login = await asAnotherBrowser({
      action: 'login',
      email,
      password: PASSWORD,
    });
    expect(login.location).toMatch(/error=account\.wrongLogin/);
  });

  it('throttles password guesses at the link form as at login: the captcha becomes due, never a lock', async () => {
    const email = await confirmedCustomer(
      () => new CartClient(undefined, nextAddress()),
      freshEmail(),
      PASSWORD,
    );
    for (let guess = 0; guess < 3; guess += 1) {
      const client = browser();
      await throughProvider(client, { email });
      expect((await client.finish({ action: 'link', password: `guess ${guess}` })).location).toMatch(
        /error=social\.wrongPassword/,
      );
    }
    const client = browser();
    await throughProvider(client, { email });
    expect((await client.finish({ action: 'link', password: PASSWORD })).location).toBe(
      '/login-register?error=captcha.missing&social=link&fields=captcha',
    );
    expect(await identities(email)).toEqual([]);
    expect(
      (await client.finish({ action: 'link', password: PASSWORD, ...(await answeredCaptcha()) })).location,
    ).toBe('/account?notice=account.loggedIn');
    expect(await identities(email)).toHaveLength(1);
  });

  it('refuses a tampered or foreign state, a forged flow cookie, a cancelled login and an unverified address', async () => {
    const tampered = browser();
    const started = await tampered.start('google');
    const answer = new URL(await signInAtProvider(started.location!, { email: freshEmail() }));
    answer.searchParams.set('state', 'forged-state');
    expect((await tampered.returnFrom(answer.href)).location).toBe(
      '/login-register?error=social.stateInvalid',
    );
    expect(tampered.jar.has('social_pending')).toBe(false);

    // The answer of one browser's flow, brought to another browser (login CSRF).
    const victim = browser();
    const attacker = browser();
    const attack = await signInAtProvider((await attacker.start('google')).location!, {
      email: freshEmail(),
    });
    expect((await victim.returnFrom(attack)).location).toBe('/login-register?error=social.stateInvalid');

    const forged = browser();
    const flowStart = await forged.start('google');
    const back = await signInAtProvider(flowStart.location!, { email: freshEmail() });
    const [payload] = forged.jar.get('social_flow')!.split('.');
    forged.jar.set('social_flow', `${payload}.${'A'.repeat(43)}`);
    expect((await forged.returnFrom(back)).location).toBe('/login-register?error=social.stateInvalid');

    const cancelled = browser();
    const cancelAnswer = await signInAtProvider((await cancelled.start('google')).location!, {
      email: freshEmail(),
      cancel: true,
    });
    expect((await cancelled.returnFrom(cancelAnswer)).location).toBe(
      '/login-register?error=social.cancelled',
    );

    const unverified = browser();
    const email = freshEmail();
    expect((await throughProvider(unverified, { email, verified: false })).location).toBe(
      '/login-register?error=social.emailUnverified',
    );
    expect(unverified.jar.has('social_pending')).toBe(false);
    expect(await identities(email)).toEqual([]);
  });

  it('sends an expired or missing pending identity back to the login page, and refuses another site', async () => {
    const client = browser();
    const missing = await client.finish({ action: 'link', password: PASSWORD });
    expect(missing.location).toBe('/login-register?error=social.expired');
    await throughProvider(client, { email: freshEmail() });
    const crossSite = await client.finish(
      { action: 'complete', title: 'mr', firstname: 'Max', lastname: 'Muster' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect((await browser().start('google', { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('returns to the page the login was asked from: straight in, through the completion form, or after a failure', async () => {
    const asked = '/wand-wc.html?colour=white';
    const startFrom = (client: SocialClient, returnTo: string) => client.start('google', {}, { returnTo });

    const email = freshEmail();
    const newcomer = browser();
    const answer = await signInAtProvider((await startFrom(newcomer, asked)).location!, { email });
    expect((await newcomer.returnFrom(answer)).location).toBe('/login-register?social=complete');
    expect((await complete(newcomer, 'mr', 'Leo', 'Berger')).location).toBe(asked);
    expect(await newcomer.whoAmI()).toBe('Leo');

    const known = browser();
    const again = await signInAtProvider((await startFrom(known, '/en/cart')).location!, { email });
    expect((await known.returnFrom(again)).location).toBe('/en/cart');

    // Another site, or the login page itself, is no page to return to: the account, as without one.
    for (const elsewhere of ['https://evil.example/', '//evil.example/x', '/login-register']) {
      const client = browser();
      const back = await signInAtProvider((await startFrom(client, elsewhere)).location!, { email });
      expect((await client.returnFrom(back)).location).toBe('/account?notice=account.loggedIn');
    }

    const cancelled = browser();
    const cancel = await signInAtProvider((await startFrom(cancelled, asked)).location!, {
      email,
      cancel: true,
    });
    expect((await cancelled.returnFrom(cancel)).location).toBe(
      `/login-register?${new URLSearchParams({ error: 'social.cancelled', return: asked })}`,
    );
  });

  it('answers 404 for a provider that is not configured or not known', async () => {
    const client = browser();
    expect((await client.start('facebook')).status).toBe(404);
    expect((await client.start('twitter')).status).toBe(404);
    expect(
      (await client.returnFrom('http://at.localhost:3100/api/auth/facebook/callback?code=x&state=y')).status,
    ).toBe(404);
  });
});
