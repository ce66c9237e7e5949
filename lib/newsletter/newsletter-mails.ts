import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import { composeMail, messagesTranslator, storeSender } from '../mail/compose';
import { sendMail } from '../mail/send';
import { signingKey } from '../session/signing-key';
import type { Subscriber } from '../shop/newsletter-store';
import { confirmToken, CONFIRM_LINK_HOURS, unsubscribeToken } from './newsletter-token';

/** The API path of RFC 8058's one-click unsubscribe; its page is /newsletter-unsubscribe. */
export const ONE_CLICK_PATH = '/api/newsletter/unsubscribe';

/**
 * RFC 2369 and RFC 8058 headers of every mail to a subscriber: mail clients show an "unsubscribe" button that
 * posts `List-Unsubscribe=One-Click` to the signed HTTPS link, or mails the store where no HTTP is possible.
 */
export function listUnsubscribeHeaders(
  subscriber: Pick<Subscriber, 'id' | 'store'>,
  context: Pick<MarketContext, 'origins' | 'store'>,
  key: string,
  now: Date,
): Record<string, string> {
  const link = `${context.origins[subscriber.store]}${ONE_CLICK_PATH}?token=${unsubscribeToken(subscriber.id, now, key)}`;
  const mailto = `mailto:${context.store.info.email}?subject=${encodeURIComponent(`unsubscribe ${subscriber.id}`)}`;
  return {
    'List-Unsubscribe': `<${link}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

interface SubscriberMail {
  subject: string;
  paragraphs: string[];
  link?: string;
}

/**
 * One mail to a subscriber in their language, with the unsubscribe headers and the page's link to unsubscribe at
 * its end. `context` is the subscriber's store in their language (its link prefix).
 */
async function mailSubscriber(
  subscriber: Subscriber,
  context: MarketContext,
  write: (
    t: (key: string, values?: Record<string, string | number>) => string,
    storeName: string,
  ) => SubscriberMail,
): Promise<void> {
  const now = new Date();
  const key = await signingKey('newsletter');
  const t = await messagesTranslator(subscriber.language, 'NewsletterMail');
  const storeName = context.store.config.storeName;
  const parts = write(t, storeName);
  const page = `${context.origins[subscriber.store]}${context.linkPrefix}/newsletter-unsubscribe?token=${unsubscribeToken(subscriber.id, now, key)}`;
  await sendMail({
    ...composeMail({
      from: storeSender(context),
      to: subscriber.email,
      language: subscriber.language,
      subject: parts.subject,
      paragraphs: parts.paragraphs,
      link: parts.link,
      closing: [t('unsubscribeHint', { link: page }), t('signature', { storeName })],
    }),
    headers: listUnsubscribeHeaders(subscriber, context, key, now),
  });
}

/** The double opt-in's mail: the subscription starts only when its link's button is pressed. */
export async function sendConfirmationRequest(subscriber: Subscriber, context: MarketContext): Promise<void> {
  const token = confirmToken(subscriber.id, subscriber.consentAt, new Date(), await signingKey('newsletter'));
  const origin = `${context.origins[subscriber.store]}${context.linkPrefix}`;
  await mailSubscriber(subscriber, context, (t, storeName) => ({
    subject: t('confirmSubject', { storeName }),
    paragraphs: [t('confirmText', { storeName, hours: CONFIRM_LINK_HOURS }), t('ignore')],
    link: `${origin}/newsletter?confirm=${token}`,
  }));
}

/**
 * Sent instead of a confirmation when the address already receives the newsletter (docs/product.md §8 "already registered"),
 * so the sign-up page answers the same for every address and only the mailbox's owner learns it is subscribed.
 */
export async function sendAlreadyRegisteredNotice(
  subscriber: Subscriber,
  context: MarketContext,
): Promise<void> {
  await mailSubscriber(subscriber, context, (t, storeName) => ({
    subject: t('alreadySubject', { storeName }),
    paragraphs: [t('alreadyText', { storeName })],
  }));
}

/**
 * What the shop sends as its newsletter: only to a confirmed subscriber, always with the unsubscribe headers and
 * link. Answers false, sending nothing, for anyone else.
 */
export async function sendNewsletterMail(
  subscriber: Subscriber,
  context: MarketContext,
  issue: SubscriberMail,
): Promise<boolean> {
  if (subscriber.status !== 'subscribed') return false;
  await mailSubscriber(subscriber, context, () => issue);
  return true;
}
