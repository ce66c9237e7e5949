import {
  amazonAmount,
  chargePaymentState,
  chargeState,
  moneyFromAmazon,
  paymentEventOf,
  paymentStateOf,
  sessionState,
  type ChargeView,
  type CheckoutSessionView,
} from './amazon-pay-sessions';

const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });
const session = (changes: Partial<CheckoutSessionView> = {}): CheckoutSessionView => ({
  checkoutSessionId: 'bd504926-f659-4ad7-a1a9-9a747aaf5275',
  webCheckoutDetails: { amazonPayRedirectUrl: 'https://pay.amazon.eu/checkout/processing' },
  paymentDetails: { chargeAmount: eur('49.90') },
  merchantMetadata: { merchantReferenceId: 'ORD000000000042' },
  statusDetails: { state: 'Open', reasonCode: null },
  chargeId: null,
  ...changes,
});
const charge = (state: string, reasonCode: string | null = null): ChargeView => ({
  chargeId: 'S02-5989383-0864061-C088478',
  chargePermissionId: 'S02-5989383-0864061',
  chargeAmount: eur('49.90'),
  captureAmount: state === 'Captured' ? eur('49.90') : null,
  statusDetails: { state, reasonCode },
});

describe('amounts', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [49_90, '49.90'],
    [1_000_00, '1000.00'],
  ])('writes %i minor units as "%s"', (minor, written) => {
    expect(amazonAmount(minor)).toBe(written);
  });

  it('refuses what is not an amount in minor units', () => {
    expect(() => amazonAmount(1.5)).toThrow(RangeError);
    expect(() => amazonAmount(-1)).toThrow(RangeError);
  });

  it.each([
    ['49.90', 49_90],
    ['49.9', 49_90],
    ['14', 14_00],
    ['0.05', 5],
  ])('reads "%s" as %i without a float', (amount, minor) => {
    expect(moneyFromAmazon({ amount, currencyCode: 'ron' })).toEqual({ amount: minor, currency: 'RON' });
  });

  it.each([['1.234'], ['-1.00'], ['1e3'], ['']])('reads "%s" as no amount', (amount) => {
    expect(moneyFromAmazon({ amount, currencyCode: 'EUR' })).toBeNull();
  });
});

describe('states', () => {
  it.each([
    ['Captured', 'paid'],
    ['AuthorizationInitiated', 'pending'],
    ['Authorized', 'pending'],
    ['CaptureInitiated', 'pending'],
    ['Declined', 'failed'],
    ['Canceled', 'cancelled'],
  ] as const)('reads a charge %s as %s', (state, expected) => {
    expect(chargeState(charge(state))).toBe(expected);
  });

  it.each([
    ['Open', null, 'open'],
    ['Completed', null, 'pending'],
    ['Canceled', 'BuyerCanceled', 'cancelled'],
    ['Canceled', 'Expired', 'cancelled'],
    ['Canceled', 'Declined', 'failed'],
    ['Canceled', 'AmazonCanceled', 'failed'],
  ] as const)('reads a session %s (%s) as %s', (state, reasonCode, expected) => {
    expect(sessionState(session({ statusDetails: { state, reasonCode } }))).toBe(expected);
  });
});

describe('paymentStateOf', () => {
  it('takes the state and amount of the charge once there is one', () => {
    expect(paymentStateOf(session({ statusDetails: { state: 'Completed' } }), charge('Captured'))).toEqual({
      state: 'paid',
      providerReference: 'bd504926-f659-4ad7-a1a9-9a747aaf5275',
      orderRef: 'ORD000000000042',
      amount: { amount: 49_90, currency: 'EUR' },
      cardDeclined: false,
    });
  });

  it.each([
    ['SoftDeclined', true],
    ['HardDeclined', true],
    ['AmazonRejected', false],
    ['ProcessingFailure', false],
    ['TransactionTimedOut', false],
  ])('says a charge declined for %s declined the card: %s', (reasonCode, declined) => {
    const state = paymentStateOf(session(), charge('Declined', reasonCode));
    expect(state).toMatchObject({ state: 'failed', cardDeclined: declined });
  });

  it('reads a session Amazon canceled as declined as a refused card', () => {
    const declined = session({ statusDetails: { state: 'Canceled', reasonCode: 'Declined' } });
    expect(paymentStateOf(declined, null)).toMatchObject({ state: 'failed', cardDeclined: true });
  });

  it('has no order number or amount when the session names none', () => {
    const bare = session({ merchantMetadata: null, paymentDetails: null });
    expect(paymentStateOf(bare, null)).toMatchObject({ orderRef: null, amount: null });
  });
});

describe('notifications', () => {
  it('reports a charge under its own id, with the order number its charge permission names', () => {
    expect(paymentEventOf('n-1', chargePaymentState(charge('Captured'), 'ORD000000000042'))).toEqual({
      eventId: 'n-1',
      provider: 'amazonpay',
      outcome: 'paid',
      providerReference: 'S02-5989383-0864061-C088478',
      orderRef: 'ORD000000000042',
      amount: { amount: 49_90, currency: 'EUR' },
    });
  });

  it('acknowledges an open session and objects the shop does not follow without acting', () => {
    expect(paymentEventOf('n-2', paymentStateOf(session(), null)).outcome).toBe('ignored');
    expect(paymentEventOf('n-3', null)).toEqual({
      eventId: 'n-3',
      provider: 'amazonpay',
      outcome: 'ignored',
      providerReference: null,
      orderRef: null,
      amount: null,
    });
  });
});
