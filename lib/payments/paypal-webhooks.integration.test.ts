import { startFakePayPal, type FakePayPal } from '../testing/fake-paypal-server';
import { paymentStart } from '../testing/payment-fixtures/payment-starts';
import { createPayPalProvider } from './paypal-provider';
import { PaymentProviderUnavailable, type RedirectPaymentProvider } from './provider-types';

describe("PayPal webhooks, checked by the fake PayPal's verify-webhook-signature", () => {
  let fake: FakePayPal;
  let paypal: RedirectPaymentProvider;
  const providerFor = (webhookId = fake.config.webhookId) =>
    createPayPalProvider({ ...fake.config, webhookId, timeoutMs: 400 });
  beforeAll(async () => {
    fake = await startFakePayPal();
    paypal = providerFor();
  });
  afterEach(() => fake.up());
  afterAll(() => fake.close());

  const started = async () => {
    const payment = paymentStart('paypal');
    return { payment, id: (await paypal.startPayment(payment)).providerReference };
  };
  const verified = (delivery: { body: string; headers: Record<string, string> }, provider = paypal) =>
    provider.verifyWebhook(delivery.body, new Headers(delivery.headers));
  const verifications = () =>
    fake.requests.filter((request) => request.path === '/v1/notifications/verify-webhook-signature').length;

  it('turns a delivery PayPal verifies into the payment event', async () => {
    const { payment, id } = await started();
    fake.approve(id);
    const approved = fake.webhook('CHECKOUT.ORDER.APPROVED', id);
    await expect(verified(approved)).resolves.toMatchObject({ outcome: 'pending', providerReference: id });
    await paypal.settle(id);
    const captured = fake.webhook('PAYMENT.CAPTURE.COMPLETED', id);
    await expect(verified(captured)).resolves.toEqual({
      eventId: JSON.parse(captured.body).id,
      provider: 'paypal',
      outcome: 'paid',
      providerReference: id,
      orderRef: payment.orderRef,
      amount: { amount: 123_45, currency: 'EUR' },
    });
  });

  it('refuses a changed byte and another webhook id after asking PayPal', async () => {
    const { id } = await started();
    const delivery = fake.webhook('CHECKOUT.ORDER.VOIDED', id);
    const changed = { ...delivery, body: delivery.body.replace('"value":"123.45"', '"value":"923.45"') };
    expect(changed.body).not.toBe(delivery.body);
    const asked = verifications();
    await expect(verified(changed)).resolves.toBeNull();
    await expect(verified(delivery, providerFor('9XY12345AB678901C'))).resolves.toBeNull();
    expect(verifications()).toBe(asked + 2);
  });

  it('refuses a missing header or a stale transmission without asking PayPal', async () => {
    const { id } = await started();
    const delivery = fake.webhook('CHECKOUT.ORDER.APPROVED', id);
    const asked = verifications();
    for (const header of Object.keys(delivery.headers).filter((name) => name.startsWith('paypal-'))) {
      const { [header]: _, ...rest } = delivery.headers;
      await expect(verified({ ...delivery, headers: rest })).resolves.toBeNull();
    }
    const stale = fake.webhook('CHECKOUT.ORDER.APPROVED', id, {
      transmissionTime: new Date(Date.now() - 6 * 60 * 1000),
    });
    await expect(verified(stale)).resolves.toBeNull();
    expect(verifications()).toBe(asked);
  });

  it('reports a signature check PayPal cannot make as unavailable, not as a forgery', async () => {
    const { id } = await started();
    const delivery = fake.webhook('CHECKOUT.ORDER.APPROVED', id);
    fake.down('error');
    await expect(verified(delivery)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });
});
