import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../adapters/embedded/database';
import { selectRows } from '../../adapters/embedded/queries/raw';
import { storefrontOn, useStorefrontForTests } from '../../storefront';
import { databaseTargets } from '../../testing/databases';
import { startFakeFacebook, type FakeFacebook } from '../../testing/fake-facebook';
import { SocialClient } from '../../testing/social-requests';

jest.mock('server-only', () => ({}));

const APP = { id: '1234567890', secret: 'a-facebook-app-secret' };
let facebook: FakeFacebook;

// Facebook points at a local stand-in of its dialog, token exchange and Graph; Google at a port where nothing
// answers, as a provider that is down.
beforeAll(async () => {
  facebook = await startFakeFacebook(APP.id, APP.secret);
  process.env.FACEBOOK_CLIENT_ID = APP.id;
  process.env.FACEBOOK_CLIENT_SECRET = APP.secret;
  process.env.FACEBOOK_BASE_URL = facebook.url;
  process.env.GOOGLE_CLIENT_ID = 'google-client';
  process.env.GOOGLE_CLIENT_SECRET = 'google-secret';
  process.env.GOOGLE_ISSUER = 'http://127.0.0.1:9';
});

afterAll(() => facebook?.close());

describe.each(databaseTargets())('Sign in with Facebook on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let address = 0;
  const browser = () => new SocialClient(`203.0.113.${(address += 1) % 250}`);
  const freshId = () => String(Date.now() * 1000 + (address % 1000));

  beforeAll(async () => {
    handle = await open({ seed: 11, products: 10 });
    useStorefrontForTests(await storefrontOn(handle));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  it('asks Facebook with PKCE, exchanges the code through openid-client and reads the person from Graph /me', async () => {
    const client = browser();
    const started = await client.start('facebook');
    const asked = new URL(started.location!);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${facebook.url}/v21.0/dialog/oauth`);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      client_id: APP.id,
      redirect_uri: 'http://at.localhost:3100/api/auth/facebook/callback',
      response_type: 'code',
      scope: 'email public_profile',
      code_challenge_method: 'S256',
    });
    const id = freshId();
    const email = `fb.${id}@example.ro`;
    const back = await client.returnFrom(
      facebook.approve(started.location!, { id, email, first_name: 'Ioana', last_name: 'Pop' }),
    );
    expect(back.location).toBe('/login-register?social=complete');
    const done = await client.finish({
      action: 'complete',
      title: 'miss',
      firstname: 'Ioana',
      lastname: 'Pop',
    });
    expect(done.location).toBe('/account?notice=account.loggedIn');
    expect(await client.whoAmI()).toBe('Ioana');
    expect(
      await selectRows(handle.db, sql`SELECT provider, subject FROM customer_identity WHERE subject = ${id}`),
    ).toEqual([{ provider: 'facebook', subject: id }]);
  });

  it('refuses a person without an address, and a code the stand-in does not accept', async () => {
    const noEmail = browser();
    const started = await noEmail.start('facebook');
    const back = facebook.approve(started.location!, { id: freshId(), first_name: 'A', last_name: 'B' });
    expect((await noEmail.returnFrom(back)).location).toBe('/login-register?error=social.emailUnverified');

    const badCode = browser();
    const flow = new URL(
      facebook.approve((await badCode.start('facebook')).location!, {
        id: '1',
        first_name: 'A',
        last_name: 'B',
      }),
    );
    flow.searchParams.set('code', 'not-a-code');
    expect((await badCode.returnFrom(flow.href)).location).toBe(
      '/login-register?error=social.providerFailed',
    );
  });

  it('sends the shopper back with a message when the provider cannot be reached', async () => {
    const client = browser();
    const started = await client.start('google');
    expect(started).toEqual({ status: 303, location: '/login-register?error=social.providerFailed' });
  });
});
