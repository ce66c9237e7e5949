import { startFakeStripe } from '../testing/fake-stripe-server';
import { paymentStart } from '../testing/payment-fixtures/payment-starts';
import { startWebhookInbox } from '../testing/payment-fixtures/webhook-inbox';
import { createStripeProvider } from './stripe-provider';
import { pressOnHostedPage } from '../testing/payment-fixtures/hosted-page';

describe("Stripe's hosted page on the fake, as a browser journey walks it", () => {
  it.each([
    ['pay', 'success', ['paid'], 'paid'],
    ['decline', 'success', ['pending', 'failed'], 'pending'],
    ['cancel', 'cancel', [], 'open'],
  ] as const)(
    '%s: back to the %s address, events %j, settled as %s',
    async (choice, back, outcomes, state) => {
      const inbox = await startWebhookInbox();
      const fake = await startFakeStripe({ webhookUrl: inbox.url });
      const stripe = createStripeProvider(fake.config);
      try {
        const payment = paymentStart('stripe');
        const { providerReference: id, redirectUrl } = await stripe.startPayment(payment);
        await expect((await fetch(redirectUrl)).text()).resolves.toContain('123.45 EUR');
        const location = await pressOnHostedPage(redirectUrl, choice);
        expect(location.href).toBe(
          back === 'success' ? `${payment.returnUrl}&session_id=${id}` : payment.cancelUrl,
        );
        const events = await Promise.all(
          inbox.deliveries.map((delivery) => stripe.verifyWebhook(delivery.body, delivery.headers)),
        );
        expect(events.map((event) => event?.outcome)).toEqual(outcomes);
        await expect(stripe.settle(id)).resolves.toMatchObject({ state });
      } finally {
        await fake.close();
        await inbox.close();
      }
    },
  );
});
