import 'server-only';
import type { Shopper } from '../cart/service';
import type { MarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { getCatalog, getCustomers } from '../storefront';
import type { CountryId } from '../shop/schemas';
import { addressProblems } from './address-rules';
import type { SaveAddressInput } from './address-schema';
import { isBusiness } from '../shop/customer-types';
import { done, LOGIN_REQUIRED, refused, type AccountOutcome } from './service';
import { asCustomer } from '../session/session-customer';

/**
 * Adds or changes an address of the session's customer (never one named by the request): the shape by the
 * schema, then the country's postcode, the store's phone rules and the county; another customer's id is simply
 * not found. The first address becomes the default; the book holds at most ADDRESS_BOOK_LIMIT.
 */
export async function saveAddress(
  input: SaveAddressInput,
  shopper: Shopper,
  market: Market,
  context: MarketContext,
): Promise<AccountOutcome> {
  return asCustomer(shopper.cookie, market, LOGIN_REQUIRED, async (customer) => {
    const catalog = await getCatalog();
    const customers = await getCustomers();
    const country = (await catalog.listCountries(market.language)).find(
      (entry) => entry.id === input.countryId,
    );
    if (!country) return refused(422, 'address.countryInvalid', ['countryId']);
    const problems = addressProblems(input, {
      countryCode: country.isoAlpha2,
      phonePattern: context.store.config.rules.phonePattern,
      phoneRequired: context.store.config.rules.phoneRequired,
      states: await customers.listCountryStates(country.id),
    });
    const [first] = problems;
    if (first)
      return refused(
        422,
        first[1],
        problems.map(([field]) => field),
      );
    const business = isBusiness(input.title);
    const saved = await customers.saveAddress(customer.id, input.addressId, {
      label: input.label,
      title: input.title,
      firstname: input.firstname,
      lastname: input.lastname,
      company: business ? input.company : null,
      vatNumber: business ? input.vatNumber : null,
      street: input.street,
      houseNumber: input.houseNumber,
      line2: input.line2,
      postcode: input.postcode,
      city: input.city,
      countryId: country.id as CountryId,
      stateId: input.stateId,
      phone: input.phone,
    });
    if (saved.kind === 'full') return refused(409, 'address.bookFull');
    if (saved.kind === 'notFound') return refused(404, 'address.notFound');
    return done(input.addressId === null ? 'address.added' : 'address.updated');
  });
}

/** docs/product.md §5: the default address stays; an id that is not the customer's is not found, and nothing changes. */
export async function deleteAddress(
  addressId: number,
  shopper: Shopper,
  market: Market,
): Promise<AccountOutcome> {
  return asCustomer(shopper.cookie, market, LOGIN_REQUIRED, async (customer) => {
    const removal = await (await getCustomers()).deleteAddress(customer.id, addressId);
    if (removal === 'notFound') return refused(404, 'address.notFound');
    if (removal === 'isDefault') return refused(409, 'address.defaultNotDeletable');
    return done('address.deleted');
  });
}

export async function setDefaultAddress(
  addressId: number,
  shopper: Shopper,
  market: Market,
): Promise<AccountOutcome> {
  return asCustomer(shopper.cookie, market, LOGIN_REQUIRED, async (customer) =>
    (await (await getCustomers()).setDefaultAddress(customer.id, addressId))
      ? done('address.defaultSet')
      : refused(404, 'address.notFound'),
  );
}
