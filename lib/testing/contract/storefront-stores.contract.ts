import type { OrderConfirmationLeases } from '../../shop/confirmation-leases';
import type { EFacturaOutbox } from '../../shop/efactura-outbox';
import type { PaymentEvents } from '../../shop/payment-events';
import type { ContractSubject } from './catalog-backend.contract';

export interface StorefrontStoresUnderTest {
  paymentEvents: PaymentEvents;
  leases: OrderConfirmationLeases;
  eFactura: EFacturaOutbox;
  /** A new order the stores may be about, placed with the backend they sit beside (in the Austrian store unless told). */
  newOrderId(store?: 'at' | 'ro'): Promise<number>;
  /** Cancels an order as the backend does, issuing the credit note of its invoice. */
  cancelOrder(orderId: number): Promise<void>;
  /** Marks an order cancelled as one was before credit notes were issued: its invoice stands cancelled alone. */
  cancelWithoutCreditNote(orderId: number): Promise<void>;
  /** The numbers of an order's invoice and credit note. */
  documentsOf(orderId: number): Promise<{ invoiceRef: string | null; creditNoteRef: string | null }>;
}

/**
 * What the storefront's own stores must do whatever database holds them (docs/architecture.md "Ports by
 * capability"): a webhook event is handled once, one sender at a time claims an order's confirmation, and one
 * sweep at a time reports an invoice to RO e-Factura.
 */
export function describeStorefrontStores(
  name: string,
  make: () => Promise<ContractSubject<StorefrontStoresUnderTest>>,
): void {
  describe(`storefront stores contract: ${name}`, () => {
    let held: ContractSubject<StorefrontStoresUnderTest>;

    beforeAll(async () => {
      held = await make();
    }, 180_000);
    afterAll(() => held?.dispose(), 30_000);

    it('remembers a handled webhook event per provider, however often it is remembered', async () => {
      const { paymentEvents } = held.subject;
      const eventId = `evt_contract_${Date.now()}`;
      const orderId = await held.subject.newOrderId();
      expect(await paymentEvents.handled('stripe', eventId)).toBe(false);
      await Promise.all([1, 2, 3].map(() => paymentEvents.remember('stripe', eventId, orderId)));
      expect(await paymentEvents.handled('stripe', eventId)).toBe(true);
      expect(await paymentEvents.handled('paypal', eventId)).toBe(false);
    });

    it('lets one of several senders claim an order’s confirmation until it is released or sent', async () => {
      const { leases } = held.subject;
      const orderId = await held.subject.newOrderId();
      const claims = await Promise.all([1, 2, 3].map(() => leases.claimOrderConfirmation(orderId)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      await leases.releaseOrderConfirmation(orderId);
      expect(await leases.claimOrderConfirmation(orderId)).toBe(true);
      await leases.markOrderConfirmationSent(orderId);
      await leases.releaseOrderConfirmation(orderId);
      expect(await leases.claimOrderConfirmation(orderId)).toBe(false);
    });

    it('lists orders of a time span whose confirmation is neither sent nor claimed', async () => {
      const { leases } = held.subject;
      const [unsent, claimed, sent] = [
        await held.subject.newOrderId(),
        await held.subject.newOrderId(),
        await held.subject.newOrderId(),
      ];
      await leases.claimOrderConfirmation(claimed);
      await leases.claimOrderConfirmation(sent);
      await leases.markOrderConfirmationSent(sent);
      const hour = 3_600_000;
      const listed = await leases.listUnsentConfirmations(
        new Date(Date.now() - hour),
        new Date(Date.now() + hour),
        10_000,
      );
      expect(listed).toContain(unsent);
      expect(listed).not.toContain(claimed);
      expect(listed).not.toContain(sent);
      expect(
        await leases.listUnsentConfirmations(
          new Date(Date.now() - 2 * hour),
          new Date(Date.now() - hour),
          10_000,
        ),
      ).not.toContain(unsent);
    });

    it('queues each Romanian invoice and credit note once, not an invoice cancelled alone nor another store’s', async () => {
      const { eFactura } = held.subject;
      const [kept, credited, cancelledAlone, austrian] = [
        await held.subject.newOrderId('ro'),
        await held.subject.newOrderId('ro'),
        await held.subject.newOrderId('ro'),
        await held.subject.newOrderId('at'),
      ];
      await held.subject.cancelOrder(credited);
      await held.subject.cancelWithoutCreditNote(cancelledAlone);
      const { documentsOf } = held.subject;
      const [keptRefs, creditedRefs, aloneRefs, austrianRefs] = [
        await documentsOf(kept),
        await documentsOf(credited),
        await documentsOf(cancelledAlone),
        await documentsOf(austrian),
      ];
      const since = new Date(Date.now() - 3_600_000);
      expect(await eFactura.queueInvoices('ro', since)).toBeGreaterThanOrEqual(3);
      expect(await eFactura.queueInvoices('ro', since)).toBe(0);
      expect(await eFactura.getEntry(keptRefs.invoiceRef!)).toMatchObject({
        orderId: kept,
        creditNote: false,
        state: 'queued',
        attempts: 0,
        uploadIndex: null,
      });
      // An invoice a credit note cancelled was issued all the same: both are reported.
      expect(await eFactura.getEntry(creditedRefs.invoiceRef!)).toMatchObject({ creditNote: false });
      expect(await eFactura.getEntry(creditedRefs.creditNoteRef!)).toMatchObject({
        orderId: credited,
        creditNote: true,
        state: 'queued',
      });
      expect(await eFactura.getEntry(aloneRefs.invoiceRef!)).toBeNull();
      expect(await eFactura.getEntry(austrianRefs.invoiceRef!)).toBeNull();
      // Due at once, an order's invoice is handed out before its credit note.
      const due = await eFactura.claimDue(new Date(Date.now() + 3_600_000), new Date(), 10_000);
      const ofCredited = due.filter((entry) => entry.orderId === credited).map((entry) => entry.creditNote);
      expect(ofCredited).toEqual([false, true]);
    });

    it('hands a due entry to one of several claims, and records uploads, failures and verdicts', async () => {
      const { eFactura } = held.subject;
      const orderId = await held.subject.newOrderId('ro');
      const { invoiceRef } = await held.subject.documentsOf(orderId);
      await eFactura.queueInvoices('ro', new Date(Date.now() - 3_600_000));
      const now = new Date(Date.now() + 3_600_000);
      const until = new Date(now.getTime() + 600_000);
      const claims = await Promise.all([1, 2, 3].map(() => eFactura.claimDue(now, until, 10_000)));
      expect(claims.filter((claimed) => claimed.some((entry) => entry.orderId === orderId))).toHaveLength(1);
      await eFactura.recordFailure(invoiceRef!, 'ANAF answered 500', until);
      expect(await eFactura.getEntry(invoiceRef!)).toMatchObject({
        attempts: 1,
        lastError: 'ANAF answered 500',
      });
      expect((await eFactura.claimDue(now, until, 10_000)).map((entry) => entry.orderId)).not.toContain(
        orderId,
      );
      // Waiting (a credit note for its invoice) moves the next attempt without counting one.
      await eFactura.recordWaiting(invoiceRef!, until);
      expect(await eFactura.getEntry(invoiceRef!)).toMatchObject({ attempts: 1, nextAttemptAt: until });
      await eFactura.recordUploaded(invoiceRef!, '5001', until);
      const [claimed] = (await eFactura.claimDue(until, new Date(until.getTime() + 1), 10_000)).filter(
        (entry) => entry.orderId === orderId,
      );
      expect(claimed).toMatchObject({ state: 'uploaded', uploadIndex: '5001' });
      await eFactura.recordAccepted(invoiceRef!, '35001');
      expect(await eFactura.getEntry(invoiceRef!)).toMatchObject({
        state: 'accepted',
        downloadId: '35001',
        lastError: null,
      });
      const later = new Date(until.getTime() + 86_400_000);
      expect((await eFactura.claimDue(later, later, 10_000)).map((entry) => entry.orderId)).not.toContain(
        orderId,
      );
    });
  });
}
