import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import { signingKey } from '../session/signing-key';
import { getNewsletterStore } from '../storefront';
import type { ConsentSource } from '../shop/newsletter-store';
import type { Customer } from '../shop/types';
import type { NewsletterError, NewsletterNotice } from './newsletter-message';
import { sendAlreadyRegisteredNotice, sendConfirmationRequest } from './newsletter-mails';
import { readConfirmToken, readUnsubscribeToken } from './newsletter-token';

export type NewsletterOutcome =
  | { ok: true; notice: NewsletterNotice }
  | { ok: false; status: number; error: NewsletterError; seconds?: number };

const linkError = (reason: 'invalid' | 'expired'): NewsletterOutcome => ({
  ok: false,
  status: reason === 'expired' ? 410 : 400,
  error: reason === 'expired' ? 'linkExpired' : 'linkInvalid',
});

/**
 * A sign-up: a new or former subscriber gets the double opt-in's mail, a subscribed one a notice that it already
 * is. A visitor is told the same either way, so the form cannot tell which addresses are subscribed (docs/product.md §8
 * "already registered" is in the mail). Only a signed-in customer signing up their own login address hears it
 * on the page: the answer is about their own account. Their subscription is tied to the account.
 */
export async function signUp(
  request: { email: string; source: ConsentSource; customer: Customer | null },
  context: MarketContext,
): Promise<NewsletterOutcome> {
  const own = request.customer !== null && request.customer.email.toLowerCase() === request.email;
  const { subscriber, before } = await (
    await getNewsletterStore()
  ).signUp({
    store: context.market.store,
    email: request.email,
    language: context.market.language,
    source: request.source,
    customerId: own ? request.customer!.id : null,
    now: new Date(),
  });
  if (before === 'subscribed') {
    await sendAlreadyRegisteredNotice(subscriber, context);
    return { ok: true, notice: own ? 'alreadyRegistered' : 'checkMailbox' };
  }
  await sendConfirmationRequest(subscriber, context);
  return { ok: true, notice: 'checkMailbox' };
}

/** The button of the confirmation mail's link: the holder of the mailbox may hear how the subscription stands. */
export async function confirm(token: string): Promise<NewsletterOutcome> {
  const now = new Date();
  const read = readConfirmToken(token, await signingKey('newsletter'), now);
  if (!read.ok) return linkError(read.reason);
  const outcome = await (
    await getNewsletterStore()
  ).confirm(read.payload.subscriberId, read.payload.consentAt, now);
  switch (outcome) {
    case 'confirmed':
      return { ok: true, notice: 'confirmed' };
    case 'alreadySubscribed':
      return { ok: true, notice: 'alreadyRegistered' };
    case 'stale':
      return { ok: false, status: 409, error: 'linkReplaced' };
    case 'notFound':
      return { ok: true, notice: 'emailNotFound' };
  }
}

/** The unsubscribe link's button, or a mail client's one-click POST. */
export async function unsubscribe(token: string): Promise<NewsletterOutcome> {
  const now = new Date();
  const read = readUnsubscribeToken(token, await signingKey('newsletter'), now);
  if (!read.ok) return linkError(read.reason);
  const outcome = await (await getNewsletterStore()).unsubscribe(read.payload.subscriberId, now);
  return { ok: true, notice: outcome === 'notFound' ? 'emailNotFound' : outcome };
}

/** The account's switch: always the session's customer and their login address, never one the request names. */
export async function accountSubscribe(
  customer: Customer,
  context: MarketContext,
): Promise<NewsletterOutcome> {
  return signUp({ email: customer.email.toLowerCase(), source: 'account', customer }, context);
}

export async function accountUnsubscribe(
  customer: Customer,
  context: MarketContext,
): Promise<NewsletterOutcome> {
  const store = await getNewsletterStore();
  const subscription = await store.findForCustomer(context.market.store, customer.id, customer.email);
  if (!subscription) return { ok: true, notice: 'emailNotFound' };
  const outcome = await store.unsubscribe(subscription.id, new Date());
  return { ok: true, notice: outcome === 'notFound' ? 'emailNotFound' : outcome };
}
