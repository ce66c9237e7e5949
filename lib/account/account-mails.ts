import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { composeMail, mailTranslator } from '../mail/compose';
import { sendMail } from '../mail/send';
import { signingKey } from '../session/signing-key';
import { signToken } from '../security/signed-token';
import type { Customer } from '../shop/types';

/** How long the link of a registration mail opens the account. */
export const CONFIRM_LINK_HOURS = 48;
/** How long a password reset link works (once). */
export const RESET_LINK_MINUTES = 60;

function pageUrl(context: MarketContext, market: Market, path: string): string {
  return `${context.origins[market.store]}${context.linkPrefix}${path}`;
}

async function mailFrame(customer: Customer, market: Market, context: MarketContext) {
  const t = await mailTranslator(market.language);
  const storeName = context.store.config.storeName;
  return {
    t,
    storeName,
    base: {
      from: `"${storeName.replace(/"/g, '')}" <${context.store.info.email}>`,
      to: customer.email,
      language: market.language,
      closing: [t('ignore'), t('signature', { storeName })],
    },
  };
}

/** SPEC §4 registration: a link that confirms the address and opens the account, signed and expiring. */
export async function sendConfirmationMail(
  customer: Customer,
  market: Market,
  context: MarketContext,
): Promise<void> {
  const { t, storeName, base } = await mailFrame(customer, market, context);
  const expiresAt = new Date(Date.now() + CONFIRM_LINK_HOURS * 3_600_000);
  const token = signToken({ u: customer.id, p: 'confirm' }, expiresAt, await signingKey('account'));
  await sendMail(
    composeMail({
      ...base,
      subject: t('confirmSubject', { storeName }),
      paragraphs: [
        t('greeting', { name: customer.firstname }),
        t('confirmText', { storeName, hours: CONFIRM_LINK_HOURS }),
      ],
      link: pageUrl(context, market, `/login-register?confirm=${token}`),
    }),
  );
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
  const { t, storeName, base } = await mailFrame(customer, market, context);
  await sendMail(
    composeMail({
      ...base,
      subject: t('existsSubject', { storeName }),
      paragraphs: [t('greeting', { name: customer.firstname }), t('existsText', { storeName })],
      link: pageUrl(context, market, '/login-register'),
    }),
  );
}

/**
 * SPEC §8's recovery, as a link rather than a new password in the mail: it sets a new password once, within an
 * hour. `fingerprint` ties it to the password it replaces, so it dies when that password changes.
 */
export async function sendPasswordResetMail(
  customer: Customer,
  fingerprint: string,
  market: Market,
  context: MarketContext,
): Promise<void> {
  const { t, storeName, base } = await mailFrame(customer, market, context);
  const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000);
  const token = signToken(
    { u: customer.id, p: 'reset', f: fingerprint },
    expiresAt,
    await signingKey('account'),
  );
  await sendMail(
    composeMail({
      ...base,
      subject: t('resetSubject', { storeName }),
      paragraphs: [
        t('greeting', { name: customer.firstname }),
        t('resetText', { minutes: RESET_LINK_MINUTES }),
      ],
      link: pageUrl(context, market, `/forgot-password?reset=${token}`),
    }),
  );
}
