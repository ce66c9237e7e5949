import { amazonPayment, startFakeAmazonPay, type FakeAmazonPay } from '../testing/fake-amazon-pay-server';
import type { SnsDelivery } from '../testing/fake-amazon-pay-ipn';
import { createAmazonPayProvider } from './amazon-pay-provider';
import { PaymentProviderUnavailable, type RedirectPaymentProvider } from './provider-types';

describe('Amazon Pay notifications: SNS signatures checked against certificates from an allowed https host', () => {
  let fake: FakeAmazonPay;
  let amazon: RedirectPaymentProvider;
  const providerFor = (changes = {}) =>
    createAmazonPayProvider({ ...fake.config, timeoutMs: 400, ...changes });
  beforeAll(async () => {
    fake = await startFakeAmazonPay();
    amazon = providerFor();
  });
  afterEach(() => fake.up());
  afterAll(() => fake.close());

  const paid = async () => {
    const payment = amazonPayment();
    const { providerReference: id } = await amazon.startPayment(payment);
    fake.pay(id);
    await amazon.settle(id);
    return { payment, id, chargeId: fake.session(id)?.chargeId ?? '' };
  };
  const verified = (delivery: SnsDelivery, provider = amazon) =>
    provider.verifyWebhook(delivery.body, new Headers(delivery.headers));
  const notificationId = (delivery: SnsDelivery) =>
    JSON.parse(JSON.parse(delivery.body).Message).NotificationId;

  it.each([['1'], ['2']])(
    'turns a charge notification signed with SignatureVersion %s into the charge’s payment event',
    async (signatureVersion) => {
      const { payment, chargeId } = await paid();
      const delivery = fake.notification('CHARGE', chargeId, { signatureVersion });
      await expect(verified(delivery)).resolves.toEqual({
        eventId: notificationId(delivery),
        provider: 'amazonpay',
        outcome: 'paid',
        providerReference: chargeId,
        orderRef: payment.orderRef,
        amount: { amount: 123_45, currency: 'EUR' },
      });
    },
  );

  it('reads a checkout session notification from the session, and acknowledges other objects unread', async () => {
    const { payment, id } = await paid();
    await expect(verified(fake.notification('CHECKOUT_SESSION', id))).resolves.toMatchObject({
      outcome: 'paid',
      providerReference: id,
      orderRef: payment.orderRef,
    });
    const asked = fake.requests.length;
    await expect(verified(fake.notification('REFUND', 'S02-5989383-0864061-R019133'))).resolves.toMatchObject(
      {
        outcome: 'ignored',
        orderRef: null,
      },
    );
    expect(fake.requests.length).toBe(asked);
  });

  it('refuses a changed byte, another certificate, an unknown SignatureVersion and another merchant', async () => {
    const { chargeId } = await paid();
    const delivery = fake.notification('CHARGE', chargeId);
    const changed = { ...delivery, body: delivery.body.replace('STATE_CHANGE', 'STATE_CHANGF') };
    expect(changed.body).not.toBe(delivery.body);
    await expect(verified(changed)).resolves.toBeNull();
    await expect(
      verified(fake.notification('CHARGE', chargeId, { certificate: 'other' })),
    ).resolves.toBeNull();
    await expect(
      verified(fake.notification('CHARGE', chargeId, { signatureVersion: '3' })),
    ).resolves.toBeNull();
    await expect(verified(delivery, providerFor({ merchantId: 'A1OTHERMERCHANT' }))).resolves.toBeNull();
    await expect(verified(delivery)).resolves.not.toBeNull();
  });

  it('never fetches a certificate from plain http or from a host it does not allow', async () => {
    const { chargeId } = await paid();
    const downloads = fake.certificateDownloads();
    const own = new URL(JSON.parse(fake.notification('CHARGE', chargeId).body).SigningCertURL);
    const elsewhere = [
      own.href.replace('https:', 'http:'),
      own.href.replace('127.0.0.1', 'localhost'),
      'https://sns.eu-west-1.amazonaws.com.example.org/SimpleNotificationService-1.pem',
      `https://user:secret@${own.host}${own.pathname}`,
      own.href.replace('.pem', '.txt'),
    ];
    for (const certificateUrl of elsewhere)
      await expect(verified(fake.notification('CHARGE', chargeId, { certificateUrl }))).resolves.toBeNull();
    // Amazon's own hosts only, unless configured otherwise: the fake's host is not one of them.
    const strict = providerFor({ ipnCertificateHosts: undefined });
    await expect(verified(fake.notification('CHARGE', chargeId), strict)).resolves.toBeNull();
    expect(fake.certificateDownloads()).toBe(downloads);
  });

  it('downloads a signing certificate once and keeps it', async () => {
    const { chargeId } = await paid();
    const fresh = providerFor();
    for (let delivery = 0; delivery < 3; delivery += 1)
      await expect(verified(fake.notification('CHARGE', chargeId), fresh)).resolves.not.toBeNull();
    const before = fake.certificateDownloads();
    await verified(fake.notification('CHARGE', chargeId), fresh);
    expect(fake.certificateDownloads()).toBe(before);
  });

  it('reports an unreachable certificate host or API as unavailable, not as a forgery', async () => {
    const { chargeId } = await paid();
    const unreachable = providerFor({ ipnCertificateHosts: ['127.0.0.1:9'] });
    const delivery = fake.notification('CHARGE', chargeId, {
      certificateUrl: 'https://127.0.0.1:9/SimpleNotificationService-1.pem',
    });
    await expect(verified(delivery, unreachable)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    fake.down('error');
    await expect(verified(fake.notification('CHARGE', chargeId))).rejects.toBeInstanceOf(
      PaymentProviderUnavailable,
    );
  });
});
