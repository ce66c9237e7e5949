import { sql } from 'drizzle-orm';
import { handlerMarketContext } from '../api/market-context';
import { defaultMarket } from '../i18n/market';
import { selectRows } from '../adapters/embedded/queries/raw';
import { CartClient } from '../testing/cart-requests';
import { checkoutBody, sendCheckout, solvedCaptcha, viennaAddress } from '../testing/checkout-requests';
import { dataOf, errorOf, checkoutShopForSuite, paymentServicesForSuite } from '../testing/checkout-shop';
import { databaseTargets } from '../testing/databases';
import { checkoutPageProps } from './checkout-page';

const services = paymentServicesForSuite();

const munich = {
  title: 'mr',
  firstname: 'Jonas',
  lastname: 'Weber',
  street: 'Sonnenstraße',
  houseNumber: '12',
  postcode: '80331',
  city: 'München',
  countryId: '5',
  phone: '+49 89 1234567',
};

// Germany's photovoltaics at 0 % (§ 12 Abs. 3 UStG) only when the buyer confirms a dwelling's installation.
describe.each(databaseTargets())(
  'the photovoltaics condition at checkout on $name',
  ({ name, open, skip }) => {
    if (skip) {
      it.skip(`skipped: ${skip}`, () => undefined);
      return;
    }
    const suite = checkoutShopForSuite(open);
    let photovoltaics: number;
    let address = 0;
    const network = name === 'PGlite' ? 20 : 21;

    beforeAll(async () => {
      // A plain good of another product than the suite's made a photovoltaic module: the seed's own are freight.
      const [other] = await selectRows<{ id: number }>(
        suite.handle.db,
        sql`SELECT pse.id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id AND p.visible
          WHERE p.kind = 'goods' AND p.min_quantity = 1 AND p.order_multiple = 1
            AND p.id <> (SELECT product_id FROM product_sale_elements WHERE id = ${suite.shop.goods[0]!})
            AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country c WHERE c.product_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM product_associated_keyword pak JOIN associated_keyword ak
              ON ak.id = pak.keyword_id WHERE pak.product_id = p.id AND ak.code = 'freight')
          ORDER BY pse.id LIMIT 1`,
      );
      photovoltaics = other!.id;
      await suite.handle.db.execute(
        sql`UPDATE product_sale_elements SET quantity = 10000 WHERE id = ${photovoltaics}`,
      );
      await suite.handle.db.execute(
        sql`UPDATE product SET tax_rule_id = 2
          WHERE id = (SELECT product_id FROM product_sale_elements WHERE id = ${photovoltaics})`,
      );
    });

    /** A guest of `host` with a photovoltaic line and a plain one; `deliveryCountry` as the header's cookie sets it. */
    async function buyer(host: string, deliveryCountry?: number) {
      const client = new CartClient(host, `198.18.${network}.${(address += 1) % 250}`);
      for (const saleElementId of [photovoltaics, suite.shop.goods[0]!])
        await client.send({ action: 'add', saleElementId, quantity: 1, language: 'de' });
      const headers = (): Record<string, string> =>
        deliveryCountry ? { cookie: `${client.cookie}; delivery_country=${deliveryCountry}` } : {};
      const email = `pv.${Date.now()}.${address}@example.de`;
      const body = (fields: Record<string, unknown>) =>
        checkoutBody({
          email,
          delivery: munich,
          ...fields,
        });
      const total = async (fields: Record<string, unknown>) => {
        const answer = await sendCheckout(client, body({ ...fields, intent: 'update' }), headers());
        return (answer.body as unknown as { data: { summary: { total: number } } }).data.summary.total;
      };
      const place = async (fields: Record<string, unknown>, seen?: number) =>
        sendCheckout(
          client,
          body({
            shownTotal: seen ?? (await total(fields)),
            captcha_payload: await solvedCaptcha(),
            ...fields,
          }),
          headers(),
        );
      return { client, email, total, place };
    }

    const orderOf = async (ref: string) => {
      const [order] = await selectRows<{ id: number; total_gross: string; tax_confirmation: string | null }>(
        suite.handle.db,
        sql`SELECT id, total_gross, tax_confirmation FROM "order" WHERE ref = ${ref}`,
      );
      const lines = await selectRows<{ product_sale_elements_id: number; vat_rate: number }>(
        suite.handle.db,
        sql`SELECT product_sale_elements_id, vat_rate FROM order_product WHERE order_id = ${order!.id}`,
      );
      const rateOf = (id: number) =>
        Number(lines.find((line) => line.product_sale_elements_id === id)?.vat_rate);
      return { ...order!, rateOf };
    };

    it.each([
      ['the German shop', 'de.localhost:3100', undefined],
      ['the Austrian shop delivering to Germany', 'at.localhost:3100', 5],
    ])(
      '%s charges 19 %% on photovoltaics unless the buyer confirms the condition',
      async (_, host, country) => {
        const unticked = await buyer(host, country);
        const placed = await unticked.place({});
        expect(placed.status).toBe(200);
        const plain = await orderOf(dataOf(placed).order.ref);
        expect(plain.rateOf(photovoltaics)).toBe(1900);
        expect(plain.rateOf(suite.shop.goods[0]!)).toBe(1900);
        expect(plain.tax_confirmation).toBeNull();

        const ticked = await buyer(host, country);
        const lower = await ticked.total({ photovoltaicsDwellingConfirmed: true });
        expect(lower).toBeLessThan(await ticked.total({}));
        const confirmed = await orderOf(
          dataOf(await ticked.place({ photovoltaicsDwellingConfirmed: true })).order.ref,
        );
        expect(confirmed.rateOf(photovoltaics)).toBe(0);
        expect(confirmed.rateOf(suite.shop.goods[0]!)).toBe(1900);
        expect(Number(confirmed.total_gross)).toBe(lower);
        expect(confirmed.tax_confirmation).toBe('dwelling-photovoltaics/1');
        const mail = await services.sink.next(ticked.email);
        expect(mail.text).toContain('Sie haben bestätigt, die Photovoltaikanlage');
      },
    );

    it('refuses a tick placed with the total shown without it, and the plain form’s page then shows the new total', async () => {
      const { client, total, place } = await buyer('de.localhost:3100');
      const before = await total({});
      const refused = await place({ photovoltaicsDwellingConfirmed: 'on' }, before);
      expect(refused.status).toBe(409);
      expect(errorOf(refused).code).toBe('checkout.totalChanged');
      const cookie = (name: string) => (name === 'sid' ? client.cookie?.slice('sid='.length) : undefined);
      const page = await checkoutPageProps(cookie, await handlerMarketContext(defaultMarket('de')));
      expect(page?.quote.taxConditions).toEqual(['dwelling-photovoltaics']);
      expect(page?.values.photovoltaicsDwellingConfirmed).toBe('on');
      expect(page?.quote.totals.total.gross).toBeLessThan(before);
    });

    it('asks nothing where the rate has no condition: Austria, and business customers with VAT excluded', async () => {
      const austrian = await buyer('at.localhost:3100');
      const order = await orderOf(dataOf(await austrian.place({ delivery: viennaAddress })).order.ref);
      expect(order.rateOf(photovoltaics)).toBe(2000);
      expect(order.tax_confirmation).toBeNull();

      const [at, de] = [await buyer('at.localhost:3100'), await buyer('de.localhost:3100')];
      for (const market of [
        defaultMarket('at'),
        { ...defaultMarket('de'), vatMode: 'net' as const },
        { ...defaultMarket('at'), deliveryCountryId: 5 as const, vatMode: 'net' as const },
      ]) {
        const { client } = market.store === 'de' ? de : at;
        const context = await handlerMarketContext(market);
        const cookie = (key: string) => (key === 'sid' ? client.cookie?.slice('sid='.length) : undefined);
        const page = await checkoutPageProps(cookie, context);
        expect(page?.quote.taxConditions).toEqual([]);
        const line = page?.quote.lines.find((entry) => entry.view.saleElementId === photovoltaics);
        expect(line?.rate).toBe(market.vatMode === 'net' ? 0 : 2000);
      }
    });
  },
);
