import { startFakePayPal } from '../testing/fake-paypal-server';
import { paymentStart } from '../testing/payment-fixtures/payment-starts';
import { startWebhookInbox } from '../testing/payment-fixtures/webhook-inbox';
import { createPayPalProvider } from './paypal-provider';
import { pressOnHostedPage } from '../testing/payment-fixtures/hosted-page';

describe("PayPal's hosted page on the fake, as a browser journey walks it", () => {
  it.each([
    ['pay', 'return', 'paid', ['pending', 'paid']],
    ['decline', 'return', 'failed', ['pending']],
    ['cancel', 'cancel', 'open', []],
  ] as const)(
    '%s: back to the %s address, settled as %s, events %j',
    async (choice, back, state, outcomes) => {
      const inbox = await startWebhookInbox();
      const fake = await startFakePayPal({ webhookUrl: inbox.url });
      const paypal = createPayPalProvider(fake.config);
      try {
        const payment = paymentStart('paypal');
        const { providerReference: id, redirectUrl } = await paypal.startPayment(payment);
        await expect((await fetch(redirectUrl)).text()).resolves.toContain('123.45 EUR');
        const location = await pressOnHostedPage(redirectUrl, choice);
        expect(location.searchParams.get('token')).toBe(id);
        expect(location.href.startsWith(back === 'return' ? payment.returnUrl : payment.cancelUrl)).toBe(
          true,
        );
        await expect(paypal.settle(id)).resolves.toMatchObject({ state });
        const events = await Promise.all(
          inbox.deliveries.map((delivery) => paypal.verifyWebhook(delivery.body, delivery.headers)),
        );
        expect(events.map((event) => event?.outcome)).toEqual(outcomes);
      } finally {
        await fake.close();
        await inbox.close();
      }
    },
  );
});
