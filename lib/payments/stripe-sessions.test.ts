import {
  paymentEventOf,
  paymentStateOf,
  sessionState,
  successUrlFor,
  type SessionView,
} from './stripe-sessions';

const session = (changes: Partial<SessionView> = {}): SessionView => ({
  id: 'cs_test_a1',
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 4_990,
  currency: 'ron',
  client_reference_id: 'ORD000000000042',
  metadata: { order_ref: 'ORD000000000042' },
  ...changes,
});

describe('successUrlFor', () => {
  it.each([
    ['https://shop.example/return', 'https://shop.example/return?session_id={CHECKOUT_SESSION_ID}'],
    [
      'https://shop.example/return?m=stripe',
      'https://shop.example/return?m=stripe&session_id={CHECKOUT_SESSION_ID}',
    ],
    ['https://shop.example/return?', 'https://shop.example/return?session_id={CHECKOUT_SESSION_ID}'],
    ['https://shop.example/return?m=1&', 'https://shop.example/return?m=1&session_id={CHECKOUT_SESSION_ID}'],
    ['https://shop.example/r?m=1#done', 'https://shop.example/r?m=1&session_id={CHECKOUT_SESSION_ID}#done'],
    ['https://shop.example/r#a?b', 'https://shop.example/r?session_id={CHECKOUT_SESSION_ID}#a?b'],
  ])('appends the session placeholder to %s', (returnUrl, expected) => {
    expect(successUrlFor(returnUrl)).toBe(expected);
  });
});

describe('sessionState', () => {
  it.each([
    ['complete', 'paid', 'paid'],
    ['complete', 'no_payment_required', 'paid'],
    ['open', 'unpaid', 'open'],
    ['complete', 'unpaid', 'pending'],
    ['expired', 'unpaid', 'cancelled'],
  ] as const)('reads status %s, payment %s as %s', (status, payment_status, state) => {
    expect(sessionState(session({ status, payment_status }))).toBe(state);
  });
});

describe('paymentStateOf', () => {
  it('takes the amount in minor units with the currency upper-cased', () => {
    expect(paymentStateOf(session())).toEqual({
      state: 'open',
      providerReference: 'cs_test_a1',
      orderRef: 'ORD000000000042',
      amount: { amount: 4_990, currency: 'RON' },
      cardDeclined: false,
    });
  });

  it('reads a card the bank refused from the expanded payment intent’s decline code', () => {
    const declined = { last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } };
    expect(
      paymentStateOf(session({ payment_intent: declined as SessionView['payment_intent'] })).cardDeclined,
    ).toBe(true);
    const otherError = { last_payment_error: { code: 'expired_card' } };
    expect(
      paymentStateOf(session({ payment_intent: otherError as SessionView['payment_intent'] })).cardDeclined,
    ).toBe(false);
    expect(paymentStateOf(session({ payment_intent: 'pi_123' })).cardDeclined).toBe(false);
  });

  it('falls back to the metadata for the order number, and to no amount without one', () => {
    expect(
      paymentStateOf(session({ client_reference_id: null, amount_total: null, currency: null })),
    ).toMatchObject({ orderRef: 'ORD000000000042', amount: null });
  });
});

describe('paymentEventOf', () => {
  const event = (type: string, object: SessionView = session()) => ({
    id: 'evt_1',
    type,
    data: { object },
  });

  it.each([
    ['checkout.session.completed', 'complete', 'paid', 'paid'],
    ['checkout.session.completed', 'complete', 'unpaid', 'pending'],
    ['checkout.session.async_payment_succeeded', 'complete', 'paid', 'paid'],
    ['checkout.session.async_payment_failed', 'complete', 'unpaid', 'failed'],
    ['checkout.session.expired', 'expired', 'unpaid', 'cancelled'],
  ] as const)('maps %s (status %s, payment %s) to %s', (type, status, payment_status, outcome) => {
    expect(paymentEventOf(event(type, session({ status, payment_status })))).toEqual({
      eventId: 'evt_1',
      provider: 'stripe',
      outcome,
      providerReference: 'cs_test_a1',
      orderRef: 'ORD000000000042',
      amount: { amount: 4_990, currency: 'RON' },
    });
  });

  it('acknowledges other events without acting on them', () => {
    expect(paymentEventOf(event('payment_intent.succeeded'))).toEqual({
      eventId: 'evt_1',
      provider: 'stripe',
      outcome: 'ignored',
      providerReference: null,
      orderRef: null,
      amount: null,
    });
  });
});
