import { sql } from 'drizzle-orm';
import { orderStatuses, type Order } from '../../shop/order-types';
import { getEFacturaOutbox, getOrders } from '../../storefront';
import { checkoutShopForSuite } from '../../testing/checkout-shop';
import { databaseTargets } from '../../testing/databases';
import { placeRomanianOrder } from '../../testing/direct-order';
import { anafAnswers, startFakeAnaf } from '../../testing/fake-anaf';
import { brokenCiusRoRules, parseUbl } from './e-invoice-rules.testing';
import { romanianInvoice } from '../invoice-example.testing';
import { anafClient } from './anaf-client';
import { retryDelay, sweepEFactura } from './efactura-sweep';
import { renderEInvoice } from './render-e-invoice';

jest.mock('server-only', () => ({}));

const MINUTE = 60_000;

describe.each(databaseTargets())('the RO e-Factura outbox on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  const suite = checkoutShopForSuite(open);
  let anaf: Awaited<ReturnType<typeof startFakeAnaf>>;
  let clock = 0;
  /**
   * Each sweep runs later than the last and never before now, so every test's entries are due only when it says
   * so, however long a loaded machine took to set the suite up or to place a test's orders.
   */
  const later = (minutes: number) => new Date((clock = Math.max(clock, Date.now()) + minutes * MINUTE));
  const client = () => anafClient({ ...anaf.settings, cif: '18547290' });

  beforeAll(async () => {
    anaf = await startFakeAnaf();
  });
  afterAll(() => anaf?.close());
  beforeEach(() => {
    anaf.control.failUploads = 0;
    anaf.control.refuseUploads = false;
    anaf.control.pendingFirst = false;
    anaf.control.rejectInvoice = null;
    anaf.control.loseUploadAnswers = 0;
  });

  const romanianOrder = (company: { name: string; vatNumber: string } | null = null) =>
    placeRomanianOrder(suite.handle.db, suite.shop.goods, company ? { company } : {});

  const entryOf = async (order: Order, ref = order.invoiceRef!) => (await getEFacturaOutbox()).getEntry(ref);
  /** The uploads of a document, by its own number (a credit note names its invoice's too). */
  const uploadsOf = (order: Order, ref = order.invoiceRef) =>
    anaf.uploads.filter((upload) => String(parseUbl(upload.xml)['ID']) === ref);

  it('reports each Romanian invoice once, through the B2C door for a consumer, and keeps ANAF’s verdict', async () => {
    const consumer = await romanianOrder();
    const company = await romanianOrder({ name: 'Instalații Bărăgan SRL', vatNumber: 'RO87654321' });
    const cancelled = await romanianOrder();
    await suite.handle.db.execute(
      sql`UPDATE "order" SET status_id = ${orderStatuses.cancelled} WHERE id = ${cancelled.id}`,
    );
    anaf.control.pendingFirst = true;

    const first = await sweepEFactura(client(), later(1));
    expect(first.failed).toBe(0);
    expect(uploadsOf(consumer).map((upload) => upload.door)).toEqual(['uploadb2c']);
    expect(uploadsOf(company).map((upload) => [upload.door, upload.cif])).toEqual([['upload', '18547290']]);
    expect(brokenCiusRoRules(uploadsOf(consumer)[0]!.xml)).toEqual([]);
    expect(await entryOf(consumer)).toMatchObject({
      state: 'uploaded',
      uploadIndex: uploadsOf(consumer)[0]!.index,
    });
    // An order cancelled before credit notes were issued has no invoice to report.
    expect(await entryOf(cancelled)).toBeNull();

    // ANAF is still working on it at first; five minutes on it has signed it.
    await sweepEFactura(client(), later(6));
    expect(await entryOf(consumer)).toMatchObject({ state: 'uploaded' });
    await sweepEFactura(client(), later(6));
    expect(await entryOf(consumer)).toMatchObject({
      state: 'accepted',
      downloadId: `3${uploadsOf(consumer)[0]!.index}`,
    });
    expect(await entryOf(company)).toMatchObject({ state: 'accepted' });

    await sweepEFactura(client(), later(60));
    expect([uploadsOf(consumer).length, uploadsOf(company).length]).toEqual([1, 1]);
  }, 60_000);

  it('reports an invoice cancelled after issue, then, once ANAF accepted it, its credit note under the standard CN', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const placed = await romanianOrder();
    const orders = await getOrders();
    expect(await orders.cancelOrder(placed.id, 'customer', ['notPaid'])).toBe(true);
    const cancelled = (await orders.getOrder(placed.id))!;
    const creditNoteRef = cancelled.creditNoteRef!;
    expect(creditNoteRef).toMatch(/^RO-\d{4}-\d{6}$/);

    // The invoice's upload fails: its credit note waits, uncounted, instead of reaching ANAF first.
    anaf.control.failUploads = 1;
    const start = later(1);
    await sweepEFactura(client(), start);
    expect(uploadsOf(cancelled, creditNoteRef)).toHaveLength(0);
    expect(await entryOf(cancelled, creditNoteRef)).toMatchObject({ state: 'queued', attempts: 0 });
    // Uploaded, but not yet accepted: still waiting.
    clock = start.getTime() + retryDelay(0);
    await sweepEFactura(client(), later(0));
    const [invoice] = uploadsOf(cancelled);
    expect(invoice?.standard).toBe('UBL');
    expect(uploadsOf(cancelled, creditNoteRef)).toHaveLength(0);
    // ANAF accepted the invoice: the credit note follows, as a CreditNote naming it.
    await sweepEFactura(client(), later(6));
    expect(await entryOf(cancelled)).toMatchObject({ state: 'accepted' });
    const [creditNote] = uploadsOf(cancelled, creditNoteRef);
    expect(creditNote?.standard).toBe('CN');
    expect(Number(invoice!.index)).toBeLessThan(Number(creditNote!.index));
    expect(creditNote!.xml).toContain(`<cbc:ID>${cancelled.invoiceRef}</cbc:ID>`);
    expect(brokenCiusRoRules(creditNote!.xml)).toEqual([]);
    expect(await entryOf(cancelled, creditNoteRef)).toMatchObject({
      creditNote: true,
      state: 'uploaded',
      attempts: 0,
      uploadIndex: creditNote!.index,
    });
    await sweepEFactura(client(), later(6));
    expect(await entryOf(cancelled, creditNoteRef)).toMatchObject({ state: 'accepted' });
    logged.mockRestore();
  }, 60_000);

  it('retries an upload ANAF failed later, counting the attempts, and keeps a rejection with its reason', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const order = await romanianOrder();
    anaf.control.failUploads = 2;
    const start = later(1);
    await sweepEFactura(client(), start);
    expect(await entryOf(order)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: expect.stringMatching(/500/),
    });
    expect((await entryOf(order))!.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelay(0));
    // Not due yet: nothing is asked of ANAF.
    await sweepEFactura(client(), new Date(start.getTime() + retryDelay(0) - 1_000));
    expect(await entryOf(order)).toMatchObject({ attempts: 1 });
    await sweepEFactura(client(), new Date(start.getTime() + retryDelay(0)));
    expect(await entryOf(order)).toMatchObject({ state: 'queued', attempts: 2 });
    anaf.control.rejectInvoice = order.invoiceRef;
    clock = start.getTime() + retryDelay(0) + retryDelay(1);
    await sweepEFactura(client(), later(0));
    expect(uploadsOf(order)).toHaveLength(1);
    await sweepEFactura(client(), later(6));
    // The reason is ANAF's own, read from the error report it keeps for the upload.
    expect(await entryOf(order)).toMatchObject({ state: 'rejected', lastError: anafAnswers.brokenRule });
    expect(logged).toHaveBeenCalledWith(
      `RO e-Factura rejected invoice ${order.invoiceRef}`,
      expect.any(Error),
    );
    logged.mockRestore();
  }, 60_000);

  it('follows the first upload when its answer was lost and ANAF refuses the retry as a duplicate', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const informed = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const order = await romanianOrder();
    anaf.control.loseUploadAnswers = 1;
    const start = later(1);
    await sweepEFactura(client(), start);
    // ANAF took it, but the shop never heard: a failure to retry, as far as it can tell.
    expect(uploadsOf(order)).toHaveLength(1);
    expect(await entryOf(order)).toMatchObject({ state: 'queued', attempts: 1 });
    clock = start.getTime() + retryDelay(0);
    await sweepEFactura(client(), later(0));
    const [first, retry] = uploadsOf(order);
    expect(retry).toBeDefined();
    await sweepEFactura(client(), later(6));
    // The retry's verdict names the first upload, whose verdict the entry now waits for and keeps.
    expect(await entryOf(order)).toMatchObject({ state: 'uploaded', uploadIndex: first!.index });
    await sweepEFactura(client(), later(6));
    expect(await entryOf(order)).toMatchObject({ state: 'accepted', downloadId: `3${first!.index}` });
    expect(uploadsOf(order)).toHaveLength(2);
    expect(logged).not.toHaveBeenCalledWith(expect.stringMatching(/rejected/), expect.anything());
    logged.mockRestore();
    informed.mockRestore();
  }, 60_000);

  it('keeps an upload ANAF refuses as rejected, for a person, instead of sending it again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const order = await romanianOrder();
    anaf.control.refuseUploads = true;
    await sweepEFactura(client(), later(1));
    expect(await entryOf(order)).toMatchObject({
      state: 'rejected',
      attempts: 0,
      lastError: 'ANAF refused the upload: Fisierul transmis nu este valid.',
    });
    anaf.control.refuseUploads = false;
    await sweepEFactura(client(), later(6 * 60));
    expect(uploadsOf(order)).toHaveLength(0);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  }, 60_000);

  it('gives back the batch it claimed when the server drains, for the next sweep to take at once', async () => {
    const [first, second] = [await romanianOrder(), await romanianOrder()];
    const draining = new AbortController();
    draining.abort();
    const now = later(1);
    await sweepEFactura(client(), now, draining.signal);
    expect([...uploadsOf(first), ...uploadsOf(second)]).toEqual([]);
    // Another instance's sweep at the same moment, not ten minutes later, when the claims would have lapsed.
    await sweepEFactura(client(), now);
    expect([uploadsOf(first).length, uploadsOf(second).length]).toEqual([1, 1]);
  });

  it('hands each due invoice to one of two sweeps at once, and withdraws one cancelled before its upload', async () => {
    const orders = [await romanianOrder(), await romanianOrder(), await romanianOrder()];
    const withdrawn = await romanianOrder();
    await (await getEFacturaOutbox()).queueInvoices('ro', new Date(Date.now() - 60 * MINUTE));
    await suite.handle.db.execute(
      sql`UPDATE "order" SET status_id = ${orderStatuses.cancelled} WHERE id = ${withdrawn.id}`,
    );
    const now = later(1);
    await Promise.all([sweepEFactura(client(), now), sweepEFactura(client(), now)]);
    expect(orders.map((order) => uploadsOf(order).length)).toEqual([1, 1, 1]);
    expect(await entryOf(withdrawn)).toMatchObject({ state: 'withdrawn' });
    expect(uploadsOf(withdrawn)).toHaveLength(0);
  }, 60_000);
});

/** The same client against ANAF's test system, when its credentials are given (README "RO e-Factura outbox"). */
const anafTest = {
  clientId: process.env.EFACTURA_TEST_CLIENT_ID,
  clientSecret: process.env.EFACTURA_TEST_CLIENT_SECRET,
  refreshToken: process.env.EFACTURA_TEST_REFRESH_TOKEN,
  cif: process.env.EFACTURA_TEST_CIF,
};
const describeAnafTest =
  anafTest.clientId && anafTest.clientSecret && anafTest.refreshToken && anafTest.cif
    ? describe
    : describe.skip;

describeAnafTest("ANAF's test system", () => {
  it('takes an invoice of the shop and gives its verdict', async () => {
    const test = anafClient({
      apiBase: 'https://api.anaf.ro/test/FCTEL/rest',
      tokenUrl: 'https://logincert.anaf.ro/anaf-oauth2/v1/token',
      clientId: anafTest.clientId!,
      clientSecret: anafTest.clientSecret!,
      refreshToken: anafTest.refreshToken!,
      cif: anafTest.cif!,
    });
    const seller = romanianInvoice().seller;
    const invoice = romanianInvoice({
      invoiceNumber: `TEST-${Date.now()}`,
      seller: { ...seller, vatNumber: `RO${anafTest.cif}` },
    });
    const index = await test.upload(await renderEInvoice(invoice, 'ciusRo'), {
      consumer: false,
      creditNote: false,
    });
    let verdict = await test.verdict(index);
    for (let tries = 0; verdict.kind === 'pending' && tries < 12; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      verdict = await test.verdict(index);
    }
    expect(verdict.kind).toBe('ok');
  }, 180_000);
});
