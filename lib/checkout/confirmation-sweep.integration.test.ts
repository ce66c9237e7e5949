import { sql } from 'drizzle-orm';
import type { CartClient } from '../testing/cart-requests';
import { dataOf, checkoutShopForSuite, paymentServicesForSuite } from '../testing/checkout-shop';
import { databaseTargets } from '../testing/databases';
import { resendLostConfirmations } from './confirmation-sweep';

const services = paymentServicesForSuite();
const MINUTE = 60_000;

describe.each(databaseTargets())('the sweep for lost order confirmations on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  const suite = checkoutShopForSuite(open);
  const mailsTo = (email: string) =>
    services.sink.received.filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === email)),
    );
  /** A guest's order as the checkout placed it, with its confirmation mailed. */
  const placed = async (email: string, fields: Record<string, unknown> = {}) => {
    const shopper: CartClient = await suite.shop.shopperWithCart(suite.shop.goods[0], 1);
    const answer = await suite.shop.placeAs(shopper, { email, ...fields });
    expect(answer.status).toBe(200);
    return dataOf(answer).order.ref as string;
  };
  /** As after a crash between claiming the mail and sending it, a quarter of an hour ago. */
  const loseConfirmation = (ref: string) =>
    suite.handle.db.execute(sql`UPDATE "order" SET confirmation_sent_at = NULL,
      confirmation_claimed_at = now() - interval '16 minutes' WHERE ref = ${ref}`);
  /** Half an hour from now: every order of the suite is old enough for the sweep. */
  const sweep = () => resendLostConfirmations(new Date(Date.now() + 30 * MINUTE));

  it('sends an offline order’s confirmation a crash lost, once', async () => {
    const email = `verloren.${Date.now()}@example.at`;
    const ref = await placed(email);
    await services.sink.next(email);
    await loseConfirmation(ref);
    await sweep();
    await services.sink.next(email);
    await sweep();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toHaveLength(2);
    expect(mailsTo(email).at(-1)?.subject).toContain(ref);
  });

  it('leaves a claim still live, an unpaid card order and a cancelled order alone', async () => {
    const live = `laufend.${Date.now()}@example.at`;
    const liveRef = await placed(live);
    await services.sink.next(live);
    await suite.handle.db.execute(sql`UPDATE "order" SET confirmation_sent_at = NULL,
      confirmation_claimed_at = now() WHERE ref = ${liveRef}`);
    const card = `karte.${Date.now()}@example.at`;
    await placed(card, { paymentMethod: 'stripe' });
    const cancelled = `storniert.${Date.now()}@example.at`;
    const cancelledRef = await placed(cancelled);
    await services.sink.next(cancelled);
    await loseConfirmation(cancelledRef);
    await suite.handle.db.execute(sql`UPDATE "order" SET status_id = 5 WHERE ref = ${cancelledRef}`);
    await sweep();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(live)).toHaveLength(1);
    expect(mailsTo(card)).toHaveLength(0);
    expect(mailsTo(cancelled)).toHaveLength(1);
  });
});
