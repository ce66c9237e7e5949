import { randomBytes } from 'node:crypto';
import { getOrders } from '../storefront';
import type { Order, OrderAddressFields, OrderLine } from '../shop/order-types';
import { dataOf, checkoutShopForSuite } from '../testing/checkout-shop';
import { constantaAddress, goodsIn, lineOf, placeDirectly } from '../testing/direct-order';
import { databaseTargets } from '../testing/databases';
import { CartClient } from '../testing/cart-requests';
import { invoiceOfLink } from '../testing/order-requests';
import { guestOrderPath } from '../orders/guest-link';
import {
  brokenCalculationRules,
  brokenCiusRoRules,
  ciiSchemaErrors,
} from './e-invoice/e-invoice-rules.testing';
import { invoiceFormat } from './invoice-format';
import { orderInvoicePdf } from './order-invoice-pdf';
import { pdfPages } from './pdf-text.testing';

/** The invoice's lines, and its text as one paragraph (titles and notes wrap over lines). */
async function invoiceText(order: Order) {
  const lines = pdfPages(await orderInvoicePdf(order)).flat();
  return { lines, text: lines.join(' ') };
}

/** The e-invoice behind the order's guest link, as a browser downloads it: its headers and its XML. */
async function eInvoiceDownload(order: Order) {
  const path = await guestOrderPath(order);
  const browser = new CartClient(`${order.store}.localhost:3100`, '192.0.2.201');
  const answer = await browser.fetch(invoiceOfLink(path, 'xml', order.store), `${path}/invoice.xml`);
  return { answer, xml: await answer.text() };
}

/** A line as the PDF prints it: quantity, unit price net, VAT rate, net and gross, in the order's locale. */
function printedLine(line: OrderLine, locale: string, currency: string): string {
  const format = invoiceFormat({ locale, currency });
  return [
    format.quantity(line.quantity),
    format.money(line.unitNet),
    format.rate(line.vatRate),
    format.money(line.lineNet),
    format.money(line.lineGross),
  ]
    .join(' ')
    .replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * The table row of an order line, found by its amounts: its ref, put together again where it wrapped (a long ref
 * breaks at a hyphen onto the next line), and its text with the lines the title and variant wrap onto.
 */
function printedRow(lines: string[], line: OrderLine, locale: string, currency: string) {
  const index = lines.findIndex((text) => text.includes(printedLine(line, locale, currency)));
  if (index === -1) return { ref: null, text: '' };
  const head = lines[index]!.split(' ')[0]!;
  const next = lines[index + 1]?.split(' ')[0] ?? '';
  return {
    ref: next.startsWith('-') ? head + next : head,
    text: lines.slice(index, index + 3).join(' '),
  };
}

/** Each line of the order in its row: the ref, every word of the title, quantity and amounts. */
function expectLines(lines: string[], order: Order, locale: string) {
  for (const line of order.lines) {
    const row = printedRow(lines, line, locale, order.currency);
    expect(row.ref).toBe(line.ref);
    for (const word of line.title.split(' ')) expect(row.text).toContain(word);
  }
}

const printedMoney = (amount: number, locale: string, currency: string) =>
  invoiceFormat({ locale, currency })
    .money(amount)
    .replace(/[\u00a0\u202f]/g, ' ');

describe.each(databaseTargets())('the invoice PDF of a placed order ($name)', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  const suite = checkoutShopForSuite(open);

  it('prints an order placed at the checkout: numbers, buyer, every line, the coupon and the total', async () => {
    const shopper = await suite.shop.shopperWithCart(suite.shop.goods[2], 3);
    await shopper.send({ action: 'add', saleElementId: suite.shop.goods[1], quantity: 2, language: 'de' });
    const email = `anna.${randomBytes(4).toString('hex')}@example.at`;
    const answer = await suite.shop.placeAs(shopper, { email, couponCode: 'willkommen10' });
    expect(answer.status).toBe(200);
    const order = (await (await getOrders()).findOrderByRef(dataOf(answer).order.ref))!;
    expect(order.lines).toHaveLength(2);
    expect(order.amounts.discountGross).toBeGreaterThan(0);

    const { lines, text } = await invoiceText(order);
    expect(order.invoiceRef).toMatch(/^AT-\d{4}-\d{6}$/);
    expect(lines).toContain(`Rechnungsnummer ${order.invoiceRef}`);
    expect(lines).toContain(`Bestellnummer ${order.ref}`);
    expect(text).toContain('Anna Huber');
    // The legal seller, not the shop's brand: company, register entry and VAT id.
    expect(text).toContain('Sanitärwelt GmbH');
    expect(text).toContain('FN 123456a, Landesgericht Linz');
    // As Austria's law names it: the UID-Nr.
    expect(text).toContain('UID-Nr.: ATU12345675');
    expect(text).toContain('Ringstraße 5 1010 Wien Österreich');
    // The invoice address is the delivery address: printed once.
    expect(text).not.toContain('Lieferadresse');
    expectLines(lines, order, 'de-AT');
    expect(text).toContain('Gutschein WILLKOMMEN10');
    expect(lines).toContain(`Gesamtbetrag ${printedMoney(order.amounts.totalGross, 'de-AT', 'EUR')}`);
    expect(text).toContain('Zahlungsart: Vorkasse');
    expect(text).toContain('IBAN AT61 1904 3002 3457 3201');
    expect(text).not.toContain('Reverse Charge');
  }, 60_000);

  it('prints a Romanian pickup order in lei with its diacritics', async () => {
    const [first, second] = await goodsIn(suite.handle.db, suite.shop.goods, 'ro_RO');
    const address = await constantaAddress({ company: 'Instalații Bărăgan SRL' });
    const order = await placeDirectly(suite.handle.db, {
      store: 'ro',
      language: 'ro',
      pricedOn: new Date().toISOString().slice(0, 10),
      customerId: null,
      email: `stefan.${randomBytes(4).toString('hex')}@example.ro`,
      currency: 'RON',
      lines: [lineOf(first!, 2, 45_990, 1900), lineOf(second!, 1, 123_400, 1900)],
      delivery: {
        moduleId: 80,
        title: 'Ridicare personală',
        kind: 'pickup',
        pickupLocationId: 1,
        completeDelivery: null,
      },
      payment: 'cashOnDelivery',
      postage: { gross: 0, net: 0, rate: 1900 },
      couponCode: null,
      vatExcluded: false,
      taxConfirmation: null,
      deliveryAddress: address,
      invoiceAddress: address,
      note: null,
    });

    const { lines, text } = await invoiceText(order);
    expect(lines).toContain(`Număr factură ${order.invoiceRef}`);
    expect(lines).toContain(`Număr comandă ${order.ref}`);
    // The invoice address on the left; on the right the pickup point, where the goods go.
    expect(lines).toContain('Adresă de facturare Adresă de livrare');
    expect(lines).toContain('Ștefan Țurcanu Ștefan Țurcanu');
    expect(lines).toContain('Instalații Bărăgan SRL Punct de ridicare București');
    expect(lines).toContain('Strada Mărășești 4 Bulevardul Timișoara 26');
    expect(lines).toContain('900178 Constanța 061344 București');
    expect(lines).toContain('Constanța România');
    expectLines(lines, order, 'ro-RO');
    expect(lines).toContain('Transport: Ridicare personală gratuit gratuit');
    expect(order.amounts.totalGross).toBe(2 * 54_728 + 146_846);
    expect(lines).toContain('Total de plată 2.563,02 lei');
    expect(text).toContain('Modalitate de plată: Ramburs');
    expect(text).toContain('Cod TVA: RO18547290');
    expect(text).not.toMatch(/RON/);

    // Every Romanian invoice is also CIUS-RO UBL for RO e-Factura, the consumer's included.
    const { answer, xml } = await eInvoiceDownload(order);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${order.invoiceRef}.xml"`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(brokenCalculationRules(xml)).toEqual([]);
    expect(brokenCiusRoRules(xml)).toEqual([]);
    expect(xml).toContain(`<cbc:ID>${order.invoiceRef}</cbc:ID>`);
    expect(xml).toContain('<cbc:CityName>SECTOR6</cbc:CityName>');
    expect(xml).toContain('<cbc:CountrySubentity>RO-CT</cbc:CountrySubentity>');
    expect(xml).toContain('<cbc:CompanyID>0000000000000</cbc:CompanyID>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="RON">2563.02</cbc:PayableAmount>');
  }, 60_000);

  it('prints a VAT-excluded order as a reverse-charge supply to the buyer’s VAT id', async () => {
    const [, , first] = await goodsIn(suite.handle.db, suite.shop.goods, 'de_DE');
    const business: OrderAddressFields = {
      title: 'company',
      firstname: 'Jonas',
      lastname: 'Bauer',
      company: 'Haustechnik Bauer GmbH',
      vatNumber: 'DE129273398',
      street: 'Leopoldstraße',
      houseNumber: '20',
      line2: null,
      postcode: '80802',
      city: 'München',
      countryId: 5,
      stateId: null,
      phone: null,
    };
    const order = await placeDirectly(suite.handle.db, {
      store: 'at',
      language: 'de',
      pricedOn: new Date().toISOString().slice(0, 10),
      customerId: null,
      email: `jonas.${randomBytes(4).toString('hex')}@example.de`,
      currency: 'EUR',
      lines: [lineOf(first!, 4, 8_250, 0)],
      delivery: {
        moduleId: 77,
        title: 'Standardversand (Paket)',
        kind: 'parcel',
        pickupLocationId: null,
        completeDelivery: null,
      },
      payment: 'prepayment',
      postage: { gross: 0, net: 0, rate: 0 },
      couponCode: null,
      vatExcluded: true,
      taxConfirmation: null,
      deliveryAddress: business,
      invoiceAddress: business,
      note: null,
    });

    const { lines, text } = await invoiceText(order);
    expect(lines).toContain(`Rechnungsnummer ${order.invoiceRef}`);
    expect(text).toContain('Jonas Bauer Haustechnik Bauer GmbH Leopoldstraße 20 80802 München Deutschland');
    expect(text).toContain('USt-IdNr.: DE129273398');
    expectLines(lines, order, 'de-AT');
    expect(lines).toContain('Umsatzsteuer 0 % € 330,00 € 0,00');
    expect(lines).toContain('Gesamtbetrag € 330,00');
    expect(text).toContain(
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) – innergemeinschaftliche Lieferung, ' +
        'steuerfrei gem. Art. 138 MwSt-SystRL.',
    );

    // A business buyer's invoice is also an XRechnung, which passes the EN 16931 CII schema.
    const { answer, xml } = await eInvoiceDownload(order);
    expect(answer.status).toBe(200);
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain(`<ram:ID>${order.invoiceRef}</ram:ID>`);
    expect(xml).toContain('<ram:CategoryCode>K</ram:CategoryCode>');
    expect(xml).toContain('<ram:ID schemeID="VA">DE129273398</ram:ID>');
    expect(xml).toContain('<ram:DuePayableAmount>330.00</ram:DuePayableAmount>');
  }, 60_000);
});
