import 'server-only';
import type { Shopper } from '../cart/service';
import type { MarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { deleteAddress, saveAddress, setDefaultAddress } from './address-book';
import { changePassword } from './password-change';
import { requestPasswordReset, resetPassword } from './password-reset';
import { checkVat, confirmEmailChange, requestEmailChange, updateProfile } from './profile';
import { registerAfterOrder } from './register-after-order';
import { setVatExclusion } from './vat-exclusion';
import type { AccountAction } from './schemas';
import { confirmRegistration, login, register, type AccountOutcome } from './service';

/**
 * Where each action's form lands when it worked, and where its errors show: the page, its tab, and the query
 * field that brings a mailed link's form back (a refused new password keeps its reset link).
 */
export const accountLandings = {
  login: { done: '/account', page: '/login-register', tab: 'login', link: null },
  register: { done: '/login-register?tab=register', page: '/login-register', tab: 'register', link: null },
  registerAfterOrder: { done: '/order-placed', page: '/order-placed', tab: null, link: null },
  confirm: { done: '/account', page: '/login-register', tab: 'login', link: 'confirm' },
  logout: { done: '/login-register', page: '/login-register', tab: 'login', link: null },
  forgot: { done: '/forgot-password', page: '/forgot-password', tab: null, link: null },
  reset: { done: '/login-register', page: '/forgot-password', tab: null, link: 'reset' },
  changePassword: { done: '/account', page: '/account', tab: null, link: null },
  updateProfile: { done: '/account', page: '/account', tab: null, link: null },
  checkVat: { done: '/account', page: '/account', tab: null, link: null },
  setVatExclusion: { done: '/account', page: '/account', tab: null, link: null },
  changeEmail: { done: '/account', page: '/account', tab: null, link: null },
  confirmEmail: { done: '/login-register', page: '/login-register', tab: 'login', link: 'email' },
  saveAddress: { done: '/account', page: '/account', tab: null, link: null },
  deleteAddress: { done: '/account', page: '/account', tab: null, link: null },
  setDefaultAddress: { done: '/account', page: '/account', tab: null, link: null },
} as const;

export type AccountActionName = keyof typeof accountLandings;

/**
 * What to say when the shop could not carry an action out (the backend failed): the address book names what did
 * not happen (docs/product.md §8: adding, updating, deleting, saving an address); everything else fails alike.
 */
export function failureCode(action: AccountActionName, fields: Record<string, unknown>): string {
  switch (action) {
    case 'saveAddress':
      return /^\d{1,10}$/.test(String(fields.addressId ?? '')) ? 'address.updateFailed' : 'address.addFailed';
    case 'deleteAddress':
      return 'address.deleteFailed';
    case 'setDefaultAddress':
      return 'address.saveFailed';
    default:
      return 'account.failed';
  }
}

/** Runs one validated account action; logout is the route's, as it ends the session on the response. */
export async function runAccountAction(
  input: Exclude<AccountAction, { action: 'logout' }>,
  shopper: Shopper,
  market: Market,
  context: () => Promise<MarketContext>,
): Promise<AccountOutcome> {
  switch (input.action) {
    case 'confirm':
      return confirmRegistration(input, shopper, market, await context());
    case 'reset':
      return resetPassword(input, market, await context());
    case 'changePassword':
      return changePassword(input, shopper, market, await context());
    case 'forgot':
      return requestPasswordReset(input.email, shopper, market, await context());
    case 'login':
      return login(input, shopper, market);
    case 'register':
      return register(input, shopper, market, await context());
    case 'registerAfterOrder':
      return registerAfterOrder(input, shopper, market, await context());
    case 'updateProfile':
      return updateProfile(input, shopper, market, await context());
    case 'checkVat':
      return checkVat(shopper, market, await context());
    case 'setVatExclusion':
      return setVatExclusion(input.excludeVat, shopper, market);
    case 'changeEmail':
      return requestEmailChange(input, shopper, market, await context());
    case 'confirmEmail':
      return confirmEmailChange(input.token, shopper, market, await context());
    case 'saveAddress':
      return saveAddress(input, shopper, market, await context());
    case 'deleteAddress':
      return deleteAddress(input.addressId, shopper, market);
    case 'setDefaultAddress':
      return setDefaultAddress(input.addressId, shopper, market);
  }
}
