import { generateKeyPairSync } from 'node:crypto';
import { amazonPayment, startFakeAmazonPay, type FakeAmazonPay } from '../testing/fake-amazon-pay-server';
import { timed } from '../testing/payment-fixtures/payment-starts';
import { createAmazonPayProvider } from './amazon-pay-provider';
import {
  PaymentProviderUnavailable,
  type PaymentStart,
  type RedirectPaymentProvider,
} from './provider-types';

describe('Amazon Pay Checkout v2 through the official SDK, against the local fake', () => {
  let fake: FakeAmazonPay;
  let amazon: RedirectPaymentProvider;
  const providerFor = (changes = {}) =>
    createAmazonPayProvider({ ...fake.config, timeoutMs: 400, ...changes });
  beforeAll(async () => {
    fake = await startFakeAmazonPay();
    amazon = providerFor();
  });
  afterEach(() => {
    fake.up();
    fake.slow(0);
    fake.authorization('captured');
  });
  afterAll(() => fake.close());

  const started = async (changes: Partial<PaymentStart> = {}) => {
    const payment = amazonPayment(changes);
    return { payment, id: (await amazon.startPayment(payment)).providerReference };
  };
  const completionsAsked = (id: string) =>
    fake.requests.filter((request) => request.path === `/v2/checkoutSessions/${id}/complete`);

  describe('starting a payment', () => {
    it('creates a ProcessOrder session for the total under the order number, with the idempotency key', async () => {
      const payment = amazonPayment();
      const session = await amazon.startPayment(payment);
      const request = fake.requests.find((recorded) => recorded.idempotencyKey === payment.idempotencyKey);
      expect(request?.path).toBe('/v2/checkoutSessions');
      expect(request?.body).toEqual({
        webCheckoutDetails: {
          checkoutMode: 'ProcessOrder',
          checkoutResultReturnUrl: payment.returnUrl,
          checkoutCancelUrl: payment.cancelUrl,
        },
        storeId: fake.config.storeId,
        chargePermissionType: 'OneTime',
        merchantMetadata: { merchantReferenceId: payment.orderRef },
        paymentDetails: {
          paymentIntent: 'AuthorizeWithCapture',
          canHandlePendingAuthorization: true,
          chargeAmount: { amount: '123.45', currencyCode: 'EUR' },
          presentmentCurrency: 'EUR',
        },
      });
      expect(session.redirectUrl).toBe(
        `${fake.config.apiBase}/checkout/processing?amazonCheckoutSessionId=${session.providerReference}`,
      );
      expect(fake.session(session.providerReference)?.statusDetails.state).toBe('Open');
    });

    it.each([
      [5, '0.05'],
      [1_000_00, '1000.00'],
      [99_90, '99.90'],
    ])('writes %i cents as "%s" EUR', async (minor, written) => {
      const { id } = await started({ amount: { amount: minor, currency: 'EUR' } });
      expect(fake.session(id)?.paymentDetails.chargeAmount).toEqual({ amount: written, currencyCode: 'EUR' });
    });

    it('makes one session of a repeated idempotency key', async () => {
      const payment = amazonPayment();
      const first = await amazon.startPayment(payment);
      await expect(amazon.startPayment(payment)).resolves.toEqual(first);
      expect(
        fake.requests.filter((request) => request.idempotencyKey === payment.idempotencyKey),
      ).toHaveLength(2);
    });

    it('is refused by Amazon when signed with another key than the one registered', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const stranger = providerFor({
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      });
      const { error } = await timed(() => stranger.startPayment(amazonPayment()));
      expect(error).toBeInstanceOf(PaymentProviderUnavailable);
      expect(String((error as Error).cause)).toContain('InvalidRequestSignature');
    });
  });

  describe('settling when the shopper comes back', () => {
    it.each([
      ['not finished on Amazon’s page', 'open', () => undefined, false],
      ['paid, its charge captured', 'paid', (id: string) => fake.pay(id), false],
      [
        'paid, its authorisation pending',
        'pending',
        (id: string) => (fake.pay(id), fake.authorization('pending')),
        false,
      ],
      ['refused on Amazon’s page', 'failed', (id: string) => fake.decline(id), true],
      [
        'paid, its authorisation declined',
        'failed',
        (id: string) => (fake.pay(id), fake.authorization('declined')),
        true,
      ],
      ['left open for 24 hours', 'cancelled', (id: string) => fake.expire(id), false],
    ] as const)('a session %s settles as %s', async (_, state, prepare, cardDeclined) => {
      const { payment, id } = await started();
      prepare(id);
      await expect(amazon.settle(id)).resolves.toEqual({
        state,
        providerReference: id,
        orderRef: payment.orderRef,
        amount: { amount: 123_45, currency: 'EUR' },
        cardDeclined,
      });
    });

    it('completes a paid session once, however often and however concurrently it is settled', async () => {
      const { id } = await started();
      fake.pay(id);
      const states = await Promise.all([amazon.settle(id), amazon.settle(id)]);
      states.push(await amazon.settle(id));
      expect(states.map((settled) => settled.state)).toEqual(['paid', 'paid', 'paid']);
      expect(fake.completions(id)).toBe(1);
      expect(completionsAsked(id).length).toBeLessThanOrEqual(2);
      expect(completionsAsked(id)[0]?.body).toEqual({
        chargeAmount: { amount: '123.45', currencyCode: 'EUR' },
      });
    });

    it('reports the amount Amazon holds, not the one the shop asked for', async () => {
      const { id } = await started();
      fake.holdAmount(id, '99.00');
      fake.pay(id);
      await expect(amazon.settle(id)).resolves.toMatchObject({
        state: 'paid',
        amount: { amount: 99_00, currency: 'EUR' },
      });
    });
  });

  describe('when Amazon does not answer', () => {
    it.each([['error'], ['close']] as const)(
      'reports an Amazon Pay that is down (%s) as unavailable',
      async (how) => {
        fake.down(how);
        const { error, ms } = await timed(() => amazon.startPayment(amazonPayment()));
        expect(error).toBeInstanceOf(PaymentProviderUnavailable);
        expect(ms).toBeLessThan(1_000);
      },
    );

    it('gives up on an Amazon Pay slower than the timeout', async () => {
      const { id } = await started();
      fake.slow(5_000);
      const { error, ms } = await timed(() => amazon.settle(id));
      expect(error).toBeInstanceOf(PaymentProviderUnavailable);
      expect(ms).toBeLessThan(1_000);
    });
  });
});
