import 'server-only';
import { handlerMarketContext } from '../api/market-context';
import { holdingClaim } from '../background/background-work';
import { env } from '../env';
import { defaultMarket } from '../i18n/market';
import { repeatSweep } from '../monitoring/repeat-sweep';
import { reportError } from '../monitoring/server';
import type { IdleCart, ReminderOutcome } from '../shop/cart-reminders';
import { getCartReminders, getCarts, getCustomers, getNewsletterStore } from '../storefront';
import { sendCartReminder } from './cart-reminder-mail';
import { reminderPauseStart, reminderWindow } from './reminder-window';

const MINUTE = 60_000;
/** Longer than a send may take (nodemailer gives up on a silent socket after 10 minutes). */
const LEASE_MS = 20 * MINUTE;
const CARTS_PER_SWEEP = 100;
const SWEEP_EVERY_MS = 15 * MINUTE;
const FIRST_SWEEP_AFTER_MS = 10_000;

/**
 * Reminds of one claimed cart, or says why not: only a customer whose newsletter consent in the cart's store is
 * confirmed gets a mail (UWG § 7 (3) allows no other), and a cart reminded of lately gets none.
 */
async function remind(cart: IdleCart, now: Date): Promise<ReminderOutcome> {
  const book = await getCartReminders();
  if (await book.remindedSince(cart.cartId, reminderPauseStart(now))) return 'remindedLately';
  const customer = await (await getCustomers()).getCustomer(cart.customerId);
  if (!customer) return 'gone';
  const subscriber = await (
    await getNewsletterStore()
  ).findForCustomer(cart.store, customer.id, customer.email);
  if (subscriber?.status !== 'subscribed') return 'noConsent';
  const language = subscriber.language;
  const lines = await (await getCarts()).getCart(cart.cartId, language);
  if (!lines || lines.lines.length === 0) return 'gone';
  const context = await handlerMarketContext({ ...defaultMarket(cart.store), language });
  return (await sendCartReminder(lines, customer, subscriber, context, now)) ? 'sent' : 'noConsent';
}

/**
 * Decides the carts that fell idle (issue 37, abandoned carts): each claimed with a lease first, so of several
 * servers one mails it; a failed mail gives the cart back for the next sweep. Once `stop` is aborted (the server
 * drains) it ends after the cart at hand. Answers how many were sent.
 */
export async function sendCartReminders(now: Date = new Date(), stop?: AbortSignal): Promise<number> {
  const window = reminderWindow(now, env().CART_REMINDER_HOURS);
  if (!window) return 0;
  const [carts, book] = await Promise.all([getCarts(), getCartReminders()]);
  const idle = await carts.listIdleCustomerCarts({ ...window, limit: CARTS_PER_SWEEP });
  let sent = 0;
  for (const cart of idle) {
    if (stop?.aborted) break;
    if (!(await book.claim(cart, now, new Date(now.getTime() + LEASE_MS)))) continue;
    try {
      const outcome = await holdingClaim(
        () => book.release(cart),
        async () => {
          const decided = await remind(cart, now);
          await book.settle(cart, decided, now);
          return decided;
        },
      );
      if (outcome === 'sent') sent += 1;
    } catch (error) {
      await book.release(cart);
      await reportError(error, `The reminder of cart ${cart.cartId} was not sent`);
    }
  }
  return sent;
}

/** Sweeps once the server has started and then every quarter of an hour, never keeping it alive on its own. */
export function startCartReminderSweep(): void {
  repeatSweep(
    SWEEP_EVERY_MS,
    'Sending cart reminders',
    (stop) => sendCartReminders(new Date(), stop),
    FIRST_SWEEP_AFTER_MS,
  );
}
