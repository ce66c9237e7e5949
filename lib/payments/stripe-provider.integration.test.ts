import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe-server';
import { paymentStart, timed } from '../testing/payment-fixtures/payment-starts';
import {
  PaymentProviderUnavailable,
  type PaymentStart,
  type RedirectPaymentProvider,
} from './provider-types';
import { createStripeProvider } from './stripe-provider';

const paymentOf = (changes: Partial<PaymentStart> = {}) => paymentStart('stripe', changes);

describe('Stripe Checkout through the official client, against the local fake', () => {
  let fake: FakeStripe;
  let stripe: RedirectPaymentProvider;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = createStripeProvider({ ...fake.config, timeoutMs: 400 });
  });
  afterEach(() => {
    fake.up();
    fake.slow(0);
  });
  afterAll(() => fake.close());

  const started = async (changes: Partial<PaymentStart> = {}) => {
    const payment = paymentOf(changes);
    return { payment, session: await stripe.startPayment(payment) };
  };

  describe('starting a payment', () => {
    it('opens a Checkout Session for the order total under the order number', async () => {
      const { payment, session } = await started();
      const request = fake.requests.find((recorded) => recorded.idempotencyKey === payment.idempotencyKey);
      expect(request?.params).toMatchObject({
        mode: 'payment',
        line_items: {
          0: {
            quantity: '1',
            price_data: { currency: 'eur', unit_amount: '12345', product_data: { name: payment.orderRef } },
          },
        },
        client_reference_id: payment.orderRef,
        metadata: { order_ref: payment.orderRef },
        customer_email: 'ida.huber@example.at',
        locale: 'de',
        allowed_payment_method_types: { 0: 'card', 1: 'eps', 2: 'klarna' },
        success_url:
          'http://at.localhost:3100/checkout/return?method=stripe&session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://at.localhost:3100/checkout/payment',
      });
      expect(session.providerReference).toMatch(/^cs_test_/);
      expect(session.redirectUrl).toBe(`${fake.config.apiBase}/c/pay/${session.providerReference}`);
    });

    it('makes one session of a repeated idempotency key', async () => {
      const payment = paymentOf();
      const first = await stripe.startPayment(payment);
      const again = await stripe.startPayment(payment);
      expect(again).toEqual(first);
      const calls = fake.requests.filter((recorded) => recorded.idempotencyKey === payment.idempotencyKey);
      expect(calls).toHaveLength(2);
    });
  });

  describe('settling when the shopper comes back', () => {
    it.each([
      ['paid', 'paid', false],
      ['open', 'open', false],
      ['expired', 'cancelled', false],
      ['async_pending', 'pending', false],
      // Open for another try, the bank's refusal on the payment intent Stripe expands.
      ['card_declined', 'open', true],
    ] as const)('a session that is %s settles as %s', async (sessionState, state, cardDeclined) => {
      const { payment, session } = await started();
      fake.setSessionState(session.providerReference, sessionState);
      await expect(stripe.settle(session.providerReference)).resolves.toEqual({
        state,
        providerReference: session.providerReference,
        orderRef: payment.orderRef,
        amount: { amount: 123_45, currency: 'EUR' },
        cardDeclined,
      });
    });
  });

  describe('webhooks', () => {
    const headersOf = (delivery: { headers: Record<string, string> }) => new Headers(delivery.headers);

    it('turns a signed delivery into the payment event', async () => {
      const { payment, session } = await started();
      fake.setSessionState(session.providerReference, 'paid');
      const delivery = fake.webhook('checkout.session.completed', session.providerReference);
      await expect(stripe.verifyWebhook(delivery.body, headersOf(delivery))).resolves.toEqual({
        eventId: JSON.parse(delivery.body).id,
        provider: 'stripe',
        outcome: 'paid',
        providerReference: session.providerReference,
        orderRef: payment.orderRef,
        amount: { amount: 123_45, currency: 'EUR' },
      });
    });

    it('refuses a changed byte, a wrong secret, a missing signature and a stale one', async () => {
      const { session } = await started();
      const id = session.providerReference;
      const delivery = fake.webhook('checkout.session.expired', id);
      const changed = delivery.body.replace('"amount_total": 12345', '"amount_total": 12340');
      expect(changed).not.toBe(delivery.body);
      const wrongSecret = fake.webhook('checkout.session.expired', id, { secret: 'whsec_someone_else' });
      const stale = fake.webhook('checkout.session.expired', id, {
        timestamp: Math.floor(Date.now() / 1000) - 301,
      });
      await expect(stripe.verifyWebhook(changed, headersOf(delivery))).resolves.toBeNull();
      await expect(stripe.verifyWebhook(wrongSecret.body, headersOf(wrongSecret))).resolves.toBeNull();
      await expect(stripe.verifyWebhook(delivery.body, new Headers())).resolves.toBeNull();
      await expect(stripe.verifyWebhook(stale.body, headersOf(stale))).resolves.toBeNull();
    });
  });

  describe('when Stripe does not answer', () => {
    it.each([['error'], ['close']] as const)(
      'reports a Stripe that is down (%s) as unavailable',
      async (how) => {
        fake.down(how);
        const { error, ms } = await timed(() => stripe.startPayment(paymentOf()));
        expect(error).toBeInstanceOf(PaymentProviderUnavailable);
        expect(ms).toBeLessThan(3_000);
      },
    );

    it('gives up on a Stripe slower than the timeout, after one retry', async () => {
      const { session } = await started();
      fake.slow(5_000);
      const { error, ms } = await timed(() => stripe.settle(session.providerReference));
      expect(error).toBeInstanceOf(PaymentProviderUnavailable);
      // Two attempts of 400 ms and the client's pause of half a second between them.
      expect(ms).toBeLessThan(2_500);
    });
  });
});

const testModeKey = process.env.STRIPE_TEST_SECRET_KEY;
(testModeKey?.startsWith('sk_test_') ? describe : describe.skip)(
  'Stripe test mode (STRIPE_TEST_SECRET_KEY=sk_test_…)',
  () => {
    it('opens one session per idempotency key, open until paid', async () => {
      const stripe = createStripeProvider({ secretKey: testModeKey ?? '', webhookSecret: 'unused here' });
      const payment = paymentOf();
      const session = await stripe.startPayment(payment);
      await expect(stripe.startPayment(payment)).resolves.toEqual(session);
      await expect(stripe.settle(session.providerReference)).resolves.toMatchObject({
        state: 'open',
        orderRef: payment.orderRef,
        amount: payment.amount,
      });
    });
  },
);
