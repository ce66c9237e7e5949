import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { selectRows } from '../adapters/embedded/queries/raw';
import { getMailOutbox, storefrontOn, useStorefrontForTests } from '../storefront';
import { CartClient, cartOf, submitAccount } from '../testing/cart-requests';
import {
  answeredCaptcha,
  confirmationOf,
  confirmedCustomer,
  mailedToken,
  registrationOf,
} from '../testing/customers';
import { databaseTargets } from '../testing/databases';
import { decodeKeptValues } from './form-flash';
import { hashPassword } from './password-hash';

jest.mock('server-only', () => ({}));

const PASSWORD = 'warmwasser aus der therme';
// Addresses of their own for clients that fail often: the limits are counted for the whole process.
let bots = 0;

describe.each(databaseTargets())('POST /api/account on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let stocked: number[];
  let address = 0;
  let emails = 0;
  // Each client its own address, so the rate limits of one never stop another.
  const client = () => new CartClient('at.localhost:3100', `198.51.100.${(address += 1) % 250}`);
  const freshEmail = () => `kunde.${(emails += 1)}.${Date.now()}@example.at`;
  const registration = registrationOf;
  const confirmLink = (email: string) => mailedToken(email, '/login-register?confirm=');
  /** A confirmed customer, as the registration mail's link makes one. */
  const customer = () => confirmedCustomer(client, freshEmail(), PASSWORD);

  beforeAll(async () => {
    handle = await open({ seed: 11, products: 60 });
    useStorefrontForTests(await storefrontOn(handle));
    stocked = (
      await selectRows<{ id: number }>(
        handle.db,
        sql`SELECT pse.id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id
            WHERE p.visible AND pse.quantity >= 20 AND p.min_quantity = 1 AND p.order_multiple = 1
            ORDER BY pse.id LIMIT 2`,
      )
    ).map((row) => row.id);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  it('registers without logging in, and mails a link that confirms once and logs in with a new session', async () => {
    const email = freshEmail();
    const visitor = client();
    const answer = await submitAccount(visitor, registration(email));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/login-register?tab=register&notice=account.registrationSent');
    expect(visitor.cookie).toBeNull();
    const token = await confirmLink(email);
    expect(token).not.toBeNull();
    const confirmed = await submitAccount(visitor, confirmationOf(token!, PASSWORD));
    expect(confirmed.location).toBe('/account?notice=account.confirmed');
    expect(confirmed.setCookie).toMatch(
      /^sid=[A-Za-z0-9_-]{43}; Path=\/; .*Max-Age=604800; HttpOnly; SameSite=lax/,
    );
    const again = await submitAccount(client(), confirmationOf(token!, 'someone else’s password'));
    expect(again.location).toBe('/login-register?error=account.alreadyConfirmed&tab=login&form=confirm');
    expect(again.setCookie ?? '').not.toMatch(/sid=[A-Za-z0-9]/);
    const [welcome, ...others] = (await (await getMailOutbox()).listFor(email)).filter((mail) =>
      mail.subject.startsWith('Willkommen'),
    );
    expect(others).toHaveLength(0);
    expect(welcome!.subject).toBe('Willkommen bei Sanitärwelt');
    expect(welcome!.text).toMatch(/Ihre Kundennummer ist CUS\d{12}\./);
    expect(welcome!.text).toContain('https://www.sanitaerwelt.at/account');
  });

  it("opens an account only with the password its link's opener chooses, never one given with the registration", async () => {
    const email = freshEmail();
    const attacker = 'the password of whoever typed the address';
    await submitAccount(client(), registration(email, { password: attacker, passwordRepeat: attacker }));
    // As a registration made before the link chose the password kept the one it was given.
    await handle.db.execute(
      sql`UPDATE customer SET password_hash = ${await hashPassword(attacker)} WHERE email = ${email}`,
    );
    const token = (await confirmLink(email))!;
    const weak = await submitAccount(client(), confirmationOf(token, 'iloveyou'));
    expect(weak.location).toBe(
      `/login-register?error=account.passwordCommon&tab=login&form=confirm&fields=password&confirm=${token}`,
    );
    const owner = client();
    expect((await submitAccount(owner, confirmationOf(token, PASSWORD))).location).toBe(
      '/account?notice=account.confirmed',
    );
    expect((await submitAccount(client(), { action: 'login', email, password: attacker })).location).toMatch(
      /wrongLogin/,
    );
    expect((await submitAccount(client(), { action: 'login', email, password: PASSWORD })).location).toBe(
      '/account?notice=account.loggedIn',
    );
  });

  it('welcomes a customer once when the link is opened twice at the same moment', async () => {
    const email = freshEmail();
    await submitAccount(client(), registration(email));
    const token = (await confirmLink(email))!;
    const answers = await Promise.all(
      [client(), client(), client()].map((visitor) =>
        submitAccount(visitor, confirmationOf(token, PASSWORD)),
      ),
    );
    expect(answers.map((answer) => answer.location).sort()).toEqual([
      '/account?notice=account.confirmed',
      '/login-register?error=account.alreadyConfirmed&tab=login&form=confirm',
      '/login-register?error=account.alreadyConfirmed&tab=login&form=confirm',
    ]);
    const mails = await (await getMailOutbox()).listFor(email);
    expect(mails.filter((mail) => mail.subject.startsWith('Willkommen'))).toHaveLength(1);
  });

  it('answers a registration of a known address exactly as a new one, and mails its owner instead', async () => {
    const email = await customer();
    const fresh = await submitAccount(client(), registration(freshEmail()));
    const known = await submitAccount(client(), registration(email.toUpperCase(), { firstname: 'Eve' }));
    expect([known.status, known.location, known.body]).toEqual([fresh.status, fresh.location, fresh.body]);
    const [note] = await (await getMailOutbox()).listFor(email);
    expect(note?.subject).toMatch(/Ihr Kundenkonto/);
    const login = await submitAccount(client(), { action: 'login', email, password: PASSWORD });
    expect(login.location).toBe('/account?notice=account.loggedIn');
  });

  it('mails one address at most three registration and three reset links an hour, and answers the fourth alike', async () => {
    const linksTo = async (email: string, path: string) =>
      (await (await getMailOutbox()).listFor(email)).filter((mail) => mail.text.includes(path)).length;
    const flooded = freshEmail();
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      answers.push(
        await submitAccount(client(), registration(attempt % 2 ? flooded.toUpperCase() : flooded)),
      );
    const other = await submitAccount(client(), registration(freshEmail()));
    for (const answer of answers)
      expect([answer.status, answer.location, answer.body]).toEqual([
        other.status,
        other.location,
        other.body,
      ]);
    expect(await linksTo(flooded, '/login-register?confirm=')).toBe(3);

    const owner = await customer();
    const resets = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      resets.push(await submitAccount(client(), { action: 'forgot', email: ` ${owner.toUpperCase()}` }));
    const unknown = await submitAccount(client(), { action: 'forgot', email: freshEmail() });
    for (const answer of resets)
      expect([answer.status, answer.location, answer.body]).toEqual([
        unknown.status,
        unknown.location,
        unknown.body,
      ]);
    // The reset mails go out after the answers.
    for (let wait = 0; wait < 40 && (await linksTo(owner, '/forgot-password?reset=')) < 3; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await linksTo(owner, '/forgot-password?reset=')).toBe(3);
  });

  it('gives one answer for an unknown address and a wrong password, and none before confirmation', async () => {
    const email = await customer();
    const unknown = await submitAccount(client(), {
      action: 'login',
      email: freshEmail(),
      password: PASSWORD,
    });
    const wrong = await submitAccount(client(), {
      action: 'login',
      email,
      password: 'not the password at all',
    });
    expect(wrong.status).toBe(303);
    expect([unknown.location, unknown.body]).toEqual([wrong.location, wrong.body]);
    expect(wrong.location).toBe(
      '/login-register?error=account.wrongLogin&tab=login&form=login&fields=email%2Cpassword',
    );
    const pending = freshEmail();
    await submitAccount(client(), registration(pending));
    const early = await submitAccount(client(), { action: 'login', email: pending, password: PASSWORD });
    expect([early.location, early.body]).toEqual([wrong.location, wrong.body]);
  });

  it('keeps the guest cart at login under a new session id; the old id and, after logout, the new one open nothing', async () => {
    const email = await customer();
    const shopper = client();
    await shopper.send({ action: 'add', saleElementId: stocked[0]!, quantity: 2 });
    const guestCookie = shopper.cookie;
    const login = await submitAccount(shopper, { action: 'login', email, password: PASSWORD });
    expect(login.location).toBe('/account?notice=account.loggedIn');
    expect(shopper.cookie).not.toBe(guestCookie);
    expect(cartOf(await shopper.read()).lines.map((line) => [line.saleElementId, line.quantity])).toEqual([
      [stocked[0], 2],
    ]);
    const thief = client();
    thief.cookie = guestCookie;
    expect(cartOf(await thief.read()).lines).toEqual([]);

    // Another device: its guest line joins the customer's cart at login.
    const phone = client();
    await phone.send({ action: 'add', saleElementId: stocked[1]!, quantity: 1 });
    await submitAccount(phone, { action: 'login', email, password: PASSWORD });
    expect(cartOf(await phone.read()).lines).toHaveLength(2);

    const loggedIn = shopper.cookie;
    const logout = await submitAccount(shopper, { action: 'logout' });
    expect(logout.location).toBe('/login-register?notice=account.loggedOut');
    expect(logout.setCookie).toMatch(/(?:^|, )sid=; Path=\/; Max-Age=0; HttpOnly; SameSite=lax/);
    const replay = client();
    replay.cookie = loggedIn;
    expect(cartOf(await replay.read()).lines).toEqual([]);
  });

  it('makes a cart started while logged in the customer’s, found again at the next login elsewhere', async () => {
    const email = await customer();
    const laptop = client();
    await submitAccount(laptop, { action: 'login', email, password: PASSWORD });
    await laptop.send({ action: 'add', saleElementId: stocked[1]!, quantity: 3 });
    const phone = client();
    await submitAccount(phone, { action: 'login', email, password: PASSWORD });
    expect(cartOf(await phone.read()).lines.map((line) => [line.saleElementId, line.quantity])).toEqual([
      [stocked[1], 3],
    ]);
  });

  it('answers a reset request alike for known and unknown addresses; the mailed link sets a password once and ends every session', async () => {
    const email = await customer();
    const before = client();
    await submitAccount(before, { action: 'login', email, password: PASSWORD });
    await before.send({ action: 'add', saleElementId: stocked[0]!, quantity: 1 });
    const unknown = await submitAccount(client(), { action: 'forgot', email: freshEmail() });
    const known = await submitAccount(client(), { action: 'forgot', email: email.toUpperCase() });
    expect([known.status, known.location, known.body]).toEqual([
      unknown.status,
      unknown.location,
      unknown.body,
    ]);
    expect(known.location).toBe('/forgot-password?notice=account.resetSent');
    let token: string | undefined;
    for (let wait = 0; wait < 40 && !token; wait += 1) {
      const [mail] = await (await getMailOutbox()).listFor(email);
      token = /\/forgot-password\?reset=([A-Za-z0-9_.-]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(token).toBeDefined();

    const weak = await submitAccount(client(), {
      action: 'reset',
      token: token!,
      password: 'iloveyou',
      passwordRepeat: 'iloveyou',
    });
    expect(weak.location).toBe(
      `/forgot-password?error=account.passwordCommon&form=reset&fields=password&reset=${token}`,
    );
    const tampered = await submitAccount(client(), {
      action: 'reset',
      token: `${token}x`,
      password: 'a new long passphrase',
      passwordRepeat: 'a new long passphrase',
    });
    expect(tampered.location).toBe('/forgot-password?error=account.resetLinkInvalid&form=reset');

    const reset = await submitAccount(client(), {
      action: 'reset',
      token: token!,
      password: 'a new long passphrase',
      passwordRepeat: 'a new long passphrase',
    });
    expect(reset.location).toBe('/login-register?notice=account.passwordReset');
    expect(cartOf(await before.read()).lines).toEqual([]);
    const again = await submitAccount(client(), {
      action: 'reset',
      token: token!,
      password: 'yet another passphrase',
      passwordRepeat: 'yet another passphrase',
    });
    expect(again.location).toBe('/forgot-password?error=account.resetLinkInvalid&form=reset');
    expect((await submitAccount(client(), { action: 'login', email, password: PASSWORD })).location).toMatch(
      /wrongLogin/,
    );
    const fresh = client();
    expect(
      (await submitAccount(fresh, { action: 'login', email, password: 'a new long passphrase' })).location,
    ).toBe('/account?notice=account.loggedIn');
    expect(cartOf(await fresh.read()).lines).toHaveLength(1);
  });

  it('changes the password only with the right current one, ending the other sessions but not this one', async () => {
    const email = await customer();
    const laptop = client();
    const phone = client();
    await submitAccount(laptop, { action: 'login', email, password: PASSWORD });
    await submitAccount(phone, { action: 'login', email, password: PASSWORD });
    await phone.send({ action: 'add', saleElementId: stocked[0]!, quantity: 1 });
    const change = (oldPassword: string, password: string) =>
      submitAccount(laptop, { action: 'changePassword', oldPassword, password, passwordRepeat: password });
    expect((await change('not my password', 'a brand new passphrase')).location).toBe(
      '/account?error=account.wrongOldPassword&form=changePassword&fields=oldPassword',
    );
    expect((await change(PASSWORD, '12345678')).location).toBe(
      '/account?error=account.passwordCommon&form=changePassword&fields=password',
    );
    expect((await change(PASSWORD, 'a brand new passphrase')).location).toBe(
      '/account?notice=account.passwordChanged',
    );
    expect(cartOf(await phone.read()).lines).toEqual([]);
    expect(cartOf(await laptop.read()).lines).toHaveLength(1);
    expect((await submitAccount(client(), { action: 'login', email, password: PASSWORD })).location).toMatch(
      /wrongLogin/,
    );
    expect(
      (await submitAccount(client(), { action: 'login', email, password: 'a brand new passphrase' }))
        .location,
    ).toBe('/account?notice=account.loggedIn');
    // A guest, or a forged customer id in the request, changes nobody's password.
    const guest = await submitAccount(client(), {
      action: 'changePassword',
      oldPassword: 'a brand new passphrase',
      password: 'stolen passphrase here',
      passwordRepeat: 'stolen passphrase here',
      customerId: '1',
    });
    expect(guest.location).toBe('/account?error=account.loginRequired&form=changePassword');
  });

  it('ignores fields a request must not set: no admin, no other customer id', async () => {
    const email = freshEmail();
    await submitAccount(client(), {
      ...registration(email),
      isAdmin: 'true',
      customerId: '1',
      confirmed: '1',
    });
    const [row] = await selectRows<{ is_admin: boolean; confirmed_at: unknown; id: number }>(
      handle.db,
      sql`SELECT id, is_admin, confirmed_at FROM customer WHERE email = ${email}`,
    );
    expect(row).toMatchObject({ is_admin: false, confirmed_at: null });
    expect(row!.id).not.toBe(1);
  });

  it('refuses bad input with its message on its field, keeping the values (never a password)', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ emailRepeat: 'other@example.at' }, 'account.emailsDiffer', 'emailRepeat'],
      [{ firstname: 'J' }, 'account.nameTooShort', 'firstname'],
      [{ lastname: 'x'.repeat(10_000) }, 'account.nameTooLong', 'lastname'],
      [{ firstname: '<script>alert(1)</script>' }, 'account.nameInvalid', 'firstname'],
      [{ title: 'company' }, 'account.companyRequired', 'company'],
      [{ title: 'company', company: 'Bad & Co', vatNumber: '12345' }, 'account.vatInvalid', 'vatNumber'],
      [{ email: 'not-an-address', emailRepeat: 'not-an-address' }, 'account.emailInvalid', 'email'],
      [{ title: 'king' }, 'account.titleInvalid', 'title'],
    ];
    for (const [overrides, code, field] of cases) {
      const answer = await submitAccount(client(), registration(freshEmail(), overrides));
      const location = new URL(answer.location!, 'http://at.localhost');
      expect([answer.status, location.searchParams.get('error')]).toEqual([303, code]);
      expect(location.searchParams.get('fields')?.split(',')).toContain(field);
      const flash = /account_form=([^;]+)/.exec(answer.setCookie ?? '')?.[1];
      const kept = decodeKeptValues(flash);
      expect(kept.firstname).toBe((overrides.firstname ?? 'Jürgen').slice(0, 254));
    }
    const passwords: Array<[Record<string, string>, string, string]> = [
      [{ password: 'kurz', passwordRepeat: 'kurz' }, 'account.passwordTooShort', 'password'],
      [{ passwordRepeat: 'something else entirely' }, 'account.passwordsDiffer', 'passwordRepeat'],
    ];
    for (const [overrides, code, field] of passwords) {
      const answer = await submitAccount(client(), { ...confirmationOf('a.b', PASSWORD), ...overrides });
      const location = new URL(answer.location!, 'http://at.localhost');
      expect([location.searchParams.get('error'), location.searchParams.get('confirm')]).toEqual([
        code,
        'a.b',
      ]);
      expect(location.searchParams.get('fields')?.split(',')).toContain(field);
      expect(decodeURIComponent(answer.setCookie ?? '')).not.toContain(overrides.password ?? PASSWORD);
    }
    const [stored] = await selectRows<{ count: number }>(
      handle.db,
      sql`SELECT count(*)::int AS count FROM customer WHERE firstname = '<script>alert(1)</script>'`,
    );
    expect(stored?.count).toBe(0);
  });

  it('accepts names in any script', async () => {
    const email = freshEmail();
    const answer = await submitAccount(
      client(),
      registration(email, { firstname: 'Ștefan-Ionuț', lastname: 'Ó Briain 王' }),
    );
    expect(answer.location).toBe('/login-register?tab=register&notice=account.registrationSent');
  });

  it('refuses another origin, and answers JSON callers with JSON', async () => {
    const email = freshEmail();
    const forged = await submitAccount(client(), registration(email), { origin: 'https://evil.example' });
    expect([forged.status, forged.body]).toEqual([403, { ok: false, error: { code: 'request.crossSite' } }]);
    expect(await confirmLink(email)).toBeNull();
    const json = await client().post(
      (await import('../../app/api/account/route')).POST,
      '/api/account',
      JSON.stringify({ action: 'login', email: freshEmail(), password: PASSWORD }),
      { 'content-type': 'application/json' },
    );
    expect([json.status, json.body]).toEqual([
      401,
      { ok: false, error: { code: 'account.wrongLogin', fields: ['email', 'password'] } },
    ]);
  });

  it('holds up a client address that fails on many accounts, and counts no successes', async () => {
    const email = await customer();
    const shared = client();
    for (let attempt = 0; attempt < 21; attempt += 1)
      expect((await submitAccount(shared, { action: 'login', email, password: PASSWORD })).location).toBe(
        '/account?notice=account.loggedIn',
      );
    const bot = new CartClient('at.localhost:3100', `192.0.2.${(bots += 1)}`);
    const answers = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      answers.push(await submitAccount(bot, { action: 'login', email: freshEmail(), password: 'guess one' }));
    expect(answers[19]!.location).toMatch(/error=account\.wrongLogin/);
    expect(answers[20]!.location).toMatch(/error=request\.tooMany&seconds=\d+&/);
  });

  it('never lets failures from elsewhere keep the owner out: the captcha becomes due, and with it the owner gets in', async () => {
    const email = await customer();
    const attacker = new CartClient('at.localhost:3100', `192.0.2.${(bots += 1)}`);
    const guess = (extra: Record<string, string> = {}) =>
      submitAccount(attacker, { action: 'login', email, password: 'a wrong guess', ...extra });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await guess()).location).toMatch(/wrongLogin/);
    const due = await guess();
    expect(due.location).toBe('/login-register?error=captcha.missing&tab=login&form=login&fields=captcha');
    for (let attempt = 0; attempt < 7; attempt += 1)
      expect((await guess(await answeredCaptcha())).location).toMatch(/wrongLogin/);
    // Ten failures on the account from this client hold it up there, captcha or not.
    expect((await guess(await answeredCaptcha())).location).toMatch(/error=request\.tooMany/);

    // Not so the owner's client: the right password with the captcha opens the account.
    const owner = client();
    const right = { action: 'login', email, password: PASSWORD };
    expect((await submitAccount(owner, right)).location).toMatch(/error=captcha\.missing/);
    expect(
      (await submitAccount(owner, { ...right, captcha_answer: '1000', captcha_token: 'x' })).location,
    ).toMatch(/error=captcha\.invalid/);
    expect((await submitAccount(owner, { ...right, ...(await answeredCaptcha()) })).location).toBe(
      '/account?notice=account.loggedIn',
    );
  });

  it('asks for the captcha after failures on an address without an account just the same', async () => {
    const [known, unknown] = [await customer(), freshEmail()];
    const answers = [];
    for (const email of [known, unknown]) {
      for (let attempt = 0; attempt < 3; attempt += 1)
        await submitAccount(client(), { action: 'login', email, password: 'a wrong guess' });
      answers.push(await submitAccount(client(), { action: 'login', email, password: 'a wrong guess' }));
    }
    expect(answers.map((answer) => [answer.status, answer.location, answer.body])).toEqual([
      [303, '/login-register?error=captcha.missing&tab=login&form=login&fields=captcha', null],
      [303, '/login-register?error=captcha.missing&tab=login&form=login&fields=captcha', null],
    ]);
  });
});
