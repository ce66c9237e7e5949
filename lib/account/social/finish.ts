import 'server-only';
import type { Shopper } from '../../cart/service';
import type { MarketContext } from '../../catalog/market-context';
import type { Market } from '../../i18n/market';
import { getCustomers } from '../../storefront';
import { sendWelcomeMail } from '../account-mails';
import { isBusiness } from '../../shop/customer-types';
import { notifyAfterwards } from '../notify';
import { checkPassword, refused, type AccountOutcome } from '../service';
import { signIn } from '../sign-in';
import { vatIdOf } from '../vat-check';
import type { PendingIdentity } from './sealed-cookies';
import type { CompleteInput, LinkInput } from './schemas';

const identityOf = (pending: PendingIdentity) => ({ provider: pending.p, subject: pending.sub });

const signedIn = async (shopper: Shopper, market: Market, customerId: number): Promise<AccountOutcome> => ({
  ok: true,
  notice: { code: 'account.loggedIn' },
  cookieValue: (await signIn(shopper.cookie, market, customerId)).cookieValue,
});

/**
 * A new customer from the provider's verified address and the completed form: confirmed at once (the provider
 * proved the mailbox), without a password (one can be set through password recovery), welcomed by mail like any
 * confirmed registration, and signed in.
 */
export async function completeSignUp(
  input: CompleteInput,
  pending: PendingIdentity,
  shopper: Shopper,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  const vatId = isBusiness(input.title) && input.vatNumber ? vatIdOf(input.vatNumber, context) : null;
  if (vatId && !vatId.ok) return refused(422, vatId.problem, ['vatNumber']);
  const shop = await getCustomers();
  const signUp = await shop.createSocialCustomer({
    title: input.title,
    firstname: input.firstname,
    lastname: input.lastname,
    email: pending.email,
    company: isBusiness(input.title) ? input.company : null,
    vatNumber: vatId?.ok ? vatId.vatId.value : null,
    store: market.store,
    language: market.language,
    identity: identityOf(pending),
  });
  if (signUp.kind === 'created') {
    const customer = signUp.customer;
    await notifyAfterwards('welcome', () => sendWelcomeMail(customer, market, context));
    return signedIn(shopper, market, customer.id);
  }
  // The same answer completed twice (a second tab): the identity is linked already, and proven again now.
  const linked =
    signUp.kind === 'identityTaken' ? await shop.findIdentityCustomer(identityOf(pending)) : null;
  if (linked !== null) return signedIn(shopper, market, linked);
  return refused(409, 'social.emailTaken');
}

/**
 * Links the provider to the account that has its address, only with that account's password: checked and
 * throttled exactly like a login (failures counted, the captcha when due), with one answer for every wrong
 * password.
 */
export async function linkWithPassword(
  input: LinkInput,
  pending: PendingIdentity,
  shopper: Shopper,
  market: Market,
): Promise<AccountOutcome> {
  const { account, refusal } = await checkPassword(pending.email, input.password, shopper.address, input);
  if (refusal) return refusal;
  if (!account) return refused(401, 'social.wrongPassword', ['password']);
  const shop = await getCustomers();
  const identity = identityOf(pending);
  if (
    !(await shop.linkIdentity(account.id, identity)) &&
    (await shop.findIdentityCustomer(identity)) !== account.id
  )
    return refused(409, 'social.identityTaken');
  return signedIn(shopper, market, account.id);
}
