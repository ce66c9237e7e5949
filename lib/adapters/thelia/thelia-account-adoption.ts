import type { AccountAdoption, AdoptionAttempt } from '../../shop/account-adoption';
import type { CustomerBackend } from '../../shop/customer-backend';
import { titleOfId, type CustomerLogin } from '../../shop/customer-types';
import { contentLocaleOf } from '../../shop/languages';
import { logError } from '../../monitoring/log-error';
import type { CustomerLinks } from './order-forwarding/customer-links';
import type { components } from './openapi/thelia-open-api';
import {
  TheliaError,
  TheliaSession,
  type CallOptions,
  type TheliaClient,
  type TheliaCustomer,
} from './thelia-client';

type CustomerInput = components['schemas']['CustomerInput'];

/** Every refused login waits for Thelia: long enough for a busy shop, short enough to stay a login. */
const LOGIN_DEADLINE: CallOptions = { timeoutMs: 3_000 };

/** The module's routes a takeover uses: the client's, or a test's stand-in between them and Thelia. */
export type TheliaAdoptionCalls = Pick<TheliaClient, 'login' | 'getCustomer' | 'updateCustomer' | 'logout'>;

export interface TheliaAdoptionDeps {
  customers: Pick<CustomerBackend, 'getCustomerLogin' | 'registerCustomer' | 'confirmCustomer'>;
  /** Order forwarding's links: the adopted customer's orders reach Thelia as that customer. */
  links: CustomerLinks;
  thelia: TheliaAdoptionCalls;
  /** A new Thelia session; the composition root knows the shop's cookie names. */
  newSession?: (locale: string, currency: string) => TheliaSession;
}

const freshSession = (locale: string, currency: string) => new TheliaSession({ locale, currency });

/** Whether Thelia logs the customer in; a wrong pair is the common answer, anything else a logged fault. */
async function loggedIn(thelia: TheliaAdoptionCalls, session: TheliaSession, attempt: AdoptionAttempt) {
  try {
    await thelia.login(session, { email: attempt.email, password: attempt.password }, LOGIN_DEADLINE);
    return true;
  } catch (error) {
    if (!(error instanceof TheliaError && error.kind === 'bad-credentials'))
      logError('Thelia could not be asked about a login the storefront refused', error);
    return false;
  }
}

/** GET /customer's answer as PATCH /customer takes it back, with Thelia's id. */
function completeCustomer(customer: TheliaCustomer): { id: number; input: CustomerInput } {
  const titleId = customer.civilityTitle?.id ?? customer.titleId;
  const langId = customer.lang?.id ?? customer.langId;
  const { id, reference, firstName, lastName, email, reseller } = customer;
  if (
    typeof id !== 'number' ||
    typeof titleId !== 'number' ||
    typeof langId !== 'number' ||
    !reference ||
    !firstName ||
    !lastName ||
    !email
  )
    throw new Error(`Thelia's customer ${id} lacks a field PATCH /customer needs`);
  const input: CustomerInput = {
    civilityTitle: { id: titleId },
    lang: { id: langId },
    reference,
    firstName,
    lastName,
    email,
  };
  return { id, input: typeof reseller === 'boolean' ? { ...input, reseller } : input };
}

/**
 * The storefront account of Thelia's customer, confirmed with the typed password's hash, for an address no account
 * had a moment ago: of two first logins at once, the one whose confirmation lands owns it (`made`), the other
 * finds it. The hash is made first, so the account is unconfirmed for one statement only; a login that finds it
 * so reads it again afterwards (lib/account/service.ts).
 */
async function accountFor(
  customers: TheliaAdoptionDeps['customers'],
  customer: CustomerInput,
  attempt: AdoptionAttempt,
): Promise<{ made: true; login: CustomerLogin } | { made: false; login: CustomerLogin | null }> {
  const passwordHash = await attempt.passwordHash();
  const { customer: account } = await customers.registerCustomer({
    // Thelia's title ids are the storefront's (docs/product.md §3), as forwarding sends them (thelia-buyer.ts).
    title: titleOfId(customer.civilityTitle.id),
    firstname: customer.firstName,
    lastname: customer.lastName,
    email: attempt.email,
    company: null,
    vatNumber: null,
    store: attempt.store,
    language: attempt.language,
  });
  if (await customers.confirmCustomer(account.id, passwordHash))
    return { login: { id: account.id, passwordHash, confirmed: true }, made: true };
  return { login: await customers.getCustomerLogin(attempt.email), made: false };
}

/**
 * Takes the Thelia account over for order forwarding: it gets the password of the customer's link (a new random
 * one, sealed, unless the address had a link already), never the customer's own, which the storefront keeps as
 * an argon2 hash only. From now on Thelia's front refuses the old password.
 */
async function takeOver(
  deps: TheliaAdoptionDeps,
  session: TheliaSession,
  customerId: number,
  thelia: { id: number; input: CustomerInput },
) {
  const account = await deps.links.accountOf({ customerId, email: thelia.input.email });
  await deps.thelia.updateCustomer(
    session,
    { customer: thelia.input, password: account.password },
    LOGIN_DEADLINE,
  );
  await deps.links.recordTheliaCustomer(account.linkId, thelia.id);
}

/** The customer logged in in `session` adopted, unless the storefront knows the address already. */
async function adoptLoggedIn(
  deps: TheliaAdoptionDeps,
  session: TheliaSession,
  attempt: AdoptionAttempt,
): Promise<CustomerLogin | null> {
  let thelia: { id: number; input: CustomerInput };
  try {
    thelia = completeCustomer(await deps.thelia.getCustomer(session, LOGIN_DEADLINE));
  } catch (error) {
    logError('The storefront could not read the Thelia customer of a login it refused', error);
    return null;
  }
  // A confirmed account of the address is the storefront's: Thelia's word changes nothing for it. A registration
  // nobody confirmed is replaced, as a new registration would replace it: it proves nothing.
  const known = await deps.customers.getCustomerLogin(attempt.email);
  if (known?.confirmed) return known;
  const account = await accountFor(deps.customers, thelia.input, attempt);
  if (!account.made) return account.login;
  try {
    await takeOver(deps, session, account.login.id, thelia);
  } catch (error) {
    // Thelia proved the password, so the account stays; its orders are reported for manual entry meanwhile.
    logError(
      `Customer ${account.login.id} was adopted, but its Thelia account could not be taken over`,
      error,
    );
  }
  return account.login;
}

/**
 * Thelia's customers from before the switch log in to the storefront with their Thelia password (README "Running
 * on a Thelia shop"): each refused login asks Thelia in a session of its own, and a customer Thelia accepts becomes
 * a storefront customer, linked for order forwarding, while no account has the address.
 */
export function theliaAccountAdoption(deps: TheliaAdoptionDeps): AccountAdoption {
  return {
    async adopt(attempt) {
      const session = (deps.newSession ?? freshSession)(contentLocaleOf(attempt.language), 'EUR');
      if (!(await loggedIn(deps.thelia, session, attempt))) return null;
      try {
        return await adoptLoggedIn(deps, session, attempt);
      } finally {
        // Thelia forgets the session in time anyway; a logout that fails changes nothing here.
        await deps.thelia.logout(session, LOGIN_DEADLINE).catch(() => undefined);
      }
    },
  };
}
