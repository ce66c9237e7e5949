import { CaptureStatus, CustomError, OrderStatus, type Order } from '@paypal/paypal-server-sdk';
import {
  isInstrumentDeclined,
  moneyFromPayPal,
  orderState,
  paymentStateOfOrder,
  paypalValue,
} from './paypal-orders';

const order = (status: OrderStatus, captureStatus?: CaptureStatus): Order => ({
  id: '5O190127TN364715T',
  status,
  purchaseUnits: [
    {
      referenceId: 'ORD000000000042',
      customId: 'ORD000000000042',
      amount: { currencyCode: 'RON', value: '249.90' },
      ...(captureStatus && {
        payments: { captures: [{ status: captureStatus, amount: { currencyCode: 'RON', value: '249.90' } }] },
      }),
    },
  ],
});

describe('amounts', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_45, '123.45'],
    [1_000_000_00, '1000000.00'],
  ])('writes %i minor units as %s', (minor, value) => {
    expect(paypalValue(minor)).toBe(value);
  });

  it('refuses what is not an amount in minor units', () => {
    expect(() => paypalValue(12.5)).toThrow(RangeError);
    expect(() => paypalValue(-1)).toThrow(RangeError);
  });

  it.each([
    ['123.45', 123_45],
    ['123.4', 123_40],
    ['123', 123_00],
    ['0.07', 7],
  ])('reads %s without rounding errors', (value, amount) => {
    expect(moneyFromPayPal('eur', value)).toEqual({ amount, currency: 'EUR' });
  });

  it.each([['12.345'], ['-1.00'], ['1e3'], ['']])('reads %j as no amount', (value) => {
    expect(moneyFromPayPal('EUR', value)).toBeNull();
  });
});

describe('orderState', () => {
  it.each([
    [OrderStatus.Created, 'open'],
    [OrderStatus.Saved, 'open'],
    [OrderStatus.PayerActionRequired, 'open'],
    [OrderStatus.Approved, 'pending'],
    [OrderStatus.Voided, 'cancelled'],
  ] as const)('reads an uncaptured order %s as %s', (status, state) => {
    expect(orderState(order(status))).toBe(state);
  });

  it.each([
    [CaptureStatus.Completed, 'paid'],
    [CaptureStatus.Refunded, 'paid'],
    [CaptureStatus.PartiallyRefunded, 'paid'],
    [CaptureStatus.Pending, 'pending'],
    [CaptureStatus.Declined, 'failed'],
    [CaptureStatus.Failed, 'failed'],
  ] as const)('reads a completed order whose capture is %s as %s', (captureStatus, state) => {
    expect(orderState(order(OrderStatus.Completed, captureStatus))).toBe(state);
  });
});

describe('paymentStateOfOrder', () => {
  it('takes the order number from custom_id and the amount from the capture', () => {
    expect(paymentStateOfOrder(order(OrderStatus.Completed, CaptureStatus.Completed), 'ignored')).toEqual({
      state: 'paid',
      providerReference: '5O190127TN364715T',
      orderRef: 'ORD000000000042',
      amount: { amount: 249_90, currency: 'RON' },
      cardDeclined: false,
    });
  });

  it('keeps the reference asked about when PayPal leaves the id out', () => {
    expect(paymentStateOfOrder({ status: OrderStatus.Created }, '5O190127TN364715T')).toEqual({
      state: 'open',
      providerReference: '5O190127TN364715T',
      orderRef: null,
      amount: null,
      cardDeclined: false,
    });
  });
});

describe('isInstrumentDeclined', () => {
  const answer = (statusCode: number, issue: string) => {
    const error = new CustomError(
      {
        request: { method: 'POST', url: 'https://api-m.paypal.com' },
        response: { statusCode, headers: {}, body: '' },
      },
      'The requested action could not be performed',
    );
    error.result = { name: 'UNPROCESSABLE_ENTITY', message: '', debug_id: 'x', details: [{ issue }] };
    return error;
  };

  it('recognises the refused funding source', () => {
    expect(isInstrumentDeclined(answer(422, 'INSTRUMENT_DECLINED'))).toBe(true);
  });

  it.each([
    ['another issue', answer(422, 'ORDER_ALREADY_CAPTURED')],
    ['another status', answer(500, 'INSTRUMENT_DECLINED')],
    ['a network error', new Error('socket hang up')],
  ])('takes %s for something else', (_, error) => {
    expect(isInstrumentDeclined(error)).toBe(false);
  });
});
