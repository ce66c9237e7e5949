import { startFakePayPal, type FakePayPal } from '../testing/fake-paypal-server';
import { paymentStart, timed } from '../testing/payment-fixtures/payment-starts';
import { createPayPalProvider } from './paypal-provider';
import {
  PaymentProviderUnavailable,
  type PaymentStart,
  type RedirectPaymentProvider,
} from './provider-types';

const paymentOf = (changes: Partial<PaymentStart> = {}) => paymentStart('paypal', changes);

describe('PayPal Orders v2 through the official SDK, against the local fake', () => {
  let fake: FakePayPal;
  let paypal: RedirectPaymentProvider;
  const providerFor = () => createPayPalProvider({ ...fake.config, timeoutMs: 400 });
  beforeAll(async () => {
    fake = await startFakePayPal();
    paypal = providerFor();
  });
  afterEach(() => {
    fake.up();
    fake.slow(0);
    fake.captureOutcome('completed');
  });
  afterAll(() => fake.close());

  const started = async () => {
    const payment = paymentOf();
    return { payment, id: (await paypal.startPayment(payment)).providerReference };
  };
  const capturesAsked = (id: string) =>
    fake.requests.filter((request) => request.path.endsWith(`${id}/capture`));

  describe('starting a payment', () => {
    it('creates an order to capture the total under the order number, with PayPal-Request-Id', async () => {
      const payment = paymentOf();
      const session = await paypal.startPayment(payment);
      const request = fake.requests.find((recorded) => recorded.requestId === payment.idempotencyKey);
      expect(request?.body).toEqual({
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: payment.orderRef,
            custom_id: payment.orderRef,
            invoice_id: payment.orderRef,
            amount: { currency_code: 'EUR', value: '123.45' },
          },
        ],
        payment_source: {
          paypal: {
            email_address: 'ida.huber@example.at',
            experience_context: {
              return_url: payment.returnUrl,
              cancel_url: payment.cancelUrl,
              locale: 'de-DE',
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      });
      expect(session.redirectUrl).toBe(
        `${fake.config.apiBase}/checkoutnow?token=${session.providerReference}`,
      );
    });

    it('makes one order of a repeated PayPal-Request-Id', async () => {
      const payment = paymentOf();
      const first = await paypal.startPayment(payment);
      await expect(paypal.startPayment(payment)).resolves.toEqual(first);
      expect(fake.requests.filter((request) => request.requestId === payment.idempotencyKey)).toHaveLength(2);
    });
  });

  describe('settling when the shopper comes back', () => {
    it.each([
      ['not approved yet', 'open', () => undefined, false],
      ['approved and captured', 'paid', (id: string) => fake.approve(id), false],
      [
        'approved, its capture pending review',
        'pending',
        (id: string) => (fake.approve(id), fake.captureOutcome('pending')),
        false,
      ],
      [
        'approved, its capture declined',
        'failed',
        (id: string) => (fake.approve(id), fake.captureOutcome('declined')),
        true,
      ],
      ['voided', 'cancelled', (id: string) => fake.voidOrder(id), false],
    ] as const)('an order %s settles as %s', async (_, state, prepare, cardDeclined) => {
      const { payment, id } = await started();
      prepare(id);
      await expect(paypal.settle(id)).resolves.toEqual({
        state,
        providerReference: id,
        orderRef: payment.orderRef,
        amount: { amount: 123_45, currency: 'EUR' },
        cardDeclined,
      });
    });

    it('captures an approved order once, however often and however concurrently it is settled', async () => {
      const { id } = await started();
      fake.approve(id);
      const states = await Promise.all([paypal.settle(id), paypal.settle(id)]);
      states.push(await paypal.settle(id));
      expect(states.map((settled) => settled.state)).toEqual(['paid', 'paid', 'paid']);
      expect(fake.captures(id)).toBe(1);
      expect(new Set(capturesAsked(id).map((request) => request.requestId))).toEqual(
        new Set([`capture-${id}`]),
      );
    });
  });

  describe('when PayPal does not answer', () => {
    it.each([['error'], ['close']] as const)(
      'reports a PayPal that is down (%s) as unavailable',
      async (how) => {
        fake.down(how);
        const { error, ms } = await timed(() => providerFor().startPayment(paymentOf()));
        expect(error).toBeInstanceOf(PaymentProviderUnavailable);
        expect(ms).toBeLessThan(1_000);
      },
    );

    it('gives up on a PayPal slower than the timeout', async () => {
      const { id } = await started();
      fake.slow(5_000);
      const { error, ms } = await timed(() => paypal.settle(id));
      expect(error).toBeInstanceOf(PaymentProviderUnavailable);
      expect(ms).toBeLessThan(1_000);
    });
  });
});

const sandbox = {
  id: process.env.PAYPAL_SANDBOX_CLIENT_ID,
  secret: process.env.PAYPAL_SANDBOX_CLIENT_SECRET,
};
(sandbox.id && sandbox.secret ? describe : describe.skip)(
  'PayPal sandbox (PAYPAL_SANDBOX_CLIENT_ID, PAYPAL_SANDBOX_CLIENT_SECRET)',
  () => {
    it('creates one order per PayPal-Request-Id, open until the buyer approves it', async () => {
      const paypal = createPayPalProvider({
        clientId: sandbox.id ?? '',
        clientSecret: sandbox.secret ?? '',
        webhookId: 'unused here',
        apiBase: 'https://api-m.sandbox.paypal.com',
      });
      const payment = paymentOf();
      const session = await paypal.startPayment(payment);
      expect(session.redirectUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\//);
      await expect(paypal.startPayment(payment)).resolves.toEqual(session);
      await expect(paypal.settle(session.providerReference)).resolves.toMatchObject({
        state: 'open',
        orderRef: payment.orderRef,
        amount: payment.amount,
      });
    });
  },
);
