import { getOrders } from '../storefront';
import { CartClient, submitAccount } from '../testing/cart-requests';
import { checkoutBody, sendCheckout, shownTotal } from '../testing/checkout-requests';
import { checkoutShopForSuite, dataOf, paymentServicesForSuite } from '../testing/checkout-shop';
import { confirmedCustomer } from '../testing/customers';
import { databaseTargets } from '../testing/databases';
import { placeRomanianOrder } from '../testing/direct-order';
import { cancelOrder, invoiceOfAccount, invoiceOfLink } from '../testing/order-requests';
import {
  brokenCalculationRules,
  brokenCiusRoRules,
  parseUbl,
} from '../documents/e-invoice/e-invoice-rules.testing';
import { pdfPages } from '../documents/pdf-text.testing';
import { formatMoney } from '../pricing/format';
import { guestOrderPath } from './guest-link';

jest.mock('server-only', () => ({}));

const services = paymentServicesForSuite();
const PASSWORD = 'warmwasser aus der therme';
// One count for both databases' suites: the rate limits live as long as the test process.
let address = 0;

describe.each(databaseTargets())('credit notes of cancelled orders on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  const suite = checkoutShopForSuite(open);
  const client = () => new CartClient('at.localhost:3100', `192.0.2.${(address += 1) % 250}`);

  it('mails the credit note with the cancellation, over SMTP, and serves it beside the invoice that stays', async () => {
    const email = await confirmedCustomer(client, `storno.${Date.now()}@example.at`, PASSWORD, services.sink);
    const customer = client();
    await submitAccount(customer, { action: 'login', email, password: PASSWORD });
    await customer.send({ action: 'add', saleElementId: suite.shop.goods[1], quantity: 2, language: 'de' });
    const placed = await sendCheckout(customer, checkoutBody({ shownTotal: await shownTotal(customer) }));
    const order = (await (await getOrders()).findOrderByRef(dataOf(placed).order.ref))!;
    // Prepayment: invoiced with the order, and the invoice is in the confirmation (beside the transfer code shown
    // inline in its text).
    const confirmation = await services.sink.next(email);
    expect(confirmation.attachments.filter((file) => !file.related).map((file) => file.filename)).toEqual([
      `${order.invoiceRef}.pdf`,
    ]);
    const creditNoteUrl = `/account/order/${order.id}/credit-note.pdf`;
    expect(
      (await customer.fetch(invoiceOfAccount(order.id, 'pdf', 'at', 'creditNote'), creditNoteUrl)).status,
    ).toBe(404);

    expect((await cancelOrder(customer, { orderId: order.id })).location).toBe(
      `/account/order/${order.id}?notice=orders.cancelled`,
    );
    const cancelled = (await (await getOrders()).getOrder(order.id))!;
    expect(cancelled.creditNoteRef).toMatch(/^AT-\d{4}-\d{6}$/);
    const mail = await services.sink.next(email);
    expect(mail.subject).toMatch(new RegExp(`${order.ref}.*storniert`));
    expect(mail.text).toContain(
      `Die Stornorechnung ${cancelled.creditNoteRef} zur Rechnung ${order.invoiceRef} liegt dieser E-Mail als PDF bei.`,
    );
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${cancelled.creditNoteRef}.pdf`, 'application/pdf'],
    ]);
    const mailed = pdfPages(mail.attachments[0]!.content).flat();
    expect(mailed).toContain('Stornorechnung');
    expect(mailed).toContain(`Storno-Nr. ${cancelled.creditNoteRef}`);
    expect(mailed.some((line) => line.startsWith(`Zu Rechnung ${order.invoiceRef}, `))).toBe(true);
    // The PDF's text has plain spaces where Intl writes a no-break one.
    const credited = formatMoney({ amount: -order.amounts.totalGross, currency: 'EUR' }, 'de-AT').replace(
      /\s/g,
      ' ',
    );
    expect(mailed).toContain(`Gesamtbetrag ${credited}`);

    // On the order's page both stay: the invoice that was issued and the credit note that cancels it.
    const download = await customer.fetch(
      invoiceOfAccount(order.id, 'pdf', 'at', 'creditNote'),
      creditNoteUrl,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${cancelled.creditNoteRef}.pdf"`,
    );
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const invoice = await customer.fetch(
      invoiceOfAccount(order.id),
      `/account/order/${order.id}/invoice.pdf`,
    );
    expect(invoice.status).toBe(200);
    // Nobody else's, and no e-invoice for an Austrian consumer.
    expect(
      (await client().fetch(invoiceOfAccount(order.id, 'pdf', 'at', 'creditNote'), creditNoteUrl)).status,
    ).toBe(404);
    const xml = `/account/order/${order.id}/credit-note.xml`;
    expect((await customer.fetch(invoiceOfAccount(order.id, 'xml', 'at', 'creditNote'), xml)).status).toBe(
      404,
    );
  });

  it("offers a Romanian order's credit note as CIUS-RO XML behind the guest link, naming the invoice it cancels", async () => {
    const placed = await placeRomanianOrder(suite.handle.db, suite.shop.goods, { quantity: 2 });
    const path = await guestOrderPath(placed);
    const creditNoteXml = invoiceOfLink(path, 'xml', 'ro', 'creditNote');
    expect((await client().fetch(creditNoteXml, `${path}/credit-note.xml`)).status).toBe(404);
    expect(await (await getOrders()).cancelOrder(placed.id, 'customer', ['notPaid'])).toBe(true);
    const order = (await (await getOrders()).getOrder(placed.id))!;

    const answer = await client().fetch(creditNoteXml, `${path}/credit-note.xml`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${order.creditNoteRef}.xml"`,
    );
    const xml = await answer.text();
    expect(brokenCiusRoRules(xml)).toEqual([]);
    expect(brokenCalculationRules(xml)).toEqual([]);
    const creditNote = parseUbl(xml);
    expect(creditNote['ID']).toBe(order.creditNoteRef);
    expect(creditNote['CreditNoteTypeCode']).toBe('381');
    expect(creditNote['BillingReference']).toMatchObject({
      InvoiceDocumentReference: { ID: order.invoiceRef },
    });
    // The invoice it cancels stays downloadable too, as both are in the books.
    const invoice = await client().fetch(invoiceOfLink(path, 'xml', 'ro'), `${path}/invoice.xml`);
    expect(parseUbl(await invoice.text())['ID']).toBe(order.invoiceRef);
  });
});
