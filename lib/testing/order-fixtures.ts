import { randomBytes } from 'node:crypto';
import type { NewOrder, OrderAddressFields, OrderLine } from '../shop/order-types';

/** An address in Vienna as an order keeps it; `overrides` change it field by field. */
export const viennaOrderAddress = (overrides: Partial<OrderAddressFields> = {}): OrderAddressFields => ({
  title: 'mr',
  firstname: 'Max',
  lastname: 'Muster',
  company: null,
  vatNumber: null,
  street: 'Ringstraße',
  houseNumber: '1',
  line2: null,
  postcode: '1010',
  city: 'Wien',
  countryId: 13,
  stateId: null,
  phone: null,
  ...overrides,
});

/** The parcel delivery (module 77) an order of the fixtures goes by, no shipments asked about. */
export const standardDelivery: NewOrder['delivery'] = {
  moduleId: 77,
  title: 'Standard',
  kind: 'parcel',
  pickupLocationId: null,
  completeDelivery: null,
};

/**
 * A line as sold, its line amounts from the unit prices: by default a 100 € net wash basin at 20 %; the gross
 * unit price follows the net one and the rate unless given.
 */
export function soldLine(
  quantity: number,
  line: Partial<Omit<OrderLine, 'quantity' | 'lineGross' | 'lineNet'>> = {},
): OrderLine {
  const unitNet = line.unitNet ?? 10_000;
  const vatRate = line.vatRate ?? 2_000;
  const unitGross = line.unitGross ?? Math.round((unitNet * (10_000 + vatRate)) / 10_000);
  const saleElementId = line.saleElementId ?? 1;
  return {
    productId: 0,
    saleElementId,
    ref: `REF-${saleElementId}`,
    title: 'Waschtisch',
    colour: null,
    size: null,
    fulfilmentCentreId: null,
    setParts: [],
    ...line,
    quantity,
    unitNet,
    unitGross,
    vatRate,
    lineGross: unitGross * quantity,
    lineNet: unitNet * quantity,
  };
}

/**
 * An Austrian guest's prepaid order of one wash basin (120 € with VAT, free postage) to Vienna, as the checkout
 * hands it to placeOrder, with a checkout key of its own; `changes` set the cart, the buyer and anything else.
 */
export function prepaidOrder(cartId: number, changes: Partial<NewOrder> = {}): NewOrder {
  const address = viennaOrderAddress();
  return {
    checkoutKey: randomBytes(16).toString('base64url'),
    store: 'at',
    language: 'de',
    pricedOn: '2026-11-26',
    customerId: null,
    cartId,
    email: `buyer-${randomBytes(4).toString('hex')}@example.at`,
    currency: 'EUR',
    lines: [soldLine(1)],
    delivery: standardDelivery,
    payment: 'prepayment',
    issueInvoice: true,
    amounts: {
      goodsGross: 12_000,
      goodsNet: 10_000,
      postageGross: 0,
      postageNet: 0,
      postageVatRate: 2_000,
      discountGross: 0,
      discountNet: 0,
      totalGross: 12_000,
      totalNet: 10_000,
    },
    couponCode: null,
    vatExcluded: false,
    taxConfirmation: null,
    deliveryAddress: address,
    invoiceAddress: address,
    note: null,
    emptyCart: false,
    ...changes,
  };
}
