import 'server-only';
import type { AccountMessage } from '../account/page-message';
import { isBusiness } from '../shop/customer-types';
import type { MarketContext } from '../catalog/market-context';
import type { CookieReader } from '../session/shopper-session';
import { storeDefaults } from '../i18n/stores';
import { getCatalog, getCustomers, getNewsletterStore } from '../storefront';
import type { CaptchaChallenge } from '../security/captcha-types';
import type { PaymentMethod } from '../shop/order-types';
import type { Address, Country, CountryState } from '../shop/types';
import type { CheckoutQuote } from './quote';
import { issueShopCaptcha } from '../security/shop-captcha';
import { loadCheckout, quoteFor } from './checkout-context';
import { checkedIn } from './draft';
import { cartHasService } from '../booking/checkout-hold';

/** A refusal kept with the draft, as the page's message (its key under Errors) with the fields it names. */
function messageOf(
  error: { code: string; fields?: string[]; values?: Record<string, string | number> } | null,
): AccountMessage | null {
  if (!error) return null;
  return {
    kind: 'error',
    key: `Errors.${error.code}`,
    values: (error.values ?? {}) as Record<string, number>,
    fields: error.fields ?? [],
    form: null,
  };
}

/** What /checkout shows one shopper, all of it computed on the server. */
export interface CheckoutPageData {
  quote: CheckoutQuote;
  values: Record<string, string>;
  message: AccountMessage | null;
  /** Each refused field's own message key (under Errors), where a submit had several mistakes. */
  fieldMessages: Record<string, string>;
  checkoutKey: string;
  /** The logged-in customer's address (orders go to it); null for a guest. */
  customerEmail: string | null;
  /**
   * Whether the buyer may be a consumer with a right of withdrawal: everyone but a logged-in company or
   * association (a guest's title is chosen on this very page, and the confirmation mail follows it).
   */
  consumerWithdrawal: boolean;
  addresses: Address[];
  payments: PaymentMethod[];
  deliveryCountry: Country;
  invoiceCountries: Country[];
  states: CountryState[];
  phoneRequired: boolean;
  captcha: CaptchaChallenge | null;
  includesVat: boolean;
  /** docs/product.md §4 site country: the delivery address's country the shop offers to switch to; null when none. */
  countrySwitch: Country | null;
  /** The newsletter box: for a guest always (the page must not tell whose address is subscribed), for a
   * customer only while their account is not subscribed. */
  offerNewsletter: boolean;
  /** The cart's id when it holds a service the installers come for: the page then asks when (issue 36). */
  appointmentCartId: number | null;
}

async function customerSubscribed(customer: { id: number; email: string } | null, context: MarketContext) {
  if (!customer) return false;
  const subscription = await (
    await getNewsletterStore()
  ).findForCustomer(context.market.store, customer.id, customer.email);
  return subscription?.status === 'subscribed';
}

/**
 * The country a refused delivery address lies in, when the shopper may switch the site to it: one the store
 * delivers to, and not while VAT is excluded (then the delivery country is the one billed at 0 %, docs/product.md §2).
 */
function countrySwitchOf(
  error: { code: string; values?: Record<string, string | number> } | null,
  countries: Country[],
  context: MarketContext,
): Country | null {
  if (error?.code !== 'checkout.countryMismatch' || context.vat.mode !== 'gross') return null;
  const wanted = countries.find((country) => country.id === error.values?.wantedCountryId);
  return wanted && wanted.id !== context.market.deliveryCountryId ? wanted : null;
}

/**
 * What /checkout shows one shopper: their cart priced with the choices they made (kept in the session), their
 * book's addresses, the store's payment methods, a captcha for a guest; null when there is nothing to check out.
 */
export async function checkoutPageProps(
  cookie: CookieReader,
  context: MarketContext,
): Promise<CheckoutPageData | null> {
  const state = await loadCheckout(cookie, context);
  if (!state) return null;
  const { values } = state.draft;
  const catalog = await getCatalog();
  const customers = await getCustomers();
  const [quote, countries, captcha, subscribed] = await Promise.all([
    quoteFor(state, context, {
      deliveryModuleId: values.deliveryModuleId ? Number(values.deliveryModuleId) : null,
      couponCode: values.couponCode ?? null,
      conditionsConfirmed: checkedIn(values, 'photovoltaicsDwellingConfirmed'),
      split: values.deliverySplit === 'partial' ? 'partial' : 'complete',
    }),
    catalog.listCountries(context.market.language),
    state.customer ? null : issueShopCaptcha(),
    customerSubscribed(state.customer, context),
  ]);
  const served: readonly number[] = storeDefaults[context.market.store].deliveryCountryIds;
  const invoiceCountries = countries.filter((country) => served.includes(country.id));
  const countrySwitch = countrySwitchOf(state.draft.error, invoiceCountries, context);
  // A country mismatch the shopper has since resolved (by switching the site's country) is no longer news.
  const stored = state.draft.error;
  const resolved =
    stored?.code === 'checkout.countryMismatch' &&
    stored.values?.wantedCountryId === context.market.deliveryCountryId;
  const error = resolved ? null : stored;
  const states = (
    await Promise.all(invoiceCountries.map((country) => customers.listCountryStates(country.id)))
  ).flat();
  return {
    quote,
    values: { 'delivery.countryId': String(context.market.deliveryCountryId), ...values },
    message: messageOf(error),
    fieldMessages: error?.fieldCodes ?? {},
    checkoutKey: state.checkoutKey,
    customerEmail: state.customer?.email ?? null,
    consumerWithdrawal: !(state.customer && isBusiness(state.customer.title)),
    addresses: state.addresses,
    payments: state.payments,
    deliveryCountry: context.deliveryCountry,
    invoiceCountries,
    states,
    phoneRequired: context.store.config.rules.phoneRequired,
    captcha,
    includesVat: context.vat.mode === 'gross',
    countrySwitch,
    offerNewsletter: !subscribed,
    appointmentCartId: cartHasService(state.cart) ? state.cart.id : null,
  };
}
