import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { signToken } from '../security/signed-token';
import { signingKey } from '../session/signing-key';
import type { Customer } from '../shop/types';
import { sendAccountMail } from './account-mails';

/** How long the link that moves the login to a new address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/**
 * To the new address: a link that moves the login there once it is opened, so nobody can move an account to
 * a mailbox that is not theirs. It names the old address, so it dies when the login changes in between.
 */
export async function sendEmailChangeLink(
  customer: Customer,
  newEmail: string,
  market: Market,
  context: MarketContext,
): Promise<void> {
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_LINK_HOURS * 3_600_000);
  const token = signToken(
    { u: customer.id, p: 'email', o: customer.email, n: newEmail },
    expiresAt,
    await signingKey('account'),
  );
  await sendAccountMail({ customer, to: newEmail }, market, context, (t, storeName, pageUrl) => ({
    subject: t('emailChangeSubject', { storeName }),
    paragraphs: [t('emailChangeText', { storeName, hours: EMAIL_CHANGE_LINK_HOURS })],
    link: pageUrl(`/login-register?email=${token}`),
  }));
}

/** To a new address that already has an account: the same work and answer as a link, and no change. */
export async function sendEmailTakenNotice(
  customer: Customer,
  newEmail: string,
  market: Market,
  context: MarketContext,
): Promise<void> {
  await sendAccountMail({ customer, to: newEmail }, market, context, (t, storeName) => ({
    subject: t('emailChangeSubject', { storeName }),
    paragraphs: [t('emailTakenText', { storeName })],
  }));
}

/** To the old address once the login has moved: whoever did not ask for it learns at once, and where to turn. */
export async function sendEmailChangedNotice(
  customer: Customer,
  oldEmail: string,
  market: Market,
  context: MarketContext,
): Promise<void> {
  await sendAccountMail({ customer, to: oldEmail }, market, context, (t, storeName) => ({
    subject: t('emailChangedSubject', { storeName }),
    paragraphs: [
      t('emailChangedText', { storeName, email: customer.email }),
      t('notYou', { email: context.store.info.email }),
    ],
    closing: [t('signature', { storeName })],
  }));
}

/** After a password change or reset: the customer learns of it even when someone else did it. */
export async function sendPasswordChangedNotice(
  customer: Customer,
  market: Market,
  context: MarketContext,
): Promise<void> {
  await sendAccountMail({ customer }, market, context, (t, storeName, pageUrl) => ({
    subject: t('passwordChangedSubject', { storeName }),
    paragraphs: [t('passwordChangedText', { storeName }), t('notYou', { email: context.store.info.email })],
    link: pageUrl('/forgot-password'),
    closing: [t('signature', { storeName })],
  }));
}
