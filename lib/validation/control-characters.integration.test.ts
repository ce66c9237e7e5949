import { format } from 'node:util';
import { sql } from 'drizzle-orm';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import ro from '../../messages/ro.json';
import { reportError } from '../monitoring/server';
import { selectRows } from '../adapters/embedded/queries/raw';
import { CartClient, sendAccount, submitAccount } from '../testing/cart-requests';
import { checkoutBody, sendCheckout, solvedCaptcha } from '../testing/checkout-requests';
import { checkoutShopForSuite, errorOf } from '../testing/checkout-shop';
import { registrationOf } from '../testing/customers';
import { databaseTargets } from '../testing/databases';
import { sendNewsletterForm } from '../testing/newsletter-requests';

/** The text a code shows in each language: every refusal below has one, so none is shown as a bare code. */
function translations(key: string): string[] {
  return [de, ro, en].map((messages) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages),
  ) as string[];
}

const NUL = '\u0000';

describe.each(databaseTargets())('control characters on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  const suite = checkoutShopForSuite(open);
  let address = 0;
  const client = () => new CartClient('at.localhost:3100', `192.0.2.${(address += 1) % 250}`);

  it('refuses a NUL in the checkout’s e-mail and coupon with the field’s message, not a 503', async () => {
    const shopper = await suite.shop.shopperWithCart();
    for (const [fields, code, field] of [
      [{ email: `anna${NUL}@example.at` }, 'account.emailInvalid', 'email'],
      [{ couponCode: `WILLKOMMEN10${NUL}` }, 'coupon.unknown', 'couponCode'],
      [{ couponCode: `WILLKOMMEN10${NUL}`, intent: 'update' }, 'coupon.unknown', 'couponCode'],
    ] as const) {
      const answer = await sendCheckout(
        shopper,
        checkoutBody({ captcha_payload: await solvedCaptcha(), ...fields }),
      );
      expect(answer.status).toBe(422);
      expect(errorOf(answer)).toMatchObject({ code, fields: [field] });
      expect(translations(`Errors.${code}`).every((text) => typeof text === 'string')).toBe(true);
    }
  });

  it('refuses a NUL in a registration’s e-mail, as JSON and as a plain form', async () => {
    const email = `kunde${NUL}.${Date.now()}@example.at`;
    const json = await sendAccount(client(), registrationOf(email));
    expect(json.status).toBe(422);
    expect(errorOf(json)).toMatchObject({ code: 'account.emailInvalid' });
    const form = await submitAccount(client(), registrationOf(email));
    expect(form.status).toBe(303);
    expect(form.location).toContain('error=account.emailInvalid');
  });

  it('refuses a NUL in a newsletter sign-up’s e-mail', async () => {
    const answer = await sendNewsletterForm(
      client(),
      { action: 'signUp', email: `leser${NUL}@example.at`, language: 'de' },
      { json: true },
    );
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('newsletter.emailInvalid');
    expect(translations('Newsletter.messages.emailInvalid').every((text) => typeof text === 'string')).toBe(
      true,
    );
  });

  it('logs a failed query without its values', async () => {
    const secret = `geheim.${Date.now()}@example.at`;
    const failure = await selectRows(
      suite.handle.db,
      sql`SELECT * FROM no_such_table WHERE email = ${secret}`,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const logged: string[] = [];
    const spy = jest
      .spyOn(console, 'error')
      .mockImplementation((...args) => void logged.push(format(...args)));
    try {
      await reportError(failure, 'A test query failed');
    } finally {
      spy.mockRestore();
    }
    expect(logged.join('\n')).toContain('no_such_table');
    expect(logged.join('\n')).not.toContain(secret);
  });
});
