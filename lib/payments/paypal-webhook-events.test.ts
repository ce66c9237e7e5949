import { paymentEventOf, TRANSMISSION_MAX_AGE_MS, transmissionOf } from './paypal-webhook-events';

const NOW = Date.parse('2026-11-20T09:15:00Z');

describe('transmissionOf', () => {
  const headers = (sentAt: string, without?: string) => {
    const all: Record<string, string> = {
      'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
      'paypal-transmission-time': sentAt,
      'paypal-transmission-sig':
        'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'paypal-auth-algo': 'SHA256withRSA',
    };
    if (without) delete all[without];
    return new Headers(all);
  };

  it('collects the five transmission headers under the names verify-webhook-signature takes', () => {
    expect(transmissionOf(headers('2026-11-20T09:14:10Z'), NOW)).toEqual({
      transmission_id: '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
      transmission_time: '2026-11-20T09:14:10Z',
      transmission_sig: expect.stringMatching(/^lmI95/),
      cert_url: 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      auth_algo: 'SHA256withRSA',
    });
  });

  it.each([
    'paypal-transmission-id',
    'paypal-transmission-time',
    'paypal-transmission-sig',
    'paypal-cert-url',
    'paypal-auth-algo',
  ])('refuses a delivery without %s', (header) => {
    expect(transmissionOf(headers('2026-11-20T09:14:10Z', header), NOW)).toBeNull();
  });

  it('refuses a transmission more than five minutes old or ahead, or without a readable time', () => {
    expect(
      transmissionOf(headers(new Date(NOW - TRANSMISSION_MAX_AGE_MS).toISOString()), NOW),
    ).not.toBeNull();
    expect(
      transmissionOf(headers(new Date(NOW - TRANSMISSION_MAX_AGE_MS - 1000).toISOString()), NOW),
    ).toBeNull();
    expect(
      transmissionOf(headers(new Date(NOW + TRANSMISSION_MAX_AGE_MS + 1000).toISOString()), NOW),
    ).toBeNull();
    expect(transmissionOf(headers('yesterday'), NOW)).toBeNull();
  });
});

describe('paymentEventOf', () => {
  const capture = (type: string) => ({
    id: 'WH-58D329510W468432D-8HN650336L201105X',
    event_type: type,
    resource: {
      id: '3C679366HH908993F',
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '123.45' },
      custom_id: 'ORD000000000042',
      invoice_id: 'ORD000000000042',
      supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
    },
  });
  const order = (type: string) => ({
    id: 'WH-COC11055RA711503B-4YM959094A144403T',
    event_type: type,
    resource: {
      id: '5O190127TN364715T',
      status: 'APPROVED',
      purchase_units: [
        { reference_id: 'ORD000000000042', amount: { currency_code: 'EUR', value: '123.45' } },
      ],
    },
  });
  const reduced = { providerReference: '5O190127TN364715T', orderRef: 'ORD000000000042' };

  it.each([
    ['PAYMENT.CAPTURE.COMPLETED', 'paid'],
    ['PAYMENT.CAPTURE.PENDING', 'pending'],
    ['PAYMENT.CAPTURE.DENIED', 'failed'],
    ['PAYMENT.CAPTURE.DECLINED', 'failed'],
  ])('maps %s to %s, the order id from the related ids', (type, outcome) => {
    expect(paymentEventOf(capture(type))).toEqual({
      eventId: 'WH-58D329510W468432D-8HN650336L201105X',
      provider: 'paypal',
      outcome,
      ...reduced,
      amount: { amount: 123_45, currency: 'EUR' },
    });
  });

  it.each([
    ['CHECKOUT.ORDER.APPROVED', 'pending'],
    ['CHECKOUT.ORDER.VOIDED', 'cancelled'],
  ])('maps %s to %s, the order number from the purchase unit', (type, outcome) => {
    expect(paymentEventOf(order(type))).toMatchObject({ outcome, ...reduced });
  });

  it('acknowledges other events without acting on them', () => {
    expect(paymentEventOf(capture('PAYMENT.CAPTURE.REFUNDED'))).toEqual({
      eventId: 'WH-58D329510W468432D-8HN650336L201105X',
      provider: 'paypal',
      outcome: 'ignored',
      providerReference: null,
      orderRef: null,
      amount: null,
    });
  });

  it('takes nothing without an event id', () => {
    expect(paymentEventOf({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} })).toBeNull();
    expect(paymentEventOf('not an event')).toBeNull();
  });
});
