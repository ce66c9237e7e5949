import { amazonPayment, startFakeAmazonPay } from '../testing/fake-amazon-pay-server';
import { startWebhookInbox } from '../testing/payment-fixtures/webhook-inbox';
import { createAmazonPayProvider } from './amazon-pay-provider';
import { pressOnHostedPage } from '../testing/payment-fixtures/hosted-page';

describe("Amazon Pay's hosted page on the fake, as a browser journey walks it", () => {
  it.each([
    ['pay', 'return', 'paid', false, ['paid']],
    ['decline', 'return', 'failed', true, []],
    ['cancel', 'cancel', 'cancelled', false, []],
  ] as const)(
    '%s: back to the %s address, settled as %s (card declined: %s), notified %j',
    async (choice, back, state, cardDeclined, outcomes) => {
      const inbox = await startWebhookInbox();
      const fake = await startFakeAmazonPay({ ipnUrl: inbox.url });
      const amazon = createAmazonPayProvider(fake.config);
      try {
        const payment = amazonPayment();
        const { providerReference: id, redirectUrl } = await amazon.startPayment(payment);
        await expect((await fetch(redirectUrl)).text()).resolves.toContain('123.45 EUR');
        const location = await pressOnHostedPage(redirectUrl, choice);
        expect(location.searchParams.get('amazonCheckoutSessionId')).toBe(id);
        expect(location.searchParams.get('order')).toBe(payment.orderRef);
        expect(location.searchParams.get('cancelled')).toBe(back === 'cancel' ? '1' : null);
        await expect(amazon.settle(id)).resolves.toMatchObject({ state, cardDeclined });
        const events = await Promise.all(
          inbox.deliveries.map((delivery) => amazon.verifyWebhook(delivery.body, delivery.headers)),
        );
        expect(events.map((event) => event?.outcome)).toEqual(outcomes);
      } finally {
        await fake.close();
        await inbox.close();
      }
    },
  );

  it('notifies a pending authorisation’s end, which the notification then reports', async () => {
    const inbox = await startWebhookInbox();
    const fake = await startFakeAmazonPay({ ipnUrl: inbox.url });
    const amazon = createAmazonPayProvider(fake.config);
    try {
      const payment = amazonPayment();
      const { providerReference: id } = await amazon.startPayment(payment);
      fake.pay(id);
      fake.authorization('pending');
      await expect(amazon.settle(id)).resolves.toMatchObject({ state: 'pending' });
      await fake.resolve(fake.session(id)?.chargeId ?? '', 'Captured');
      const events = await Promise.all(
        inbox.deliveries.map((delivery) => amazon.verifyWebhook(delivery.body, delivery.headers)),
      );
      expect(events.map((event) => [event?.outcome, event?.orderRef])).toEqual([
        ['paid', payment.orderRef],
        ['paid', payment.orderRef],
      ]);
      await expect(amazon.settle(id)).resolves.toMatchObject({ state: 'paid' });
    } finally {
      await fake.close();
      await inbox.close();
    }
  });
});
