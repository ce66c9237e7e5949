import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Shopper } from '../cart/service';
import type { MarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { readSignedToken } from '../security/signed-token';
import { signingKey } from '../session/signing-key';
import { getSessionStore, getCustomers } from '../storefront';
import { sendPasswordResetMail } from './account-mails';
import { hashPassword } from './password-hash';
import { passwordProblem } from './password-policy';
import type { ResetInput } from './schemas';
import { notifyAfterwards } from './notify';
import { mayMailRecipient } from './recipient-limit';
import { sendPasswordChangedNotice } from './profile-mails';
import { limited, refused, type AccountOutcome } from './service';

/**
 * Which password a reset link replaces, without carrying anything of its hash that could be attacked; a customer
 * who signed up with Google or Facebook has none yet, and sets their first one with such a link.
 */
const passwordFingerprint = (passwordHash: string | null) =>
  createHash('sha256')
    .update(passwordHash ?? '')
    .digest('base64url')
    .slice(0, 16);

/**
 * docs/product.md §2 /forgot-password: the same answer, at once, whether or not the address has an account (docs/product.md §8: a link
 * is sent if the address is known) and whether or not the address had its mails for the hour; the mail goes out
 * after the answer, so its time tells nothing either.
 */
export async function requestPasswordReset(
  email: string,
  shopper: Shopper,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  const tooMany = await limited('passwordReset', shopper.address);
  if (tooMany) return tooMany;
  const mayMail = await mayMailRecipient('passwordReset', email);
  const shop = await getCustomers();
  const account = await shop.getCustomerLogin(email);
  if (account && mayMail)
    void shop
      .getCustomer(account.id)
      .then((customer) =>
        customer
          ? sendPasswordResetMail(customer, passwordFingerprint(account.passwordHash), market, context)
          : undefined,
      )
      .catch((error: unknown) => console.error('A password reset mail could not be sent', error));
  return { ok: true, notice: { code: 'account.resetSent' }, cookieValue: null };
}

const resetTokenSchema = z.object({
  u: z.number().int().positive(),
  p: z.literal('reset'),
  f: z.string().max(32),
  e: z.number(),
});

/**
 * Sets the new password of a reset link, once: the link must still name the current password. Every session of
 * the customer ends (whoever knew the old password is out); they log in with the new one.
 */
export async function resetPassword(
  input: ResetInput,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  const reading = readSignedToken(input.token, resetTokenSchema, await signingKey('account'), new Date());
  if (!reading.ok)
    return reading.reason === 'expired'
      ? refused(410, 'account.resetLinkExpired')
      : refused(422, 'account.resetLinkInvalid');
  const problem = passwordProblem(input.password);
  if (problem) return refused(422, problem, ['password']);
  const shop = await getCustomers();
  const customer = await shop.getCustomer(reading.payload.u);
  const account = customer && (await shop.getCustomerLogin(customer.email));
  if (!customer || !account || passwordFingerprint(account.passwordHash) !== reading.payload.f)
    return refused(422, 'account.resetLinkInvalid');
  const replaced = await shop.replaceCustomerPassword(
    account.id,
    account.passwordHash,
    await hashPassword(input.password),
  );
  if (!replaced) return refused(422, 'account.resetLinkInvalid');
  await (await getSessionStore()).removeForCustomer(account.id, null);
  await notifyAfterwards('password changed', () => sendPasswordChangedNotice(customer, market, context));
  return { ok: true, notice: { code: 'account.passwordReset' }, cookieValue: null };
}
