import type { Order, OrderAddressFields } from '../shop/order-types';
import { soldLine, viennaOrderAddress } from '../testing/order-fixtures';
import { withAmountsTurned } from './credit-note';
import { creditNoteOfOrder } from './order-credit-note';
import { invoiceOfOrder, type InvoiceParts } from './order-invoice';
import { postal } from './invoice-example.testing';

const viennaAddress = viennaOrderAddress({
  title: 'miss',
  firstname: 'Anna',
  lastname: 'Huber',
  houseNumber: '5',
  phone: '+43 1 234 567',
});

const orderLine = (ref: string, quantity: number, unitNet: number, unitGross: number, vatRate: number) =>
  soldLine(quantity, { productId: 1, ref, title: `Artikel ${ref}`, unitNet, unitGross, vatRate });

/**
 * An Austrian order at 20 % and 13 % with postage and the coupon BAD20 (20 € off the goods), its amounts worked
 * out by hand as the checkout charges them: the 20 € split over the rates by their goods, 13.60 € and 6.40 €.
 */
function austrianOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    ref: 'ORD123456789012',
    store: 'at',
    language: 'de',
    customerId: null,
    email: 'anna.huber@example.at',
    currency: 'EUR',
    status: 'notPaid',
    cancelReason: null,
    createdAt: new Date('2026-03-04T22:30:00Z'),
    paidAt: null,
    invoicedAt: new Date('2026-03-04T22:30:00Z'),
    lines: [
      { ...orderLine('BAT-1001', 2, 10_000, 12_000, 2000), colour: 'Chrom', size: '60 cm' },
      orderLine('BUCH-7', 1, 10_000, 11_300, 1300),
    ],
    delivery: {
      moduleId: 77,
      title: 'Standardversand (Paket)',
      kind: 'parcel',
      pickupLocationId: null,
      completeDelivery: null,
    },
    payment: 'prepayment',
    paymentReference: null,
    amounts: {
      goodsGross: 35_300,
      goodsNet: 30_000,
      postageGross: 1_788,
      postageNet: 1_490,
      postageVatRate: 2000,
      discountGross: 2_000,
      discountNet: 1_699,
      totalGross: 35_088,
      totalNet: 29_791,
    },
    couponCode: 'BAD20',
    vatExcluded: false,
    taxConfirmation: null,
    deliveryAddress: viennaAddress,
    invoiceAddress: viennaAddress,
    note: null,
    invoiceRef: 'RE2026-0000042',
    creditNoteRef: null,
    creditedAt: null,
    trackingNumber: null,
    amountMismatch: false,
    ...overrides,
  };
}

const austrianParts: InvoiceParts = {
  seller: {
    name: 'Sanitärwelt',
    company: null,
    addressLines: ['Industriezeile 47', '4020 Linz', 'Österreich'],
    postal: postal('Industriezeile 47', '4020', 'Linz', 'AT', '4'),
    vatNumber: null,
    email: 'service@sanitaerwelt.at',
    phone: '+43 732 890 120',
    iban: null,
  },
  locale: 'de-AT',
  countries: new Map([
    [5, { title: 'Deutschland', isoAlpha2: 'DE' }],
    [13, { title: 'Österreich', isoAlpha2: 'AT' }],
    [146, { title: 'Rumänien', isoAlpha2: 'RO' }],
  ]),
  states: new Map(),
  paymentMethod: 'Vorkasse',
  prepaymentNote: 'Bitte überweisen Sie den Betrag auf: IBAN AT61 1904 3002 3457 3201.',
  pickupLocation: null,
};

const constantaAddress: OrderAddressFields = {
  title: 'mr',
  firstname: 'Ștefan',
  lastname: 'Țurcanu',
  company: 'Instalații Bărăgan SRL',
  vatNumber: 'RO87654321',
  street: 'Strada Mărășești',
  houseNumber: '4',
  line2: null,
  postcode: '900178',
  city: 'Constanța',
  countryId: 146,
  stateId: 14,
  phone: '+40 721 555 010',
};

/** A Romanian order in lei, to be collected at the Bucharest pickup point. */
function romanianOrder(overrides: Partial<Order> = {}): Order {
  return austrianOrder({
    store: 'ro',
    language: 'ro',
    currency: 'RON',
    lines: [
      { ...orderLine('BAT-1001', 1, 50_000, 59_500, 1900), title: 'Baterie lavoar cu senzor, crom lucios' },
    ],
    delivery: {
      moduleId: 80,
      title: 'Ridicare personală',
      kind: 'pickup',
      pickupLocationId: 1,
      completeDelivery: null,
    },
    amounts: {
      goodsGross: 59_500,
      goodsNet: 50_000,
      postageGross: 0,
      postageNet: 0,
      postageVatRate: 1900,
      discountGross: 0,
      discountNet: 0,
      totalGross: 59_500,
      totalNet: 50_000,
    },
    couponCode: null,
    deliveryAddress: constantaAddress,
    invoiceAddress: constantaAddress,
    ...overrides,
  });
}

const romanianParts: InvoiceParts = {
  ...austrianParts,
  locale: 'ro-RO',
  countries: new Map([[146, { title: 'România', isoAlpha2: 'RO' }]]),
  states: new Map([[14, { title: 'Constanța', code: 'CT' }]]),
  paymentMethod: 'Plată în avans',
  pickupLocation: {
    id: 1,
    title: 'Punct de ridicare București',
    street: 'Bulevardul Timișoara 26',
    postcode: '061344',
    city: 'București',
    openingHours: 'L–V 8–18',
    phone: '+40 21 555 0100',
  },
};

describe('invoiceOfOrder', () => {
  it('charges what the checkout charged for a mixed-rate order with a coupon and postage', () => {
    const order = austrianOrder();
    const invoice = invoiceOfOrder(order, austrianParts);
    expect(invoice.totals.gross).toBe(order.amounts.totalGross);
    expect(invoice.totals.net).toBe(order.amounts.totalNet);
    expect(invoice.totals.vat).toBe(5_297);
    // Postage taxed at 20 %; each rate's goods less its share of the coupon.
    expect(invoice.vatByRate).toEqual([
      { rateBasisPoints: 2000, net: 20_357, vat: 4_071 },
      { rateBasisPoints: 1300, net: 9_434, vat: 1_226 },
    ]);
    expect(invoice.discount).toEqual({ code: 'BAD20', net: 1_699, gross: 2_000 });
    expect(invoice.postage).toEqual({
      title: 'Standardversand (Paket)',
      net: 1_490,
      vatRateBasisPoints: 2000,
      gross: 1_788,
    });
  });

  it('copies the lines as sold, with colour and size as the variant', () => {
    const [first, second] = invoiceOfOrder(austrianOrder(), austrianParts).lines;
    expect(first).toEqual({
      ref: 'BAT-1001',
      title: 'Artikel BAT-1001',
      variant: 'Chrom, 60 cm',
      quantity: 2,
      unitNet: 10_000,
      vatRateBasisPoints: 2000,
      lineNet: 20_000,
      lineGross: 24_000,
    });
    expect(second?.variant).toBeNull();
  });

  it('numbers the invoice with the order and dates it the day the order was placed in the store', () => {
    const invoice = invoiceOfOrder(austrianOrder(), austrianParts);
    expect(invoice).toMatchObject({ invoiceNumber: 'RE2026-0000042', orderRef: 'ORD123456789012' });
    // 22:30 UTC is still the 4th in Vienna but already the 5th in Bucharest.
    expect([invoice.invoiceDate, invoice.orderDate, invoice.supplyDate]).toEqual([
      '2026-03-04',
      '2026-03-04',
      '2026-03-04',
    ]);
    expect(invoiceOfOrder(romanianOrder(), romanianParts).invoiceDate).toBe('2026-03-05');
  });

  it('dates a card order’s invoice the day it was paid, and refuses one not yet issued', () => {
    const paid = { payment: 'stripe' as const, paidAt: new Date('2026-03-06T08:00:00Z') };
    const invoice = invoiceOfOrder(austrianOrder({ ...paid, invoicedAt: paid.paidAt }), austrianParts);
    expect([invoice.orderDate, invoice.invoiceDate, invoice.supplyDate]).toEqual([
      '2026-03-04',
      '2026-03-06',
      '2026-03-06',
    ]);
    expect(() =>
      invoiceOfOrder(austrianOrder({ invoiceRef: null, invoicedAt: null }), austrianParts),
    ).toThrow(/ORD123456789012 has no invoice/);
  });

  it("makes a cancelled order's credit note: its own number and day, naming the invoice, every amount turned", () => {
    const cancelled = austrianOrder({
      status: 'cancelled',
      creditNoteRef: 'AT-2026-000051',
      // 00:30 in Vienna on 1 January is the new year's day there, still the old year's in UTC.
      creditedAt: new Date('2026-12-31T23:30:00Z'),
    });
    const invoice = invoiceOfOrder(cancelled, austrianParts);
    const credit = creditNoteOfOrder(cancelled, austrianParts);
    expect([credit.invoiceNumber, credit.invoiceDate, credit.supplyDate]).toEqual([
      'AT-2026-000051',
      '2027-01-01',
      invoice.supplyDate,
    ]);
    expect(credit.corrects).toEqual({ invoiceNumber: 'RE2026-0000042', invoiceDate: '2026-03-04' });
    expect(credit.totals).toEqual({
      net: -invoice.totals.net,
      vat: -invoice.totals.vat,
      gross: -invoice.totals.gross,
    });
    expect(credit.lines.map((line) => [line.quantity, line.unitNet, line.lineGross])).toEqual(
      invoice.lines.map((line) => [-line.quantity, line.unitNet, -line.lineGross]),
    );
    expect(credit.paymentNote).toBeNull();
    // Turned twice, it is the invoice's amounts again; a zero stays a zero, never "-0,00 €".
    expect(withAmountsTurned(credit).vatByRate).toEqual(invoice.vatByRate);
    const freePostage = { ...invoice, postage: { ...invoice.postage, net: 0, gross: 0 } };
    expect(Object.is(withAmountsTurned(freePostage).postage.net, 0)).toBe(true);
    expect(() => creditNoteOfOrder(austrianOrder(), austrianParts)).toThrow(/no credit note/);
  });

  it('refuses an order whose amounts do not add up to its lines', () => {
    const order = austrianOrder();
    const wrong = { ...order, amounts: { ...order.amounts, totalGross: order.amounts.totalGross + 1 } };
    expect(() => invoiceOfOrder(wrong, austrianParts)).toThrow(/ORD123456789012/);
  });

  it('states a VAT-excluded order as a reverse-charge supply to the buyer’s VAT id, its base at 0 %', () => {
    const business: OrderAddressFields = {
      ...viennaAddress,
      company: 'Haustechnik Bauer GmbH',
      vatNumber: 'DE123456789',
      street: 'Leopoldstraße',
      postcode: '80802',
      city: 'München',
      countryId: 5,
    };
    const order = austrianOrder({
      vatExcluded: true,
      lines: [orderLine('BAT-1001', 2, 10_000, 10_000, 0), orderLine('BUCH-7', 1, 10_000, 10_000, 0)],
      amounts: {
        goodsGross: 30_000,
        goodsNet: 30_000,
        postageGross: 1_490,
        postageNet: 1_490,
        postageVatRate: 0,
        discountGross: 2_000,
        discountNet: 2_000,
        totalGross: 29_490,
        totalNet: 29_490,
      },
      deliveryAddress: business,
      invoiceAddress: business,
    });
    const invoice = invoiceOfOrder(order, austrianParts);
    expect(invoice.totals).toEqual({ net: 29_490, vat: 0, gross: 29_490 });
    expect(invoice.totals.gross).toBe(order.amounts.totalGross);
    expect(invoice.totals.net).toBe(order.amounts.totalNet);
    expect(invoice.vatByRate).toEqual([{ rateBasisPoints: 0, net: 29_490, vat: 0 }]);
    expect(invoice.reverseCharge).toBe(true);
    expect(invoice.buyer).toMatchObject({
      name: 'Anna Huber',
      company: 'Haustechnik Bauer GmbH',
      addressLines: ['Leopoldstraße 5', '80802 München', 'Deutschland'],
      vatNumber: 'DE123456789',
    });
    expect(invoiceOfOrder(austrianOrder(), austrianParts).reverseCharge).toBe(false);
  });

  it('gives no delivery address when it is the invoice address, and the other one when it is not', () => {
    expect(invoiceOfOrder(austrianOrder(), austrianParts).deliveryAddress).toBeNull();
    // A copy with another phone prints the same: still no second address.
    const samePrinted = austrianOrder({ deliveryAddress: { ...viennaAddress, phone: null } });
    expect(invoiceOfOrder(samePrinted, austrianParts).deliveryAddress).toBeNull();
    const site = {
      ...viennaAddress,
      street: 'Baustelle Seestadt',
      houseNumber: '12',
      line2: 'Tor 3',
      postcode: '1220',
    };
    expect(invoiceOfOrder(austrianOrder({ deliveryAddress: site }), austrianParts).deliveryAddress).toEqual({
      name: 'Anna Huber',
      company: null,
      addressLines: ['Baustelle Seestadt 12', 'Tor 3', '1220 Wien', 'Österreich'],
      postal: { ...postal('Baustelle Seestadt 12', '1220', 'Wien', 'AT'), line2: 'Tor 3' },
      vatNumber: null,
    });
  });

  it('sends a pickup order to the pickup location, not to the shopper’s address', () => {
    const invoice = invoiceOfOrder(romanianOrder(), romanianParts);
    expect(invoice.deliveryAddress).toEqual({
      name: 'Ștefan Țurcanu',
      company: 'Punct de ridicare București',
      addressLines: ['Bulevardul Timișoara 26', '061344 București', 'România'],
      postal: postal('Bulevardul Timișoara 26', '061344', 'București', 'RO'),
      vatNumber: null,
    });
    expect(invoice.postage).toMatchObject({ title: 'Ridicare personală', gross: 0 });
  });

  it('keeps a Romanian order in lei with its ș ț ă, the county on its own line and as its ISO code', () => {
    const invoice = invoiceOfOrder(romanianOrder(), romanianParts);
    expect(invoice).toMatchObject({ language: 'ro', locale: 'ro-RO', currency: 'RON' });
    expect(invoice.buyer).toEqual({
      name: 'Ștefan Țurcanu',
      company: 'Instalații Bărăgan SRL',
      addressLines: ['Strada Mărășești 4', '900178 Constanța', 'Constanța', 'România'],
      postal: postal('Strada Mărășești 4', '900178', 'Constanța', 'RO', 'CT'),
      vatNumber: 'RO87654321',
    });
    expect([invoice.buyerEmail, invoice.payment]).toEqual([romanianOrder().email, 'prepayment']);
    expect(invoice.lines[0]?.title).toBe('Baterie lavoar cu senzor, crom lucios');
    expect(invoice.vatByRate).toEqual([{ rateBasisPoints: 1900, net: 50_000, vat: 9_500 }]);
    expect(invoice.paymentMethod).toBe('Plată în avans');
  });

  it('prints the bank details for prepayment only', () => {
    expect(invoiceOfOrder(austrianOrder(), austrianParts).paymentNote).toContain('IBAN AT61');
    expect(invoiceOfOrder(austrianOrder({ payment: 'stripe' }), austrianParts).paymentNote).toBeNull();
  });

  it('leaves the coupon line out when a free-shipping coupon took nothing off the goods', () => {
    const order = austrianOrder();
    const freeShipping = austrianOrder({
      couponCode: 'VERSANDFREI',
      amounts: {
        ...order.amounts,
        postageGross: 0,
        postageNet: 0,
        discountGross: 0,
        discountNet: 0,
        totalGross: 35_300,
        totalNet: 30_000,
      },
    });
    expect(invoiceOfOrder(freeShipping, austrianParts).discount).toBeNull();
  });
});
