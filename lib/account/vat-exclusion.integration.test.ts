import { sql } from 'drizzle-orm';
import { defaultMarket } from '../i18n/market';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { selectRows } from '../adapters/embedded/queries/raw';
import { storefrontOn, useStorefrontForTests } from '../storefront';
import { CartClient, cartOf, sendAccount, submitAccount } from '../testing/cart-requests';
import { confirmedCustomer } from '../testing/customers';
import { databaseTargets } from '../testing/databases';
import { startFakeVies, type FakeVies } from '../testing/fake-vies';
import { sessionMarket } from '../session/customer-market';

jest.mock('server-only', () => ({}));

// The shop reads VIES_URL once per process: the stand-in's port is fixed before anything reads it.
const VIES_PORT = 29_798; // below Linux's ephemeral ports (32768 on), which other suites' connections take
process.env.VIES_URL = `http://127.0.0.1:${VIES_PORT}/taxation_customs/vies/rest-api`;

const PASSWORD = 'rechnung ohne umsatzsteuer';
const GERMAN_ID = 'DE136695976';
const AUSTRIAN_ID = 'ATU13585627';

/** The account page's personal data of a company with this VAT id, which VIES is then asked about. */
const companyProfile = (vatNumber: string) => ({
  action: 'updateProfile',
  title: 'company',
  firstname: 'Ida',
  lastname: 'Huber',
  company: 'Haustechnik Beispiel GmbH',
  vatNumber,
});

describe.each(databaseTargets())('VAT-excluded prices on $name', ({ name, open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let vies: FakeVies;
  let saleElementId: number;
  let address = 0;
  let emails = 0;
  const network = name === 'PGlite' ? 3 : 4;
  const client = () => new CartClient('at.localhost:3100', `198.18.${network}.${(address += 1) % 250}`);
  /** A logged-in customer of the Austrian shop with a cart line; a business with `vatNumber` when given. */
  const customer = async (vatNumber: string | null) => {
    const email = await confirmedCustomer(client, `b2b.${(emails += 1)}.${Date.now()}@example.at`, PASSWORD);
    const browser = client();
    await submitAccount(browser, { action: 'login', email, password: PASSWORD });
    if (vatNumber) await submitAccount(browser, companyProfile(vatNumber));
    cartOf(await browser.send({ action: 'add', saleElementId, quantity: 2 }));
    return { browser, email };
  };
  const marketOf = (browser: CartClient) =>
    sessionMarket(
      (cookie) => (cookie === 'sid' ? browser.cookie?.slice('sid='.length) : undefined),
      defaultMarket('at'),
    );
  const excludeVatOf = async (email: string) =>
    (
      await selectRows<{ exclude_vat: boolean }>(
        handle.db,
        sql`SELECT exclude_vat FROM customer WHERE email = ${email}`,
      )
    )[0]!.exclude_vat;
  const ask = (browser: CartClient, excludeVat: 'on' | 'off') =>
    submitAccount(browser, { action: 'setVatExclusion', excludeVat });

  beforeAll(async () => {
    handle = await open({ seed: 11, products: 40 });
    useStorefrontForTests(await storefrontOn(handle));
    vies = await startFakeVies(VIES_PORT);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    [{ id: saleElementId }] = (await selectRows<{ id: number }>(
      handle.db,
      sql`SELECT pse.id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id AND p.visible
          JOIN store s ON s.code = 'at'
          WHERE pse.quantity >= 40 AND p.min_quantity = 1 AND p.order_multiple = 1 AND p.kind = 'goods'
            AND NOT coalesce(s.locale_config->'price_request_product_ids' @> to_jsonb(p.id), false)
          ORDER BY pse.id LIMIT 1`,
    )) as [{ id: number }];
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await vies?.close();
    await handle?.dispose();
  }, 30_000);

  it('prices a verified German company’s cart on the Austrian shop net, for Germany, once it asks', async () => {
    const { browser, email } = await customer(GERMAN_ID);
    const gross = cartOf(await browser.read());
    expect(gross.includesVat).toBe(true);
    expect(await marketOf(browser)).toMatchObject({ deliveryCountryId: 13, vatMode: 'gross' });

    expect((await ask(browser, 'on')).location).toBe('/account?notice=account.vatExcluded');
    expect(await excludeVatOf(email)).toBe(true);
    expect(await marketOf(browser)).toMatchObject({ deliveryCountryId: 5, vatMode: 'net' });
    const net = cartOf(await browser.read());
    expect(net).toMatchObject({ includesVat: false, vat: [] });
    expect(net.goods.amount).toBeLessThan(gross.goods.amount);

    expect((await ask(browser, 'off')).location).toBe('/account?notice=account.vatIncluded');
    expect(cartOf(await browser.read())).toMatchObject({ includesVat: true, goods: gross.goods });
  });

  it('refuses a domestic company, a private customer and an id VIES could not confirm, changing nothing', async () => {
    for (const vatNumber of [AUSTRIAN_ID, null, 'FR40303265045']) {
      const { browser, email } = await customer(vatNumber);
      expect((await ask(browser, 'on')).location).toBe(
        '/account?error=account.vatExclusionNotAllowed&form=setVatExclusion',
      );
      expect(await excludeVatOf(email)).toBe(false);
      expect(cartOf(await browser.read()).includesVat).toBe(true);
    }
  });

  it('ends net prices when the id loses its standing or is changed, even though the wish stays', async () => {
    const { browser, email } = await customer(GERMAN_ID);
    await ask(browser, 'on');
    await handle.db.execute(sql`UPDATE customer SET vat_status = 'unknown' WHERE email = ${email}`);
    expect(cartOf(await browser.read()).includesVat).toBe(true);
    await handle.db.execute(sql`UPDATE customer SET vat_status = 'valid' WHERE email = ${email}`);
    expect(cartOf(await browser.read()).includesVat).toBe(false);
    await submitAccount(browser, companyProfile(AUSTRIAN_ID));
    expect(await excludeVatOf(email)).toBe(true);
    expect(cartOf(await browser.read()).includesVat).toBe(true);
  });

  it('lets no cookie, field or other site claim net prices, and ends them with the session', async () => {
    const { browser } = await customer(GERMAN_ID);
    const claims = { cookie: `${browser.cookie}; vat_mode=net; excludeVAT=true; delivery_country=5` };
    expect(
      cartOf(await browser.send({ action: 'add', saleElementId, quantity: 1, vatMode: 'net' }, claims)),
    ).toMatchObject({ includesVat: true });
    const guest = client();
    expect((await sendAccount(guest, { action: 'setVatExclusion', excludeVat: 'on' })).status).toBe(401);
    const crossSite = await submitAccount(
      browser,
      { action: 'setVatExclusion', excludeVat: 'on' },
      { origin: 'https://evil.example', referer: 'https://evil.example/' },
    );
    expect(crossSite.status).toBe(403);
    expect(cartOf(await browser.read()).includesVat).toBe(true);

    await ask(browser, 'on');
    const loggedIn = browser.cookie;
    expect(cartOf(await browser.read()).includesVat).toBe(false);
    await submitAccount(browser, { action: 'logout' });
    browser.cookie = loggedIn;
    expect(await marketOf(browser)).toMatchObject({ deliveryCountryId: 13, vatMode: 'gross' });
    expect(cartOf(await browser.read()).includesVat).toBe(true);
  });
});
