import 'server-only';
import { z } from 'zod';
import type { ApiError } from '../api/responses';
import { consume, type RateLimitName } from '../api/rate-limit';
import type { MarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { readSignedToken } from '../security/signed-token';
import type { Shopper } from '../cart/service';
import { signingKey } from '../session/signing-key';
import { getShop } from '../shop';
import type { CustomerLogin } from '../shop/types';
import { sendAlreadyRegisteredMail, sendConfirmationMail, sendWelcomeMail } from './account-mails';
import { notifyAfterwards } from './notify';
import { hashPassword, passwordMatches } from './password-hash';
import { passwordProblem } from './password-policy';
import { passwordVersion } from './password-version';
import { mayMailRecipient } from './recipient-limit';
import type { LoginInput, RegisterInput } from './schemas';
import { signIn } from './sign-in';
import { vatIdOf } from './vat-check';
import { isBusiness } from './fields';

export type AccountOutcome =
  | { ok: true; notice: ApiError; cookieValue: string | null }
  | { ok: false; status: RefusalStatus | 429; error: ApiError; retryAfterSeconds?: number };

type RefusalStatus = 401 | 403 | 404 | 409 | 410 | 422 | 503;

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
 * SPEC §1 registration, without telling anyone whether the address has an account (ASVS 6.3): every valid form
 * gets the same answer after the same work (a hash and one mail). A new address gets a confirmation link; an
 * address with an account gets a note that it has one. Nobody is logged in until the link is opened.
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
  const problem = passwordProblem(input.password);
  if (problem) return refused(422, problem, ['password']);
  const vatId = isBusiness(input.title) && input.vatNumber ? vatIdOf(input.vatNumber, context) : null;
  if (vatId && !vatId.ok) return refused(422, vatId.problem, ['vatNumber']);
  if (!(await mayMailRecipient('registration', input.email))) return REGISTRATION_SENT;
  const registration = await (
    await getShop()
  ).registerCustomer({
    title: input.title,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    passwordHash: await hashPassword(input.password),
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

/**
 * A login's password check, wherever an account's password is asked for to log in: limited per client address
 * and per account, and the same argon2 work whether or not the address has an account (or a password). The
 * account when the password is right; none when it is wrong; the refusal when the limit is reached.
 */
export async function checkPassword(
  email: string,
  password: string,
  address: string,
): Promise<{ account: CustomerLogin | null; refusal?: AccountOutcome }> {
  const tooMany = (await limited('login', address)) ?? (await limited('loginAccount', email));
  if (tooMany) return { account: null, refusal: tooMany };
  const account = await (await getShop()).getCustomerLogin(email);
  const matches = await passwordMatches(account?.passwordHash ?? null, password);
  return { account: matches ? account : null };
}

/**
 * SPEC §4 login: one answer for an unknown address and a wrong password, after the same argon2 work; limited per
 * address and per account, so neither guessing one password everywhere nor many passwords for one account pays.
 */
export async function login(
  input: LoginInput,
  shopper: Shopper,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  const { account, refusal } = await checkPassword(input.email, input.password, shopper.address);
  if (refusal) return refusal;
  if (!account) return refused(401, 'account.wrongLogin', ['email', 'password']);
  if (!account.confirmed) {
    const customer = await (await getShop()).getCustomer(account.id);
    if (customer) await sendConfirmationMail(customer, market, context).catch(() => undefined);
    return refused(403, 'account.notConfirmed', ['email']);
  }
  const { cookieValue } = await signIn(shopper.cookie, market, account.id);
  return { ok: true, notice: { code: 'account.loggedIn' }, cookieValue };
}

const confirmTokenSchema = z.object({
  u: z.number().int().positive(),
  p: z.literal('confirm'),
  v: z.string().max(32),
  o: z.number().int().positive().optional(),
  e: z.number(),
});

/**
 * Opens the link of a registration mail (posted from the page it leads to, so a mail scanner's GET changes
 * nothing): confirms the address once, logs the customer in and welcomes them by mail; a used link says the
 * address is confirmed.
 */
export async function confirmRegistration(
  token: string,
  shopper: Shopper,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  const reading = readSignedToken(token, confirmTokenSchema, await signingKey('account'), new Date());
  if (!reading.ok)
    return reading.reason === 'expired'
      ? refused(410, 'account.linkExpired')
      : refused(422, 'account.linkInvalid');
  const shop = await getShop();
  const customer = await shop.getCustomer(reading.payload.u);
  if (!customer) return refused(422, 'account.linkInvalid');
  if (customer.confirmed) return refused(409, 'account.alreadyConfirmed');
  // A link whose password was since replaced by another registration of the address would confirm that one's.
  const login = await shop.getCustomerLogin(customer.email);
  if (passwordVersion(login?.passwordHash ?? null) !== reading.payload.v)
    return refused(422, 'account.linkInvalid');
  // SPEC §4 guest to customer: the order the guest placed in the session that registered becomes the account's.
  if (reading.payload.o) await shop.adoptGuestOrder(customer.id, reading.payload.o, customer.email);
  if (!(await shop.confirmCustomer(customer.id))) return refused(409, 'account.alreadyConfirmed');
  await notifyAfterwards('welcome', () => sendWelcomeMail(customer, market, context));
  const { cookieValue } = await signIn(shopper.cookie, market, customer.id);
  return { ok: true, notice: { code: 'account.confirmed' }, cookieValue };
}
