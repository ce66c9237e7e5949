import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { selectRows } from '../adapters/embedded/queries/raw';
import { storefrontOn, useStorefrontForTests } from '../storefront';
import { CartClient, sendAccount, submitAccount } from '../testing/cart-requests';
import { confirmedCustomer, registrationOf } from '../testing/customers';
import { databaseTargets } from '../testing/databases';
import { startFakeVies, type FakeVies } from '../testing/fake-vies';

jest.mock('server-only', () => ({}));

// The shop reads VIES_URL once per process: the stand-in's port is fixed before anything reads it.
const VIES_PORT = 29_797; // below Linux's ephemeral ports (32768 on), which other suites' connections take
process.env.VIES_URL = `http://127.0.0.1:${VIES_PORT}/taxation_customs/vies/rest-api`;

const PASSWORD = 'wärmepumpe für die firma';

describe.each(databaseTargets())('the VAT id check on $name', ({ name, open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let vies: FakeVies | null;
  let address = 0;
  let emails = 0;
  // Addresses of their own per database, as both runs share this process's rate limits.
  const network = name === 'PGlite' ? 1 : 2;
  const client = () => new CartClient('at.localhost:3100', `198.18.${network}.${(address += 1) % 250}`);
  const loggedIn = async () => {
    const email = await confirmedCustomer(
      client,
      `firma.${(emails += 1)}.${Date.now()}@example.at`,
      PASSWORD,
    );
    const browser = client();
    await submitAccount(browser, { action: 'login', email, password: PASSWORD });
    return { browser, email };
  };
  const vatOf = async (email: string) =>
    (
      await selectRows<{ vat_number: string | null; vat_status: string; vat_checked_at: unknown }>(
        handle.db,
        sql`SELECT vat_number, vat_status, vat_checked_at FROM customer WHERE email = ${email}`,
      )
    )[0];
  const company = (vatNumber: string, extra: Record<string, string> = {}) => ({
    action: 'updateProfile',
    title: 'company',
    firstname: 'Ida',
    lastname: 'Huber',
    company: 'Haustechnik Beispiel GmbH',
    vatNumber,
    ...extra,
  });

  beforeAll(async () => {
    handle = await open({ seed: 11, products: 20 });
    useStorefrontForTests(await storefrontOn(handle));
    vies = await startFakeVies(VIES_PORT);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await vies?.close();
    await handle?.dispose();
  }, 30_000);

  it.each([
    ['ATU 135 856 27', 'ATU13585627', 'valid'],
    ['de136695976', 'DE136695976', 'valid'],
    ['RO18547290', 'RO18547290', 'valid'],
    ['DE100142542', 'DE100142542', 'invalid'],
    ['FR40303265045', 'FR40303265045', 'unknown'],
  ])('keeps %s as %s with what VIES said of it: %s', async (typed, stored, status) => {
    const { browser, email } = await loggedIn();
    expect((await submitAccount(browser, company(typed))).location).toBe(
      '/account?notice=account.profileSaved',
    );
    expect(await vatOf(email)).toMatchObject({ vat_number: stored, vat_status: status });
    expect(vies!.asked.at(-1)).toBe(stored);
  });

  it('refuses an id whose shape or check digit is wrong before asking anyone, keeping the saved one', async () => {
    const { browser, email } = await loggedIn();
    await submitAccount(browser, company('ATU13585627'));
    const asked = vies!.asked.length;
    for (const [typed, code] of [
      ['ATU13585626', 'account.vatInvalid'],
      ['GB333289454', 'account.vatInvalid'],
      ['ATU1358562', 'account.vatTooShort'],
    ])
      expect((await submitAccount(browser, company(typed!))).location).toBe(
        `/account?error=${code}&form=updateProfile&fields=vatNumber`,
      );
    expect(vies!.asked).toHaveLength(asked);
    expect(await vatOf(email)).toMatchObject({ vat_number: 'ATU13585627', vat_status: 'valid' });
  });

  it('refuses a registration with a wrong check digit on the VAT field, and keeps a right one unchecked', async () => {
    const email = `neu.${Date.now()}@example.at`;
    const registration = registrationOf(email, { title: 'company', company: 'Wärme GmbH' });
    const refused = await submitAccount(client(), { ...registration, vatNumber: 'ATU13585626' });
    expect(refused.location).toBe(
      '/login-register?error=account.vatInvalid&tab=register&form=register&fields=vatNumber',
    );
    expect(await vatOf(email)).toBeUndefined();
    await submitAccount(client(), { ...registration, vatNumber: 'atu13585627' });
    expect(await vatOf(email)).toMatchObject({ vat_number: 'ATU13585627', vat_status: 'unchecked' });
  });

  it('asks again about a changed id only, and never takes a status from the request', async () => {
    const { browser, email } = await loggedIn();
    await submitAccount(browser, company('DE100142542', { vatStatus: 'valid', vat_status: 'valid' }));
    expect(await vatOf(email)).toMatchObject({ vat_status: 'invalid' });
    await submitAccount(browser, company('DE136695976'));
    expect(await vatOf(email)).toMatchObject({ vat_status: 'valid' });
    const asked = vies!.asked.length;
    await submitAccount(browser, company('DE136695976', { firstname: 'Ilse' }));
    expect(vies!.asked).toHaveLength(asked);
    await submitAccount(browser, { ...company(''), title: 'mr' });
    expect(await vatOf(email)).toMatchObject({ vat_number: null, vat_status: 'unchecked' });
  });

  it('says what VIES said on "check now", and that an unavailable member state is not a verification', async () => {
    const { browser } = await loggedIn();
    expect((await submitAccount(browser, { action: 'checkVat' })).location).toBe(
      '/account?error=account.vatMissing&form=checkVat&fields=vatNumber',
    );
    await submitAccount(browser, company('FR40303265045'));
    expect((await submitAccount(browser, { action: 'checkVat' })).location).toBe(
      '/account?error=account.vatUnverified&form=checkVat&fields=vatNumber',
    );
    await submitAccount(browser, company('DE100142542'));
    expect((await submitAccount(browser, { action: 'checkVat' })).location).toBe(
      '/account?error=account.vatNotRegistered&form=checkVat&fields=vatNumber',
    );
    await submitAccount(browser, company('RO18547290'));
    expect((await submitAccount(browser, { action: 'checkVat' })).location).toBe(
      '/account?notice=account.vatValid',
    );
    expect((await submitAccount(client(), { action: 'checkVat' })).location).toBe(
      '/account?error=account.loginRequired&form=checkVat',
    );
  });

  it('limits checks per account with 429 and Retry-After, then saves without asking', async () => {
    const { browser, email } = await loggedIn();
    await submitAccount(browser, company('FR40303265045'));
    const answers = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      answers.push(await submitAccount(browser, { action: 'checkVat' }));
    expect(answers.at(-2)!.location).toBe(
      '/account?error=account.vatUnverified&form=checkVat&fields=vatNumber',
    );
    expect(answers.at(-1)!.location).toMatch(/^\/account\?error=request\.tooMany&seconds=\d+&form=checkVat$/);
    const json = await sendAccount(browser, { action: 'checkVat' });
    expect(json.status).toBe(429);
    const asked = vies!.asked.length;
    expect((await submitAccount(browser, company('DE136695976'))).location).toBe(
      '/account?notice=account.profileSaved',
    );
    expect(await vatOf(email)).toMatchObject({ vat_number: 'DE136695976', vat_status: 'unchecked' });
    expect(vies!.asked).toHaveLength(asked);
  });

  it('answers "unknown", never valid, when VIES cannot be reached', async () => {
    const { browser, email } = await loggedIn();
    await vies!.close();
    vies = null;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await submitAccount(browser, company('ATU13585627'));
    expect(await vatOf(email)).toMatchObject({ vat_status: 'unknown' });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^VIES did not answer for AT: /));
    logged.mockRestore();
    vies = await startFakeVies(VIES_PORT);
  });
});
