import { paymentOptions } from './payment-options';

const none = { stripe: false, paypal: false, amazonpay: false };
const all = { stripe: true, paypal: true, amazonpay: true };

describe('paymentOptions', () => {
  it('offers prepayment everywhere, cash on delivery in Romania only, and no provider without its keys', () => {
    expect(paymentOptions('at', none)).toEqual(['prepayment']);
    expect(paymentOptions('ro', none)).toEqual(['cashOnDelivery', 'prepayment']);
  });

  it('offers each configured provider, Amazon Pay not in Romania (no lei)', () => {
    expect(paymentOptions('at', all)).toEqual(['prepayment', 'stripe', 'paypal', 'amazonpay']);
    expect(paymentOptions('de', { ...none, amazonpay: true })).toEqual(['prepayment', 'amazonpay']);
    expect(paymentOptions('ro', all)).toEqual(['cashOnDelivery', 'prepayment', 'stripe', 'paypal']);
  });
});
