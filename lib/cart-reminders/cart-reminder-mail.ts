import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import { messagesTranslator } from '../mail/compose';
import { sendNewsletterMail } from '../newsletter/newsletter-mails';
import type { Cart } from '../shop/cart-types';
import type { Customer } from '../shop/customer-types';
import type { Subscriber } from '../shop/newsletter-store';
import { cartLinkPath } from '../cart/back-to-cart';

/** Lines a reminder names; the link shows the rest. */
const LINES_NAMED = 10;

/**
 * The one reminder of an idle cart (issue 37): what lies in it, the back-to-cart link, and, as every mail to a
 * subscriber, the unsubscribe link and headers, since the newsletter's consent is what allows it. False, sending
 * nothing, unless the subscriber is confirmed.
 */
export async function sendCartReminder(
  cart: Cart,
  customer: Customer,
  subscriber: Subscriber,
  context: MarketContext,
  now: Date,
): Promise<boolean> {
  const t = await messagesTranslator(subscriber.language, 'CartReminderMail');
  const storeName = context.store.config.storeName;
  const named = cart.lines.slice(0, LINES_NAMED).map((line) => {
    const variant = [line.product.title, line.saleElement.colour, line.saleElement.size]
      .filter(Boolean)
      .join(', ');
    return t('line', { quantity: line.quantity, title: variant });
  });
  const more = cart.lines.length - named.length;
  const path = await cartLinkPath(cart.id, cart.store, context.linkPrefix, now);
  return sendNewsletterMail(subscriber, context, {
    subject: t('subject', { storeName }),
    paragraphs: [
      t('greeting', { name: `${customer.firstname} ${customer.lastname}`.trim() }),
      t('text', { storeName }),
      ...named,
      ...(more > 0 ? [t('more', { count: more })] : []),
      t('prices'),
      t('why'),
    ],
    link: `${context.origins[cart.store]}${path}`,
  });
}
