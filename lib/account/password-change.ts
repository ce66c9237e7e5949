import 'server-only';
import type { Shopper } from '../cart/service';
import type { MarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { currentSession } from '../session/shopper-session';
import { getSessionStore, getCustomers } from '../storefront';
import { hashPassword, passwordMatches } from './password-hash';
import { guardedPasswordCheck } from './password-guard';
import { passwordProblem } from './password-policy';
import { notifyAfterwards } from './notify';
import { sendPasswordChangedNotice } from './profile-mails';
import type { ChangePasswordInput } from './schemas';
import { refused, type AccountOutcome } from './service';

/**
 * docs/product.md §5 password change from the account: the customer comes from the session, never the request; the current
 * password must be right (guessing it is throttled like a login); the new one follows the policy.
 * Every other session of the customer ends, so whoever knew the old password is out; this one goes on.
 */
export async function changePassword(
  input: ChangePasswordInput,
  shopper: Shopper,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  const session = await currentSession(shopper.cookie, market.store);
  if (session?.stored.customerId == null) return refused(401, 'account.loginRequired');
  const shop = await getCustomers();
  const customer = await shop.getCustomer(session.stored.customerId);
  const account = customer && (await shop.getCustomerLogin(customer.email));
  if (!account) return refused(401, 'account.loginRequired');
  const check = await guardedPasswordCheck(
    { email: customer.email, address: shopper.address, captcha: input },
    () => passwordMatches(account.passwordHash, input.oldPassword),
  );
  if ('refusal' in check) return check.refusal;
  if (!check.matched) return refused(422, 'account.wrongOldPassword', ['oldPassword']);
  const problem = passwordProblem(input.password);
  if (problem) return refused(422, problem, ['password']);
  const replaced = await shop.replaceCustomerPassword(
    account.id,
    account.passwordHash,
    await hashPassword(input.password),
  );
  // Changed meanwhile elsewhere: the current password this form was checked against is no longer current.
  if (!replaced) return refused(422, 'account.wrongOldPassword', ['oldPassword']);
  await (await getSessionStore()).removeForCustomer(account.id, session.idHash);
  await notifyAfterwards('password changed', () => sendPasswordChangedNotice(customer, market, context));
  return { ok: true, notice: { code: 'account.passwordChanged' }, cookieValue: null };
}
