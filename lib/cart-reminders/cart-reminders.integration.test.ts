import type { ParsedMail } from 'mailparser';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { selectRows } from '../adapters/embedded/queries/raw';
import { getCartReminders, getNewsletterStore, storefrontOn, useStorefrontForTests } from '../storefront';
import { CartClient, cartOf, submitAccount } from '../testing/cart-requests';
import { checkoutBody, sendCheckout, shownTotal } from '../testing/checkout-requests';
import { confirmedCustomer } from '../testing/customers';
import { databaseTargets } from '../testing/databases';
import { mailHeader, startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { sendCartReminders } from './cart-reminder-sweep';

jest.mock('server-only', () => ({}));

const HOUR_MS = 3_600_000;
const PASSWORD = 'warmwasser aus der therme';
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Before the first handler reads the environment, which it does once.
  process.env.SMTP_URL = sink.url;
  process.env.CART_REMINDER_HOURS = '24';
});

afterAll(() => sink?.close());

const linkIn = (mail: ParsedMail) => /\/back-to-cart\/([\w.-]+)/.exec(mail.text ?? '')?.[1];

describe.each(databaseTargets())('abandoned-cart reminders on $name', ({ name, open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let stocked: Array<{ id: number; title: string }>;
  let address = 0;
  const client = () => new CartClient('at.localhost:3100', `192.0.2.${(address += 1) % 250}`);
  const run = `${Date.now()}.${name.toLowerCase()}`;
  const emailOf = (who: string) => `${who}.${run}@example.at`;
  const mailsTo = (who: string) =>
    sink.received.filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === emailOf(who))),
    );

  /** A logged-in customer with a cart of one line, left `hoursAgo`; subscribed to the newsletter when asked. */
  async function customerWithCart(who: string, hoursAgo: number, newsletter: 'none' | 'subscribed' | 'left') {
    const email = await confirmedCustomer(client, emailOf(who), PASSWORD, sink);
    const shopper = client();
    await submitAccount(shopper, { action: 'login', email, password: PASSWORD });
    cartOf(await shopper.send({ action: 'add', saleElementId: stocked[0]!.id, quantity: 2 }));
    const [row] = await selectRows<{ id: number; customer_id: number }>(
      handle.db,
      sql`SELECT c.id, c.customer_id FROM cart c JOIN customer u ON u.id = c.customer_id WHERE u.email = ${email}`,
    );
    if (newsletter !== 'none') {
      const store = await getNewsletterStore();
      const { subscriber } = await store.signUp({
        store: 'at',
        email,
        language: 'de',
        source: 'account',
        customerId: row!.customer_id,
        now: new Date(),
      });
      await store.confirm(subscriber.id, subscriber.consentAt, new Date());
      if (newsletter === 'left') await store.unsubscribe(subscriber.id, new Date());
    }
    await leaveCart(row!.id, hoursAgo);
    return { shopper, cartId: row!.id };
  }
  const leaveCart = (cartId: number, hoursAgo: number) =>
    handle.db.execute(sql`UPDATE cart SET updated_at = now() - make_interval(hours => ${hoursAgo})
      WHERE id = ${cartId}`);

  beforeAll(async () => {
    handle = await open({ seed: 5, products: 80 });
    useStorefrontForTests(await storefrontOn(handle));
    stocked = await selectRows<{ id: number; title: string }>(
      handle.db,
      sql`SELECT pse.id, i.title FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id AND p.visible
          JOIN product_i18n i ON i.id = p.id AND i.locale = 'de_DE'
          JOIN store s ON s.code = 'at'
          WHERE pse.quantity >= 20 AND p.min_quantity = 1 AND p.order_multiple = 1 AND pse.is_default
            AND NOT coalesce(s.locale_config->'price_request_product_ids' @> to_jsonb(p.id), false)
          ORDER BY pse.id LIMIT 1`,
    );
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  it('reminds a consenting customer once, with the cart, its link and the unsubscribe link; nobody else', async () => {
    const anna = await customerWithCart('anna', 30, 'subscribed');
    await customerWithCart('bert', 30, 'none');
    await customerWithCart('cleo', 30, 'left');
    await customerWithCart('dora', 2, 'subscribed');
    await customerWithCart('emil', 24 * 9, 'subscribed');
    const guest = client();
    cartOf(await guest.send({ action: 'add', saleElementId: stocked[0]!.id, quantity: 1 }));
    await handle.db.execute(
      sql`UPDATE cart SET updated_at = now() - interval '30 hours' WHERE customer_id IS NULL`,
    );

    // Several servers sweep at once: one mail.
    await Promise.all([sendCartReminders(), sendCartReminders(), sendCartReminders()]);
    const reminder = await sink.next(emailOf('anna'));
    expect(reminder.subject).toBe('Ihr Warenkorb bei Sanitärwelt wartet auf Sie');
    expect(reminder.text).toContain(`2 × ${stocked[0]!.title}`);
    expect(reminder.text).toContain('Newsletter abbestellen: ');
    expect(mailHeader(reminder, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mailHeader(reminder, 'list-unsubscribe')).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    for (const who of ['bert', 'cleo', 'dora', 'emil'])
      expect(mailsTo(who).filter((mail) => mail.subject?.includes('Warenkorb'))).toEqual([]);
    await sendCartReminders();
    expect(mailsTo('anna').filter((mail) => mail.subject?.includes('Warenkorb'))).toHaveLength(1);

    // The link brings the cart into a browser where nobody is logged in.
    const visitor = client();
    expect((await visitor.open(linkIn(reminder)!)).location).toBe('/cart?notice=cart.restored&quantity=1');
    expect(cartOf(await visitor.read()).lines.map((line) => line.saleElementId)).toEqual([stocked[0]!.id]);

    // Filled and left again: no second reminder within 30 days.
    cartOf(await anna.shopper.send({ action: 'add', saleElementId: stocked[0]!.id, quantity: 1 }));
    await leaveCart(anna.cartId, 26);
    await sendCartReminders();
    expect(mailsTo('anna').filter((mail) => mail.subject?.includes('Warenkorb'))).toHaveLength(1);

    // The reminded customer orders: the operators' counts say so.
    const placed = await sendCheckout(
      anna.shopper,
      checkoutBody({ email: emailOf('anna'), shownTotal: await shownTotal(anna.shopper) }),
    );
    expect(placed.status).toBe(200);
    const [counts] = (await (await getCartReminders()).counts(new Date(Date.now() - 3_600_000))).filter(
      (row) => row.store === 'at',
    );
    expect(counts!.outcomes).toMatchObject({ sent: 1, noConsent: 2, remindedLately: 1 });
    expect(counts!.ordered).toBe(1);
  });

  it('gives a refused mail back: the next sweep sends it', async () => {
    await customerWithCart('fritz', 30, 'subscribed');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sink.refuse = 1;
    await sendCartReminders();
    sink.refuse = 0;
    logged.mockRestore();
    expect(mailsTo('fritz').filter((mail) => mail.subject?.includes('Warenkorb'))).toHaveLength(0);
    await sendCartReminders(new Date(Date.now() + HOUR_MS));
    expect((await sink.next(emailOf('fritz'))).subject).toBe('Ihr Warenkorb bei Sanitärwelt wartet auf Sie');
  });
});
