import type { Order } from '../../../shop/order-types';
import { prepaidOrder, soldLine } from '../../../testing/order-fixtures';
import { ForwardingRefusal, type TheliaForwardingSettings } from './forwarding-settings';
import { theliaOrderOf } from './thelia-order-input';

/** What Thelia is asked to place for a storefront order, worked out before any call. */

const settings: TheliaForwardingSettings = {
  THELIA_DELIVERY_MODULES: new Map([[77, 10]]),
  THELIA_PAYMENT_MODULE_ID: 20,
  THELIA_LANGUAGE_IDS: { de: 1, ro: 2, en: 3 },
  SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
};

const placed = (changes: Partial<Order> = {}): Order => ({
  ...prepaidOrder(1),
  id: 5,
  ref: 'ORD000000000005',
  status: 'notPaid',
  cancelReason: null,
  createdAt: new Date('2026-11-26T10:00:00Z'),
  paidAt: null,
  invoicedAt: null,
  paymentReference: null,
  invoiceRef: null,
  creditNoteRef: null,
  creditedAt: null,
  trackingNumber: null,
  amountMismatch: false,
  ...changes,
});

describe('theliaOrderOf', () => {
  it('puts a set’s parts in Thelia’s cart and each sale element once', () => {
    const part = (saleElementId: number, quantity: number) => ({
      saleElementId,
      quantity,
      ref: '',
      title: '',
    });
    const order = placed({
      lines: [
        soldLine(2, { saleElementId: 11 }),
        soldLine(2, { saleElementId: 900, setParts: [part(21, 3), part(11, 1)] }),
      ],
    });
    expect(theliaOrderOf(order, settings).lines).toEqual([
      { pseId: 11, quantity: 4 },
      { pseId: 21, quantity: 6 },
    ]);
  });

  it('names Thelia’s delivery module for the storefront’s and the configured payment module', () => {
    expect(theliaOrderOf(placed(), settings)).toMatchObject({ deliveryModuleId: 10, paymentModuleId: 20 });
    const pickup = placed({ delivery: { ...placed().delivery, moduleId: 78, title: 'Abholung' } });
    expect(() => theliaOrderOf(pickup, settings)).toThrow(ForwardingRefusal);
    expect(() => theliaOrderOf(pickup, settings)).toThrow(
      'The delivery module 78 (Abholung) has no Thelia module in THELIA_DELIVERY_MODULES',
    );
  });
});
