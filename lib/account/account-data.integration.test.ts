import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { setCustomerAdmin } from '../adapters/embedded/queries/customers';
import { selectRows } from '../adapters/embedded/queries/raw';
import { getMailOutbox, getCustomers, storefrontOn, useStorefrontForTests } from '../storefront';
import { CartClient, sendAccount, submitAccount } from '../testing/cart-requests';
import { answeredCaptcha, confirmedCustomer, mailedToken, registrationOf } from '../testing/customers';
import { databaseTargets } from '../testing/databases';
import { decodeKeptValues } from './form-flash';
import { accountMessage } from './page-message';

jest.mock('server-only', () => ({}));

// Read once per process by the shop: the back office the admin bar links to.
process.env.BACKOFFICE_URL = 'https://admin.example.at';

const PASSWORD = 'heizkörper im badezimmer';

/** A complete Austrian address as the form sends it. */
const austrianAddress = (overrides: Record<string, string> = {}) => ({
  action: 'saveAddress',
  addressId: '',
  label: 'Zuhause',
  title: 'mr',
  firstname: 'Jürgen',
  lastname: 'Österreicher',
  street: 'Landstraße',
  houseNumber: '12a',
  line2: '',
  postcode: '4020',
  city: 'Linz',
  countryId: '13',
  stateId: '',
  phone: '+43 732 890 120',
  ...overrides,
});

describe.each(databaseTargets())('the account data on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let address = 0;
  let emails = 0;
  const client = () => new CartClient('at.localhost:3100', `198.51.100.${(address += 1) % 250}`);
  const freshEmail = () => `daten.${(emails += 1)}.${Date.now()}@example.at`;
  /** A logged-in customer's client and the customer's id. */
  const loggedIn = async () => {
    const email = await confirmedCustomer(client, freshEmail(), PASSWORD);
    const browser = client();
    await submitAccount(browser, { action: 'login', email, password: PASSWORD });
    const [row] = await selectRows<{ id: number }>(
      handle.db,
      sql`SELECT id FROM customer WHERE email = ${email}`,
    );
    return { browser, email, id: row!.id };
  };
  const rowOf = async (id: number) =>
    (
      await selectRows<{
        firstname: string;
        title_id: number;
        company: string | null;
        is_admin: boolean;
        email: string;
      }>(handle.db, sql`SELECT firstname, title_id, company, is_admin, email FROM customer WHERE id = ${id}`)
    )[0];

  beforeAll(async () => {
    handle = await open({ seed: 11, products: 20 });
    useStorefrontForTests(await storefrontOn(handle));
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  it("saves the session customer's personal information and ignores ids and flags in the request", async () => {
    const { browser, id } = await loggedIn();
    const other = await loggedIn();
    const saved = await submitAccount(browser, {
      action: 'updateProfile',
      title: 'company',
      firstname: 'Zoë',
      lastname: 'Ăgoston',
      company: 'Wärme & Wasser GmbH',
      customerId: String(other.id),
      isAdmin: 'true',
    });
    expect(saved.location).toBe('/account?notice=account.profileSaved');
    expect(await rowOf(id)).toMatchObject({
      firstname: 'Zoë',
      title_id: 4,
      company: 'Wärme & Wasser GmbH',
      is_admin: false,
    });
    expect((await rowOf(other.id))?.firstname).toBe('Jürgen');
    const guest = await submitAccount(client(), {
      action: 'updateProfile',
      title: 'mr',
      firstname: 'Eve',
      lastname: 'Eve',
    });
    expect(guest.location).toBe('/account?error=account.loginRequired&form=updateProfile');
  });

  it('tells the header who is logged in, and nobody else, never for a cache to keep', async () => {
    const { browser } = await loggedIn();
    expect(await browser.whoAmI()).toEqual({
      body: { ok: true, data: { customer: { firstname: 'Jürgen', backOffice: null } } },
      cacheControl: 'private, no-store',
    });
    const visitor = await client().whoAmI();
    expect(visitor.body).toEqual({ ok: true, data: { customer: null } });
    expect(visitor.cacheControl).toBe('private, no-store');
    await submitAccount(browser, { action: 'logout' });
    expect((await browser.whoAmI()).body).toEqual({ ok: true, data: { customer: null } });
  });

  it('names the back office to an admin only, and makes admins of confirmed customers only', async () => {
    const { browser, email } = await loggedIn();
    expect(await setCustomerAdmin(handle.db, email, true)).toBe(true);
    expect((await browser.whoAmI()).body).toEqual({
      ok: true,
      data: { customer: { firstname: 'Jürgen', backOffice: 'https://admin.example.at' } },
    });
    const forged = await submitAccount(browser, {
      action: 'updateProfile',
      title: 'mr',
      firstname: 'Jürgen',
      lastname: 'Österreicher',
      isAdmin: 'false',
    });
    expect(forged.location).toBe('/account?notice=account.profileSaved');
    expect((await rowOf((await loggedIn()).id))?.is_admin).toBe(false);
    expect(await setCustomerAdmin(handle.db, email, false)).toBe(true);
    expect(
      ((await browser.whoAmI()).body as { data: { customer: { backOffice: unknown } } }).data.customer
        .backOffice,
    ).toBeNull();
    const pending = `offen.${Date.now()}@example.at`;
    await submitAccount(client(), registrationOf(pending));
    expect(await setCustomerAdmin(handle.db, pending, true)).toBe(false);
  });

  it('refuses a name with markup or of spam size on its field, keeps the values and changes nothing', async () => {
    const { browser, id } = await loggedIn();
    const refused = await submitAccount(browser, {
      action: 'updateProfile',
      title: 'mr',
      firstname: '<script>alert(1)</script>',
      lastname: 'x'.repeat(10_000),
    });
    expect(refused.status).toBe(303);
    expect(refused.location).toBe(
      '/account?error=account.nameInvalid&form=updateProfile&fields=firstname%2Clastname',
    );
    const kept = decodeKeptValues(/account_form=([^;]+)/.exec(refused.setCookie ?? '')?.[1]);
    expect(kept.firstname).toBe('<script>alert(1)</script>');
    expect((await rowOf(id))?.firstname).toBe('Jürgen');
    const company = await submitAccount(browser, {
      action: 'updateProfile',
      title: 'company',
      firstname: 'Ida',
      lastname: 'Huber',
    });
    expect(company.location).toBe('/account?error=account.companyRequired&form=updateProfile&fields=company');
  });

  it('moves the login only after the new mailbox confirms, tells the old one, and works once', async () => {
    const { browser, email, id } = await loggedIn();
    const newEmail = freshEmail();
    const wrong = await submitAccount(browser, {
      action: 'changeEmail',
      newEmail,
      currentPassword: 'not it at all',
    });
    expect(wrong.location).toBe(
      '/account?error=account.wrongPassword&form=changeEmail&fields=currentPassword',
    );
    const asked = await submitAccount(browser, {
      action: 'changeEmail',
      newEmail: newEmail.toUpperCase(),
      currentPassword: PASSWORD,
    });
    expect(asked.location).toBe('/account?notice=account.emailChangeSent');
    expect((await rowOf(id))?.email).toBe(email);
    const token = await mailedToken(newEmail, '/login-register?email=');
    expect(token).not.toBeNull();
    const confirmed = await submitAccount(client(), { action: 'confirmEmail', token: token! });
    expect(confirmed.location).toBe('/login-register?notice=account.emailChanged');
    expect((await rowOf(id))?.email).toBe(newEmail);
    const [notice] = await (await getMailOutbox()).listFor(email);
    expect(notice?.subject).toMatch(/E-Mail-Adresse .* wurde geändert/);
    expect(notice?.text).toContain(newEmail);
    expect(
      (await submitAccount(client(), { action: 'login', email: newEmail, password: PASSWORD })).location,
    ).toBe('/account?notice=account.loggedIn');
    expect((await submitAccount(client(), { action: 'login', email, password: PASSWORD })).location).toMatch(
      /wrongLogin/,
    );
    const again = await submitAccount(client(), { action: 'confirmEmail', token: token! });
    expect(again.location).toBe('/login-register?error=account.emailLinkInvalid&tab=login&form=confirmEmail');
  });

  it('ends the other sessions of the customer when the login moves, and keeps the one that confirmed it', async () => {
    const { browser, email } = await loggedIn();
    const elsewhere = client();
    await submitAccount(elsewhere, { action: 'login', email, password: PASSWORD });
    const newEmail = freshEmail();
    await submitAccount(browser, { action: 'changeEmail', newEmail, currentPassword: PASSWORD });
    const token = (await mailedToken(newEmail, '/login-register?email='))!;
    expect((await submitAccount(browser, { action: 'confirmEmail', token })).location).toBe(
      '/login-register?notice=account.emailChanged',
    );
    expect((await browser.whoAmI()).body).toMatchObject({ data: { customer: { firstname: 'Jürgen' } } });
    expect((await elsewhere.whoAmI()).body).toMatchObject({ data: { customer: null } });
  });

  it("answers a change to another customer's address as any other, and only that mailbox hears of it", async () => {
    const { browser, id, email } = await loggedIn();
    const taken = await loggedIn();
    const free = await submitAccount(browser, {
      action: 'changeEmail',
      newEmail: freshEmail(),
      currentPassword: PASSWORD,
    });
    const toTaken = await submitAccount(browser, {
      action: 'changeEmail',
      newEmail: taken.email,
      currentPassword: PASSWORD,
    });
    expect([toTaken.status, toTaken.location, toTaken.body]).toEqual([free.status, free.location, free.body]);
    expect(await mailedToken(taken.email, '/login-register?email=')).toBeNull();
    const [mail] = await (await getMailOutbox()).listFor(taken.email);
    expect(mail?.text).toMatch(/gehört bereits zu einem Kundenkonto/);
    expect((await rowOf(id))?.email).toBe(email);
    const same = await submitAccount(browser, {
      action: 'changeEmail',
      newEmail: email,
      currentPassword: PASSWORD,
    });
    expect(same.location).toBe('/account?error=account.emailUnchanged&form=changeEmail&fields=newEmail');
  });

  it('mails a new login address at most three links an hour, whichever customers ask, and answers alike', async () => {
    const wanted = freshEmail();
    const customers = [await loggedIn(), await loggedIn()];
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      answers.push(
        await submitAccount(customers[attempt % 2]!.browser, {
          action: 'changeEmail',
          newEmail: wanted,
          currentPassword: PASSWORD,
        }),
      );
    expect(new Set(answers.map((answer) => answer.location))).toEqual(
      new Set(['/account?notice=account.emailChangeSent']),
    );
    const links = (await (await getMailOutbox()).listFor(wanted)).filter((mail) =>
      mail.text.includes('/login-register?email='),
    );
    expect(links).toHaveLength(3);
  });

  it('asks the owner for the captcha, not a wait, to change the password or login after failures from elsewhere', async () => {
    const { browser, email } = await loggedIn();
    const attacker = client();
    for (let attempt = 0; attempt < 3; attempt += 1)
      await submitAccount(attacker, { action: 'login', email, password: 'a wrong guess' });
    const change = {
      action: 'changePassword',
      oldPassword: PASSWORD,
      password: 'ein ganz neues passwort',
      passwordRepeat: 'ein ganz neues passwort',
    };
    expect((await submitAccount(browser, change)).location).toBe(
      '/account?error=captcha.missing&form=changePassword&fields=captcha',
    );
    expect((await submitAccount(browser, { ...change, ...(await answeredCaptcha()) })).location).toBe(
      '/account?notice=account.passwordChanged',
    );
    const move = {
      action: 'changeEmail',
      newEmail: freshEmail(),
      currentPassword: 'ein ganz neues passwort',
    };
    expect((await submitAccount(browser, move)).location).toBe(
      '/account?error=captcha.missing&form=changeEmail&fields=captcha',
    );
    expect((await submitAccount(browser, { ...move, ...(await answeredCaptcha()) })).location).toBe(
      '/account?notice=account.emailChangeSent',
    );
  });

  it('counts wrong current passwords like failed logins, holding up only that client on the account', async () => {
    const { browser, email } = await loggedIn();
    const wrongs = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      wrongs.push(
        await submitAccount(browser, {
          action: 'changeEmail',
          newEmail: freshEmail(),
          currentPassword: 'not it at all',
          ...(await answeredCaptcha()),
        }),
      );
    expect(wrongs[9]!.location).toMatch(/error=account\.wrongPassword/);
    expect(wrongs[10]!.location).toMatch(/error=request\.tooMany/);
    const owner = client();
    expect(
      (
        await submitAccount(owner, {
          action: 'login',
          email,
          password: PASSWORD,
          ...(await answeredCaptcha()),
        })
      ).location,
    ).toBe('/account?notice=account.loggedIn');
  });

  it('mails the customer when the password changes', async () => {
    const { browser, email } = await loggedIn();
    await submitAccount(browser, {
      action: 'changePassword',
      oldPassword: PASSWORD,
      password: 'ein ganz neues passwort',
      passwordRepeat: 'ein ganz neues passwort',
    });
    const [mail] = await (await getMailOutbox()).listFor(email);
    expect(mail?.subject).toMatch(/Passwort .* wurde geändert/);
  });

  it('keeps an address book: the first address is the default, which moves on request and cannot be deleted', async () => {
    const { browser, id } = await loggedIn();
    expect((await submitAccount(browser, austrianAddress())).location).toBe('/account?notice=address.added');
    expect(
      (await submitAccount(browser, austrianAddress({ label: 'Büro', postcode: '1010', city: 'Wien' })))
        .location,
    ).toBe('/account?notice=address.added');
    const book = await (await getCustomers()).listAddresses(id);
    expect(book.map((entry) => [entry.label, entry.isDefault])).toEqual([
      ['Zuhause', true],
      ['Büro', false],
    ]);
    const [home, office] = book;
    const remove = (addressId: number, who = browser) =>
      submitAccount(who, { action: 'deleteAddress', addressId: String(addressId) });
    expect((await remove(home!.id)).location).toBe(
      '/account?error=address.defaultNotDeletable&form=deleteAddress',
    );
    expect(
      (await submitAccount(browser, { action: 'setDefaultAddress', addressId: String(office!.id) })).location,
    ).toBe('/account?notice=address.defaultSet');
    expect((await remove(home!.id)).location).toBe('/account?notice=address.deleted');
    const edited = await submitAccount(
      browser,
      austrianAddress({ addressId: String(office!.id), city: 'Wien-Innere Stadt' }),
    );
    expect(edited.location).toBe('/account?notice=address.updated');
    expect(
      (await (await getCustomers()).listAddresses(id)).map((entry) => [entry.city, entry.isDefault]),
    ).toEqual([['Wien-Innere Stadt', true]]);
  });

  it('says which change of the address book failed when the shop cannot make it, and keeps the form', async () => {
    const { browser, id } = await loggedIn();
    await submitAccount(browser, austrianAddress());
    const [home] = await (await getCustomers()).listAddresses(id);
    const customers = await getCustomers();
    const down = () => Promise.reject(new Error('the database is down'));
    const failing = [
      jest.spyOn(customers, 'saveAddress').mockImplementation(down),
      jest.spyOn(customers, 'deleteAddress').mockImplementation(down),
      jest.spyOn(customers, 'setDefaultAddress').mockImplementation(down),
    ];
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const added = await submitAccount(browser, austrianAddress({ label: 'Büro' }));
      expect(added.status).toBe(303);
      expect(added.location).toBe('/account?error=address.addFailed&form=saveAddress&address=new');
      const updated = await submitAccount(browser, austrianAddress({ addressId: String(home!.id) }));
      expect(updated.location).toBe(
        `/account?error=address.updateFailed&form=saveAddress&address=${home!.id}`,
      );
      const deleted = await sendAccount(browser, { action: 'deleteAddress', addressId: home!.id });
      expect(deleted.status).toBe(503);
      expect(deleted.body).toEqual({ ok: false, error: { code: 'address.deleteFailed' } });
      const made = await submitAccount(browser, { action: 'setDefaultAddress', addressId: String(home!.id) });
      expect(made.location).toBe('/account?error=address.saveFailed&form=setDefaultAddress');
      expect(accountMessage({ error: 'address.addFailed', form: 'saveAddress' })).toMatchObject({
        kind: 'error',
        key: 'Errors.address.addFailed',
      });
    } finally {
      failing.forEach((spy) => spy.mockRestore());
      report.mockRestore();
    }
    expect((await customers.listAddresses(id)).map((entry) => entry.label)).toEqual(['Zuhause']);
  });

  it("never reads, changes or deletes another customer's address", async () => {
    const owner = await loggedIn();
    const intruder = await loggedIn();
    await submitAccount(owner.browser, austrianAddress());
    await submitAccount(owner.browser, austrianAddress({ label: 'Zweit' }));
    const [home, second] = await (await getCustomers()).listAddresses(owner.id);
    const edit = await submitAccount(
      intruder.browser,
      austrianAddress({ addressId: String(home!.id), city: 'Gestohlen' }),
    );
    expect(edit.status).toBe(303);
    expect(edit.location).toMatch(/^\/account\?error=address\.notFound&form=saveAddress&address=\d+$/);
    for (const action of ['deleteAddress', 'setDefaultAddress'])
      expect(
        (await submitAccount(intruder.browser, { action, addressId: String(second!.id) })).location,
      ).toBe(`/account?error=address.notFound&form=${action}`);
    const asJson = await sendAccount(intruder.browser, { action: 'deleteAddress', addressId: second!.id });
    expect([asJson.status, asJson.body]).toEqual([404, { ok: false, error: { code: 'address.notFound' } }]);
    expect(
      (await (await getCustomers()).listAddresses(owner.id)).map((entry) => [entry.city, entry.isDefault]),
    ).toEqual([
      ['Linz', true],
      ['Linz', false],
    ]);
    expect(await (await getCustomers()).listAddresses(intruder.id)).toEqual([]);
  });

  it.each([
    ['postcode', 'address.postcodeInvalid', { postcode: '40200' }],
    ['postcode', 'address.postcodeInvalid', { countryId: '5', postcode: '4020' }],
    ['phone', 'address.phoneRequired', { phone: '' }],
    ['phone', 'address.phoneInvalid', { phone: '07/32-89' }],
    ['stateId', 'address.stateRequired', { countryId: '146', postcode: '400001' }],
    ['countryId', 'address.countryInvalid', { countryId: '999' }],
    ['street', 'address.streetRequired', { street: '' }],
    ['label', 'address.invalidCharacters', { label: '<b>Büro</b>' }],
    ['city', 'address.tooLong', { city: 'W'.repeat(10_000) }],
    ['company', 'account.companyRequired', { title: 'company' }],
  ])('refuses a wrong %s with %s, keeping the values and the book', async (field, code, change) => {
    const { browser, id } = await loggedIn();
    const refused = await submitAccount(browser, austrianAddress(change));
    expect(refused.location).toBe(`/account?error=${code}&form=saveAddress&address=new&fields=${field}`);
    const kept = decodeKeptValues(/account_form=([^;]+)/.exec(refused.setCookie ?? '')?.[1]);
    expect(kept.street).toBe(austrianAddress(change).street.slice(0, 254));
    expect(await (await getCustomers()).listAddresses(id)).toEqual([]);
  });

  it("takes a Romanian address with its county, and a county only of the address's country", async () => {
    const { browser, id } = await loggedIn();
    const [cluj] = (await (await getCustomers()).listCountryStates(146)).filter(
      (state) => state.code === 'CJ',
    );
    const romanian = austrianAddress({
      countryId: '146',
      postcode: '400001',
      city: 'Cluj-Napoca',
      stateId: String(cluj!.id),
    });
    expect((await submitAccount(browser, romanian)).location).toBe('/account?notice=address.added');
    expect((await (await getCustomers()).listAddresses(id))[0]).toMatchObject({
      stateTitle: 'Cluj',
      postcode: '400001',
    });
    const wrongCountry = await submitAccount(browser, austrianAddress({ stateId: String(cluj!.id) }));
    expect(wrongCountry.location).toBe(
      '/account?error=address.stateInvalid&form=saveAddress&address=new&fields=stateId',
    );
  });

  it('holds at most 100 addresses, counted inside the insert', async () => {
    const { browser, id } = await loggedIn();
    const shop = await getCustomers();
    const fields = {
      label: 'L',
      title: 'mr' as const,
      firstname: 'Ab',
      lastname: 'Cd',
      company: null,
      vatNumber: null,
      street: 'S',
      houseNumber: '1',
      line2: null,
      postcode: '4020',
      city: 'Linz',
      countryId: 13 as const,
      stateId: null,
      phone: null,
    };
    const saves = await Promise.all(Array.from({ length: 104 }, () => shop.saveAddress(id, null, fields)));
    expect(saves.filter((save) => save.kind === 'saved')).toHaveLength(100);
    const book = await shop.listAddresses(id);
    expect(book.filter((entry) => entry.isDefault)).toHaveLength(1);
    expect((await submitAccount(browser, austrianAddress())).location).toBe(
      '/account?error=address.bookFull&form=saveAddress&address=new',
    );
  }, 60_000);
});
