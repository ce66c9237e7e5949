import { setTimeout as sleep } from 'node:timers/promises';
import 'server-only';
import { z } from 'zod';
import { consume, type RateLimitName } from '../api/rate-limit';
import type { MarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { readSignedToken } from '../security/signed-token';
import type { Shopper } from '../cart/service';
import { signingKey } from '../session/signing-key';
import { getAccountAdoption, getCustomers, getOrders } from '../storefront';
import type { CustomerLogin } from '../shop/types';
import { sendAlreadyRegisteredMail, sendConfirmationMail, sendWelcomeMail } from './account-mails';
import { notifyAfterwards } from './notify';
import { hashPassword, passwordMatches } from './password-hash';
import { guardedPasswordCheck, type PasswordTry } from './password-guard';
import { passwordProblem } from './password-policy';
import { mayMailRecipient } from './recipient-limit';
import type { ConfirmInput, LoginInput, RegisterInput } from './schemas';
import { signIn } from './sign-in';
import { vatIdOf } from './vat-check';
import { isBusiness } from '../shop/customer-types';
import type { AccountOutcome, RefusalStatus } from './account-outcome';

export type { AccountOutcome };

export const refused = (status: RefusalStatus, code: string, fields?: string[]): AccountOutcome => ({
  ok: false,
  status,
  error: fields ? { code, fields } : { code },
});

/** A change made, with the notice its page shows. */
export const done = (code: string): AccountOutcome => ({ ok: true, notice: { code }, cookieValue: null });

export const LOGIN_REQUIRED = refused(401, 'account.loginRequired');

export async function limited(
  name: Exclude<RateLimitName, 'cartChange' | 'newSession'>,
  key: string,
): Promise<AccountOutcome | null> {
  const limit = await consume(name, key);
  if (limit.allowed) return null;
  return {
    ok: false,
    status: 429,
    error: { code: 'request.tooMany', values: { seconds: limit.retryAfterSeconds } },
    retryAfterSeconds: limit.retryAfterSeconds,
  };
}

const REGISTRATION_SENT: AccountOutcome = {
  ok: true,
  notice: { code: 'account.registrationSent' },
  cookieValue: null,
};

/**
 * docs/product.md §1 registration, without telling anyone whether the address has an account (ASVS 6.3): every valid form
 * gets the same answer after the same work (one mail). A new address gets a confirmation link; an address with
 * an account gets a note that it has one. Nobody is logged in, and the account has no password, until the link
 * is opened and its opener chooses one.
 */
export async function register(
  input: RegisterInput,
  shopper: Shopper,
  market: Market,
  context: MarketContext,
  /** The guest order this registration follows (lib/account/register-after-order.ts), for the account to take. */
  guestOrderId: number | null = null,
): Promise<AccountOutcome> {
  const tooMany = await limited('register', shopper.address);
  if (tooMany) return tooMany;
  const vatId = isBusiness(input.title) && input.vatNumber ? vatIdOf(input.vatNumber, context) : null;
  if (vatId && !vatId.ok) return refused(422, vatId.problem, ['vatNumber']);
  if (!(await mayMailRecipient('registration', input.email))) return REGISTRATION_SENT;
  const registration = await (
    await getCustomers()
  ).registerCustomer({
    title: input.title,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    company: isBusiness(input.title) ? input.company : null,
    vatNumber: vatId?.ok ? vatId.vatId.value : null,
    store: market.store,
    language: market.language,
  });
  try {
    if (registration.kind === 'alreadyConfirmed')
      await sendAlreadyRegisteredMail(registration.customer, market, context);
    else await sendConfirmationMail(registration.customer, market, context, guestOrderId);
  } catch (error) {
    console.error('A registration mail could not be sent', error);
    return refused(503, 'account.mailFailed');
  }
  return REGISTRATION_SENT;
}

/** Longer than Thelia's own password check (bcrypt at cost 10 to 12 on a shop's server) with its round trip. */
export const THELIA_ANSWER_FLOOR_MS = 600;

/**
 * On a Thelia shop, a customer from before the switch (README "Running on a Thelia shop"). Thelia is asked after
 * every refused password, so an unknown address and a wrong password take the same time; its word counts only
 * when no confirmed storefront account had the address, and only the account's own hash opens the account it made.
 */
async function adoptedAccount(
  email: string,
  password: string,
  local: CustomerLogin | null,
  at: Pick<Market, 'store' | 'language'>,
): Promise<CustomerLogin | null> {
  const adoption = await getAccountAdoption();
  if (!adoption) return null;
  // Thelia answers an unknown address at once and a known one after its bcrypt check: every ask takes at least
  // the floor, so the time of a refusal does not tell who bought there.
  const [adopted] = await Promise.all([
    adoption.adopt({
      email,
      password,
      store: at.store,
      language: at.language,
      passwordHash: () => hashPassword(password),
    }),
    sleep(THELIA_ANSWER_FLOOR_MS),
  ]);
  // Read again whatever Thelia said, so both answers take the same time: a first login of the same customer at
  // the same moment may have made the account, and given Thelia a new password, meanwhile.
  const now = adopted?.confirmed ? adopted : await (await getCustomers()).getCustomerLogin(email);
  if (local?.confirmed || !now?.confirmed) return null;
  return (await passwordMatches(now.passwordHash, password)) ? now : null;
}

/**
 * A login's password check, wherever an account's password is asked for to log in: behind the failure counts
 * (lib/account/password-guard.ts), and the same argon2 work whether or not the address has an account (or a
 * password). The account when the password is right and the account confirmed; none otherwise; the refusal
 * when the client is held up or the captcha is due. `at`, the shop a login is made at, lets a Thelia customer
 * from before the switch in; without it (linking a provider to an account, which exists) nobody is adopted.
 */
export async function checkPassword(
  email: string,
  password: string,
  address: string,
  captcha: PasswordTry['captcha'],
  at?: Pick<Market, 'store' | 'language'>,
): Promise<{ account: CustomerLogin | null; refusal?: AccountOutcome }> {
  let account: CustomerLogin | null = null;
  const check = await guardedPasswordCheck({ email, address, captcha }, async () => {
    const login = await (await getCustomers()).getCustomerLogin(email);
    // An unconfirmed account with a password is one registered before the link chose it: never opened so.
    if ((await passwordMatches(login?.passwordHash ?? null, password)) && login?.confirmed) account = login;
    else if (at) account = await adoptedAccount(email, password, login, at);
    return account !== null;
  });
  return 'refusal' in check ? { account: null, refusal: check.refusal } : { account };
}

/**
 * docs/product.md §4 login: one answer for an unknown address and a wrong password, after the same argon2 work. Failures
 * hold up the client that makes them and bring the captcha to the account, so neither guessing one password
 * everywhere nor many passwords for one account pays, and nobody can lock the owner out.
 */
export async function login(input: LoginInput, shopper: Shopper, market: Market): Promise<AccountOutcome> {
  const { account, refusal } = await checkPassword(
    input.email,
    input.password,
    shopper.address,
    input,
    market,
  );
  if (refusal) return refusal;
  if (!account) return refused(401, 'account.wrongLogin', ['email', 'password']);
  const { cookieValue } = await signIn(shopper.cookie, market, account.id);
  return { ok: true, notice: { code: 'account.loggedIn' }, cookieValue };
}

const confirmTokenSchema = z.object({
  u: z.number().int().positive(),
  p: z.literal('confirm'),
  o: z.number().int().positive().optional(),
  e: z.number(),
});

/**
 * Opens the link of a registration mail (posted from the page it leads to, so a mail scanner's GET changes
 * nothing): the opener chooses the account's password, which confirms the address once; the customer is logged
 * in and welcomed by mail; a used link says the address is confirmed. Only the mailbox's owner has the link, so
 * whoever registered the address cannot know the password (pentest #30: account pre-hijacking).
 */
export async function confirmRegistration(
  input: ConfirmInput,
  shopper: Shopper,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  const reading = readSignedToken(input.token, confirmTokenSchema, await signingKey('account'), new Date());
  if (!reading.ok)
    return reading.reason === 'expired'
      ? refused(410, 'account.linkExpired')
      : refused(422, 'account.linkInvalid');
  const customers = await getCustomers();
  const orders = await getOrders();
  const customer = await customers.getCustomer(reading.payload.u);
  if (!customer) return refused(422, 'account.linkInvalid');
  if (customer.confirmed) return refused(409, 'account.alreadyConfirmed');
  const problem = passwordProblem(input.password);
  if (problem) return refused(422, problem, ['password']);
  // docs/product.md §4 guest to customer: the order the guest placed in the session that registered becomes the account's.
  if (reading.payload.o) await orders.adoptGuestOrder(customer.id, reading.payload.o, customer.email);
  // Whatever password the pending account had is replaced; of two presses at once, one sets it and confirms.
  if (!(await customers.confirmCustomer(customer.id, await hashPassword(input.password))))
    return refused(409, 'account.alreadyConfirmed');
  await notifyAfterwards('welcome', () => sendWelcomeMail(customer, market, context));
  const { cookieValue } = await signIn(shopper.cookie, market, customer.id);
  return { ok: true, notice: { code: 'account.confirmed' }, cookieValue };
}
