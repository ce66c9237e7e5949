import 'server-only';
import { z } from 'zod';
import type { Shopper } from '../cart/service';
import type { MarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { readSignedToken } from '../security/signed-token';
import { signingKey } from '../session/signing-key';
import { currentSession } from '../session/shopper-session';
import { getSessionStore, getCustomers } from '../storefront';
import type { Customer } from '../shop/types';
import { isBusiness } from '../shop/customer-types';
import { notifyAfterwards } from './notify';
import { mayMailRecipient } from './recipient-limit';
import { passwordMatches } from './password-hash';
import { guardedPasswordCheck } from './password-guard';
import { sendEmailChangeLink, sendEmailChangedNotice, sendEmailTakenNotice } from './profile-mails';
import type { ChangeEmailInput, UpdateProfileInput } from './profile-schemas';
import { done, limited, LOGIN_REQUIRED, refused, type AccountOutcome } from './service';
import { asCustomer } from '../session/session-customer';
import { checkCustomerVat, vatIdOf } from './vat-check';

/**
 * docs/product.md §5 personal information of the session's customer; a company or association names itself and may give a
 * VAT id, which must hold its shape and check digit and is then asked about at VIES (within the VAT check's
 * limits; beyond them it waits for the customer's "check now").
 */
export async function updateProfile(
  input: UpdateProfileInput,
  shopper: Shopper,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  return asCustomer(shopper.cookie, market, LOGIN_REQUIRED, async (customer) => {
    const business = isBusiness(input.title);
    const vatId = business && input.vatNumber ? vatIdOf(input.vatNumber, context) : null;
    if (vatId && !vatId.ok) return refused(422, vatId.problem, ['vatNumber']);
    const saved = await (
      await getCustomers()
    ).updateCustomerProfile(customer.id, {
      title: input.title,
      firstname: input.firstname,
      lastname: input.lastname,
      company: business ? input.company : null,
      vatNumber: vatId?.ok ? vatId.vatId.value : null,
    });
    if (!saved) return LOGIN_REQUIRED;
    if (saved.vatNumber && saved.vatStatus === 'unchecked' && !(await vatChecksExhausted(saved, shopper)))
      await checkCustomerVat(saved, context);
    return done('account.profileSaved');
  });
}

/** Spends one VAT check of the client address and of the account; the refusal when either has none left. */
async function vatChecksExhausted(customer: Customer, shopper: Shopper): Promise<AccountOutcome | null> {
  return (await limited('vatCheck', shopper.address)) ?? (await limited('vatCheckAccount', customer.email));
}

/**
 * docs/product.md §5's VAT id messages on request: registered (valid), not registered (invalid), or VIES could not say
 * (verification error, asked again on the next check; never taken as valid).
 */
export async function checkVat(
  shopper: Shopper,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  return asCustomer(shopper.cookie, market, LOGIN_REQUIRED, async (customer) => {
    if (!customer.vatNumber) return refused(422, 'account.vatMissing', ['vatNumber']);
    const tooMany = await vatChecksExhausted(customer, shopper);
    if (tooMany) return tooMany;
    const status = await checkCustomerVat(customer, context);
    if (status === 'valid') return done('account.vatValid');
    if (status === 'invalid') return refused(422, 'account.vatNotRegistered', ['vatNumber']);
    return refused(503, 'account.vatUnverified', ['vatNumber']);
  });
}

/**
 * A new login address asks for the current password (guessing it is throttled like a login) and is only taken
 * once the new mailbox opens the mailed link. The answer is the same whether or not another account has the
 * address: that mailbox is told instead, so the form cannot be used to find out who is a customer. Nor is a
 * mailbox told more than the recipient limit allows, whichever customers ask.
 */
export async function requestEmailChange(
  input: ChangeEmailInput,
  shopper: Shopper,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  return asCustomer(shopper.cookie, market, LOGIN_REQUIRED, async (customer) => {
    const shop = await getCustomers();
    const check = await guardedPasswordCheck(
      { email: customer.email, address: shopper.address, captcha: input },
      async () =>
        passwordMatches(
          (await shop.getCustomerLogin(customer.email))?.passwordHash ?? null,
          input.currentPassword,
        ),
    );
    if ('refusal' in check) return check.refusal;
    if (!check.matched) return refused(422, 'account.wrongPassword', ['currentPassword']);
    if (input.newEmail === customer.email) return refused(422, 'account.emailUnchanged', ['newEmail']);
    const mailsTooMany = await limited('emailChange', customer.email);
    if (mailsTooMany) return mailsTooMany;
    if (!(await mayMailRecipient('emailChange', input.newEmail))) return done('account.emailChangeSent');
    const other = await shop.getCustomerLogin(input.newEmail);
    try {
      if (other) await sendEmailTakenNotice(customer, input.newEmail, market, context);
      else await sendEmailChangeLink(customer, input.newEmail, market, context);
    } catch (error) {
      console.error('An e-mail change mail could not be sent', error);
      return refused(503, 'account.mailFailed');
    }
    return done('account.emailChangeSent');
  });
}

const emailTokenSchema = z.object({
  u: z.number().int().positive(),
  p: z.literal('email'),
  o: z.string().max(254),
  n: z.string().max(254),
  e: z.number(),
});

/**
 * The button behind the mailed link: moves the login once (the link names the address it moves from) and tells
 * the old address. Posted from the page the link opens, so a mail scanner's GET changes nothing. Like a new
 * password, a new login ends every other session of the customer (whoever was logged in elsewhere is out);
 * the one that pressed the button stays when it is the customer's.
 */
export async function confirmEmailChange(
  token: string,
  shopper: Shopper,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  const reading = readSignedToken(token, emailTokenSchema, await signingKey('account'), new Date());
  if (!reading.ok)
    return reading.reason === 'expired'
      ? refused(410, 'account.emailLinkExpired')
      : refused(422, 'account.emailLinkInvalid');
  const { u: customerId, o: oldEmail, n: newEmail } = reading.payload;
  const shop = await getCustomers();
  const change = await shop.changeCustomerEmail(customerId, oldEmail, newEmail);
  if (change === 'taken') return refused(409, 'account.emailTaken');
  if (change === 'stale') return refused(422, 'account.emailLinkInvalid');
  const session = await currentSession(shopper.cookie, market.store);
  const keep = session?.stored.customerId === customerId ? session.idHash : null;
  await (await getSessionStore()).removeForCustomer(customerId, keep);
  const customer: Customer | null = await shop.getCustomer(customerId);
  if (customer)
    await notifyAfterwards('e-mail changed', () =>
      sendEmailChangedNotice(customer, oldEmail, market, context),
    );
  return done('account.emailChanged');
}
