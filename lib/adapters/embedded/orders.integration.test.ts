import { sql } from 'drizzle-orm';
import { storeDefaults } from '../../i18n/stores';
import { dayIn } from '../../pricing/tax-rates';
import { databaseTargets } from '../../testing/databases';
import type { OrderConfirmationLeases, ShopBackend } from '../../shop/backend';
import type { NewOrder, OrderLine } from '../../shop/order-types';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { embeddedConfirmationLeases } from './confirmation-leases';
import { CONFIRMATION_LEASE_MINUTES } from './queries/order-changes';
import { ensureCreditNotes } from './queries/invoice-series';
import { selectRows } from './queries/raw';
import { prepaidOrder, soldLine } from '../../testing/order-fixtures';

const line = (saleElementId: number, quantity = 1): OrderLine => soldLine(quantity, { saleElementId });

describe.each(databaseTargets())('orders on the embedded backend ($name)', ({ name, open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;
  let leases: OrderConfirmationLeases;
  let elements: Array<{ id: number; product_id: number }>;
  let cartId: number;
  // Concurrency is a property of the server: PGlite runs one transaction at a time in one process.
  const buyers = name === 'PostgreSQL' ? 50 : 10;

  const order = (changes: Partial<NewOrder> = {}): NewOrder =>
    prepaidOrder(cartId, { lines: [line(elements[0]!.id)], ...changes });
  const stockOf = async (id: number) => {
    const [row] = await selectRows<{ quantity: number; centres: number }>(
      handle.db,
      sql`SELECT quantity, (SELECT COALESCE(SUM(quantity), 0) FROM fulfilment_center_stock
          WHERE product_sale_elements_id = ${id})::int AS centres FROM product_sale_elements WHERE id = ${id}`,
    );
    return row!;
  };
  const setStock = async (id: number, quantity: number) => {
    await handle.db
      .execute(sql`UPDATE product_sale_elements SET quantity = ${quantity}, stock_policy = 'stock'
      WHERE id = ${id}`);
    await handle.db.execute(sql`DELETE FROM fulfilment_center_stock WHERE product_sale_elements_id = ${id}`);
    await handle.db.execute(sql`INSERT INTO fulfilment_center_stock VALUES (1, ${id}, ${quantity})`);
  };

  beforeAll(async () => {
    handle = await open({ seed: 7, products: 60 });
    shop = await createEmbeddedBackend(handle);
    leases = embeddedConfirmationLeases(handle.db);
    elements = await selectRows(
      handle.db,
      sql`SELECT pse.id, pse.product_id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id
          WHERE p.visible ORDER BY pse.id LIMIT 6`,
    );
    const [cart] = await selectRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = 'at' RETURNING id`,
    );
    cartId = cart!.id;
  }, 120_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('writes the order with an ORD number, its lines, addresses and an invoice number, and takes the stock', async () => {
    const id = elements[1]!.id;
    await setStock(id, 7);
    const placed = await shop.placeOrder(order({ lines: [line(id, 3)], note: 'Bitte klingeln' }));
    expect(placed.kind).toBe('placed');
    if (placed.kind !== 'placed') return;
    expect(placed.order.ref).toMatch(/^ORD\d{12}$/);
    expect(placed.order.invoiceRef).toMatch(/^AT-2026-\d{6}$/);
    expect(placed.order.status).toBe('notPaid');
    expect(placed.order.lines).toEqual([
      expect.objectContaining({ saleElementId: id, quantity: 3, lineGross: 36_000 }),
    ]);
    expect(placed.order.deliveryAddress.city).toBe('Wien');
    expect(placed.order.note).toBe('Bitte klingeln');
    expect(await stockOf(id)).toEqual({ quantity: 4, centres: 4 });
  });

  it('numbers each store’s invoices in its own series by the year priced in, without a gap', async () => {
    const id = elements[0]!.id;
    await setStock(id, 1_000);
    const numberOf = (ref: string | null) => Number(ref?.split('-')[2]);
    const refOf = async (changes: Partial<NewOrder>) => {
      const placed = await shop.placeOrder(order({ lines: [line(id)], ...changes }));
      if (placed.kind !== 'placed') throw new Error(placed.kind);
      return placed.order.invoiceRef;
    };
    const first = await refOf({ pricedOn: '2031-12-31' });
    expect(first).toBe('AT-2031-000001');
    // A placement the stock refuses rolls its number back.
    await setStock(elements[1]!.id, 0);
    expect(
      (await shop.placeOrder(order({ lines: [line(elements[1]!.id)], pricedOn: '2031-12-31' }))).kind,
    ).toBe('outOfStock');
    const concurrent = await Promise.all(Array.from({ length: 8 }, () => refOf({ pricedOn: '2031-06-01' })));
    expect(concurrent.map(numberOf).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await refOf({ pricedOn: '2032-01-01' })).toBe('AT-2032-000001');
    expect(await refOf({ store: 'de', pricedOn: '2031-03-03' })).toBe('DE-2031-000001');
    expect(await refOf({ store: 'ro', currency: 'RON', pricedOn: '2031-03-03' })).toBe('RO-2031-000001');
  });

  it('cancels an invoiced order with a credit note numbered in its series, leaving no gap beside placements', async () => {
    const id = elements[0]!.id;
    await setStock(id, 1_000);
    const { timeZone } = storeDefaults.ro;
    const pricedOn = dayIn(new Date(), timeZone);
    const place = async (changes: Partial<NewOrder> = {}) => {
      const placed = await shop.placeOrder(
        order({ store: 'ro', currency: 'RON', pricedOn, lines: [line(id)], ...changes }),
      );
      if (placed.kind !== 'placed') throw new Error(placed.kind);
      return placed.order;
    };
    const [first, second, kept] = [await place(), await place(), await place()];
    const [cancelledFirst, cancelledSecond, ...placedMeanwhile] = await Promise.all([
      shop.cancelOrder(first.id, 'customer', ['notPaid']),
      shop.cancelOrder(second.id, 'customer', ['notPaid']),
      place(),
      place(),
    ]);
    expect([cancelledFirst, cancelledSecond]).toEqual([true, true]);
    const read = async (orderId: number) => (await shop.getOrder(orderId))!;
    const [creditedFirst, creditedSecond] = [await read(first.id), await read(second.id)];
    expect(creditedFirst.invoiceRef).toBe(first.invoiceRef);
    expect(creditedFirst.creditNoteRef).toMatch(new RegExp(`^RO-${pricedOn.slice(0, 4)}-\\d{6}$`));
    expect(creditedFirst.creditedAt).not.toBeNull();
    expect((await read(kept.id)).creditNoteRef).toBeNull();
    // Invoices and credit notes share the series: together they count up without a gap.
    const numberOf = (ref: string | null) => Number(ref?.split('-')[2]);
    const issued = [
      ...[first, second, kept, ...placedMeanwhile].map((placed) => placed.invoiceRef),
      creditedFirst.creditNoteRef,
      creditedSecond.creditNoteRef,
    ]
      .map(numberOf)
      .sort((a, b) => a - b);
    expect(issued).toEqual(issued.map((_, index) => issued[0]! + index));
    // Cancelled once: a second try changes nothing and takes no number.
    expect(await shop.cancelOrder(first.id, 'customer', ['notPaid'])).toBe(false);
    expect((await read(first.id)).creditNoteRef).toBe(creditedFirst.creditNoteRef);
    expect(numberOf((await place()).invoiceRef)).toBe(issued.at(-1)! + 1);
    // A card order is invoiced only once paid: its failed payment cancels it without a credit note.
    const card = await place({ payment: 'stripe', issueInvoice: false });
    const failed = {
      provider: 'stripe' as const,
      amount: null,
      orderId: card.id,
      outcome: 'failed' as const,
    };
    expect(await shop.recordPayment(failed)).toBe('applied');
    expect(await read(card.id)).toMatchObject({ status: 'cancelled', invoiceRef: null, creditNoteRef: null });
  });

  it('gives an invoice cancelled before credit notes existed its credit note once, however many servers start', async () => {
    const id = elements[0]!.id;
    await setStock(id, 1_000);
    const place = async (changes: Partial<NewOrder> = {}) => {
      const placed = await shop.placeOrder(order({ store: 'de', lines: [line(id)], ...changes }));
      if (placed.kind !== 'placed') throw new Error(placed.kind);
      return placed.order;
    };
    const [invoiced, neverInvoiced] = [
      await place(),
      await place({ payment: 'stripe', issueInvoice: false }),
    ];
    // As an older version cancelled them: the status alone.
    for (const cancelled of [invoiced, neverInvoiced])
      await handle.db.execute(sql`UPDATE "order" SET status_id = 5 WHERE id = ${cancelled.id}`);
    const issued = await Promise.all([ensureCreditNotes(handle.db), ensureCreditNotes(handle.db)]);
    expect(issued[0] + issued[1]).toBeGreaterThanOrEqual(1);
    const healed = (await shop.getOrder(invoiced.id))!;
    expect(healed.creditNoteRef).toMatch(/^DE-\d{4}-\d{6}$/);
    expect((await shop.getOrder(neverInvoiced.id))!.creditNoteRef).toBeNull();
    expect(await ensureCreditNotes(handle.db)).toBe(0);
    expect((await shop.getOrder(invoiced.id))!.creditNoteRef).toBe(healed.creditNoteRef);
    // Two servers healing at once took one number between them: every number the series gave is on a document.
    const year = Number(healed.creditNoteRef!.split('-')[1]);
    const [series] = await selectRows<{ last_number: number; documents: string }>(
      handle.db,
      sql`SELECT s.last_number, (SELECT count(*) FROM "order" WHERE invoice_ref LIKE ${`DE-${year}-%`})
            + (SELECT count(*) FROM "order" WHERE credit_note_ref LIKE ${`DE-${year}-%`}) AS documents
          FROM invoice_series s WHERE s.store_code = 'de' AND s.year = ${year}`,
    );
    expect(Number(series!.documents)).toBe(series!.last_number);
  });

  it('numbers a card order’s invoice when it is paid, and never one whose payment failed', async () => {
    const id = elements[0]!.id;
    await setStock(id, 1_000);
    const { timeZone } = storeDefaults.de;
    const year = Number(dayIn(new Date(), timeZone).slice(0, 4));
    const place = async (changes: Partial<NewOrder>) => {
      const placed = await shop.placeOrder(order({ store: 'de', lines: [line(id)], ...changes }));
      if (placed.kind !== 'placed') throw new Error(placed.kind);
      return placed.order;
    };
    const card = { payment: 'stripe' as const, issueInvoice: false };
    const [paid, abandoned] = [await place(card), await place(card)];
    expect([paid.invoiceRef, paid.invoicedAt, abandoned.invoiceRef]).toEqual([null, null, null]);
    const offline = await place({ pricedOn: dayIn(new Date(), timeZone) });
    const report = { provider: 'stripe' as const, amount: null };
    expect(await shop.recordPayment({ ...report, orderId: abandoned.id, outcome: 'failed' })).toBe('applied');
    const amount = { amount: paid.amounts.totalGross, currency: paid.currency };
    expect(await shop.recordPayment({ ...report, orderId: paid.id, outcome: 'paid', amount })).toBe(
      'applied',
    );
    const invoiced = (await shop.getOrder(paid.id))!;
    const next = Number(offline.invoiceRef!.split('-')[2]) + 1;
    expect(invoiced.invoiceRef).toBe(`DE-${year}-${String(next).padStart(6, '0')}`);
    expect(invoiced.invoicedAt!.getTime()).toBeGreaterThanOrEqual(invoiced.paidAt!.getTime() - 1_000);
    expect((await shop.getOrder(abandoned.id))!.invoiceRef).toBeNull();
    // Paid again (the return page after the webhook): the number stays.
    expect(await shop.recordPayment({ ...report, orderId: paid.id, outcome: 'paid', amount })).toBe(
      'unchanged',
    );
    expect((await shop.getOrder(paid.id))!.invoiceRef).toBe(invoiced.invoiceRef);
  });

  it('refuses an order the stock cannot serve and leaves nothing behind', async () => {
    const [short, plenty] = [elements[2]!.id, elements[3]!.id];
    await setStock(short, 1);
    await setStock(plenty, 10);
    const before = await selectRows<{ count: number }>(
      handle.db,
      sql`SELECT count(*)::int AS count FROM "order"`,
    );
    const placed = await shop.placeOrder(order({ lines: [line(plenty, 2), line(short, 2)] }));
    expect(placed).toEqual({ kind: 'outOfStock', saleElementIds: [short] });
    expect(await stockOf(plenty)).toEqual({ quantity: 10, centres: 10 });
    expect(await selectRows(handle.db, sql`SELECT count(*)::int AS count FROM "order"`)).toEqual(before);
  });

  it.each([1, 5])('sells the last %i units to exactly as many of many buyers at once', async (units) => {
    const id = elements[4]!.id;
    await setStock(id, units);
    const outcomes = await Promise.all(
      Array.from({ length: buyers }, () => shop.placeOrder(order({ lines: [line(id)] }))),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'placed')).toHaveLength(units);
    expect(outcomes.filter((outcome) => outcome.kind === 'outOfStock')).toHaveLength(buyers - units);
    expect(await stockOf(id)).toEqual({ quantity: 0, centres: 0 });
  });

  it('counts an N-use coupon exactly N times however many redeem it at once', async () => {
    await handle.db.execute(
      sql`INSERT INTO coupon (code, kind, amount, max_uses) VALUES ('DREI', 'amount', 500, 3)`,
    );
    const id = elements[5]!.id;
    await setStock(id, 1_000);
    const outcomes = await Promise.all(
      Array.from({ length: buyers }, () => shop.placeOrder(order({ lines: [line(id)], couponCode: 'DREI' }))),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'placed')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome.kind === 'couponUsedUp')).toHaveLength(buyers - 3);
    expect(await shop.findCoupon('DREI')).toEqual(expect.objectContaining({ usedCount: 3 }));
    // A refused order gave its units back: only the three placed ones took stock.
    expect((await stockOf(id)).quantity).toBe(997);
  });

  it('lets a buyer use a once-per-customer coupon once, and again after that order is cancelled', async () => {
    await handle.db.execute(
      sql`INSERT INTO coupon (code, kind, amount, max_uses_per_customer) VALUES ('EINMAL', 'percent', 1000, 1)`,
    );
    const email = 'once@example.at';
    const first = await shop.placeOrder(
      order({ email, couponCode: 'EINMAL', lines: [line(elements[5]!.id)] }),
    );
    expect(first.kind).toBe('placed');
    expect(
      await shop.placeOrder(order({ email, couponCode: 'EINMAL', lines: [line(elements[5]!.id)] })),
    ).toEqual({
      kind: 'couponUsedByBuyer',
    });
    if (first.kind !== 'placed') return;
    expect(await shop.cancelOrder(first.order.id, 'paymentError', ['notPaid'])).toBe(true);
    expect(
      (await shop.placeOrder(order({ email, couponCode: 'EINMAL', lines: [line(elements[5]!.id)] }))).kind,
    ).toBe('placed');
  });

  it('takes the ordered lines out of the cart for an offline payment, and only those', async () => {
    const [ordered, kept] = [elements[2]!.id, elements[3]!.id];
    await setStock(ordered, 5);
    await handle.db.execute(sql`DELETE FROM cart_item WHERE cart_id = ${cartId}`);
    for (const id of [ordered, kept])
      await handle.db
        .execute(sql`INSERT INTO cart_item (cart_id, product_id, product_sale_elements_id, quantity,
          price, promo_price, promo, price_end_of_life)
        SELECT ${cartId}, product_id, id, 1, 100, 100, false, now() + interval '1 day'
        FROM product_sale_elements WHERE id = ${id}`);
    await shop.placeOrder(order({ lines: [line(ordered)], emptyCart: true }));
    const left = await selectRows<{ pse: number }>(
      handle.db,
      sql`SELECT product_sale_elements_id AS pse FROM cart_item WHERE cart_id = ${cartId}`,
    );
    expect(left).toEqual([{ pse: kept }]);
  });

  it('lets a claim older than the lease be taken again, and a sent confirmation never', async () => {
    const claimedAgo = (orderId: number, minutes: number) =>
      handle.db.execute(sql`UPDATE "order"
        SET confirmation_claimed_at = now() - ${minutes} * interval '1 minute' WHERE id = ${orderId}`);
    const placed = await shop.placeOrder(order({ lines: [line(elements[5]!.id)] }));
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    const id = placed.order.id;
    expect(await leases.claimOrderConfirmation(id)).toBe(true);
    // A sender that died holding the claim: still its own within the lease, anybody's after it.
    await claimedAgo(id, CONFIRMATION_LEASE_MINUTES - 1);
    expect(await leases.claimOrderConfirmation(id)).toBe(false);
    await claimedAgo(id, CONFIRMATION_LEASE_MINUTES + 1);
    const retakes = await Promise.all([1, 2, 3].map(() => leases.claimOrderConfirmation(id)));
    expect(retakes.filter(Boolean)).toHaveLength(1);
    await leases.markOrderConfirmationSent(id);
    await claimedAgo(id, CONFIRMATION_LEASE_MINUTES + 1);
    expect(await leases.claimOrderConfirmation(id)).toBe(false);
    await leases.releaseOrderConfirmation(id);
    expect(await leases.claimOrderConfirmation(id)).toBe(false);
  });
});
