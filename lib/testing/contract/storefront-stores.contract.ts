import type { OrderConfirmationLeases } from '../../shop/confirmation-leases';
import type { PaymentEvents } from '../../shop/payment-events';
import type { ContractSubject } from './catalog-backend.contract';

export interface StorefrontStoresUnderTest {
  paymentEvents: PaymentEvents;
  leases: OrderConfirmationLeases;
  /** A new order the leases may be about, placed with the backend the stores sit beside. */
  newOrderId(): Promise<number>;
}

/**
 * What the storefront's own stores must do whatever database holds them (docs/architecture.md "Ports by
 * capability"): a webhook event is handled once, and one sender at a time claims an order's confirmation.
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
  });
}
