import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { composeMail, mailTranslator, type MailTranslator, storeSender } from '../mail/compose';
import { sendMail } from '../mail/send';
import { signingKey } from '../session/signing-key';
import { signToken } from '../security/signed-token';
import type { Customer } from '../shop/types';

/** How long the link of a registration mail opens the account. */
export const CONFIRM_LINK_HOURS = 48;
/** How long a password reset link works (once). */
export const RESET_LINK_MINUTES = 60;

/** What a mail says beyond the greeting; the closing defaults to "ignore it if it was not you" and the signature. */
interface AccountMailParts {
  subject: string;
  paragraphs: string[];
  link?: string;
  closing?: string[];
}

type MailWriter = (
  t: MailTranslator,
  storeName: string,
  /** A page of the shopper's store, as a link a mail can carry. */
  pageUrl: (path: string) => string,
) => AccountMailParts;

/**
 * One account mail in the shopper's language, from the store, greeting the customer: to their address, or to
 * `to` where it concerns another (a new login address, the old one after a change).
 */
export async function sendAccountMail(
  recipient: { customer: Customer; to?: string },
  market: Market,
  context: MarketContext,
  write: MailWriter,
): Promise<void> {
  const t = await mailTranslator(market.language);
  const storeName = context.store.config.storeName;
  const origin = `${context.origins[market.store]}${context.linkPrefix}`;
  const parts = write(t, storeName, (path) => `${origin}${path}`);
  await sendMail(
    composeMail({
      from: storeSender(context),
      to: recipient.to ?? recipient.customer.email,
      language: market.language,
      subject: parts.subject,
      paragraphs: [t('greeting', { name: recipient.customer.firstname }), ...parts.paragraphs],
      link: parts.link,
      closing: parts.closing ?? [t('ignore'), t('signature', { storeName })],
    }),
  );
}

/**
 * docs/product.md §4 registration: a link whose opener chooses the password, which confirms the address and opens the
 * account, signed and expiring. After a guest order it names that order, which the account then takes over.
 */
export async function sendConfirmationMail(
  customer: Customer,
  market: Market,
  context: MarketContext,
  guestOrderId: number | null = null,
): Promise<void> {
  const expiresAt = new Date(Date.now() + CONFIRM_LINK_HOURS * 3_600_000);
  const token = signToken(
    { u: customer.id, p: 'confirm', ...(guestOrderId === null ? {} : { o: guestOrderId }) },
    expiresAt,
    await signingKey('account'),
  );
  await sendAccountMail({ customer }, market, context, (t, storeName, pageUrl) => ({
    subject: t('confirmSubject', { storeName }),
    paragraphs: [t('confirmText', { storeName, hours: CONFIRM_LINK_HOURS })],
    link: pageUrl(`/login-register?confirm=${token}`),
  }));
}

/**
 * Once the address is confirmed: the account is ready, under which customer number, and where to find it. Not a
 * notice to ignore, so it closes with the signature alone.
 */
export async function sendWelcomeMail(
  customer: Customer,
  market: Market,
  context: MarketContext,
): Promise<void> {
  await sendAccountMail({ customer }, market, context, (t, storeName, pageUrl) => ({
    subject: t('welcomeSubject', { storeName }),
    paragraphs: [t('welcomeText', { storeName, ref: customer.ref }), t('welcomeAccount')],
    link: pageUrl('/account'),
    closing: [t('signature', { storeName })],
  }));
}

/**
 * Sent instead of a confirmation when the address already has an account, so the registration form answers the
 * same either way and only the mailbox's owner learns that the account exists.
 */
export async function sendAlreadyRegisteredMail(
  customer: Customer,
  market: Market,
  context: MarketContext,
): Promise<void> {
  await sendAccountMail({ customer }, market, context, (t, storeName, pageUrl) => ({
    subject: t('existsSubject', { storeName }),
    paragraphs: [t('existsText', { storeName })],
    link: pageUrl('/login-register'),
  }));
}

/**
 * docs/product.md §8's recovery, as a link rather than a new password in the mail: it sets a new password once, within an
 * hour. `fingerprint` ties it to the password it replaces, so it dies when that password changes.
 */
export async function sendPasswordResetMail(
  customer: Customer,
  fingerprint: string,
  market: Market,
  context: MarketContext,
): Promise<void> {
  const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000);
  const token = signToken(
    { u: customer.id, p: 'reset', f: fingerprint },
    expiresAt,
    await signingKey('account'),
  );
  await sendAccountMail({ customer }, market, context, (t, storeName, pageUrl) => ({
    subject: t('resetSubject', { storeName }),
    paragraphs: [t('resetText', { minutes: RESET_LINK_MINUTES })],
    link: pageUrl(`/forgot-password?reset=${token}`),
  }));
}
