import 'server-only';
import type { ApiError } from '../api/responses';
import { addressProblems } from '../account/address-rules';
import { isBusiness } from '../shop/customer-types';
import type { MarketContext } from '../catalog/market-context';
import { storeDefaults } from '../i18n/stores';
import { getCatalog, getCustomers } from '../storefront';
import type { OrderAddressFields } from '../shop/order-types';
import type { Address, CountryId } from '../shop/types';
import type { CheckoutInput } from './checkout-schema';

type Typed = NonNullable<CheckoutInput['delivery']>;
export type AddressOutcome = { ok: true; address: OrderAddressFields } | { ok: false; error: ApiError };

const fromBook = ({ label: _label, id: _id, isDefault: _default, stateTitle: _state, ...fields }: Address) =>
  fields;

/**
 * One of the order's addresses: a book address of the session's customer (another's id is not found), or one typed
 * in and checked by its country's rules (postcode, the store's phone rule, county). The delivery address must lie
 * in the delivery country the prices were computed for.
 */
export async function orderAddress(
  kind: 'delivery' | 'invoice',
  choice: 'new' | number,
  typed: Typed | undefined,
  book: Address[],
  context: MarketContext,
): Promise<AddressOutcome> {
  const refuse = (code: string, fields: string[]) =>
    ({ ok: false, error: { code, fields: fields.map((field) => `${kind}.${field}`) } }) as const;
  let address: OrderAddressFields;
  if (choice !== 'new') {
    const found = book.find((entry) => entry.id === choice);
    if (!found) return { ok: false, error: { code: 'address.notFound', fields: [`${kind}AddressId`] } };
    address = fromBook(found);
  } else {
    if (!typed) return refuse('address.streetRequired', ['street']);
    const catalog = await getCatalog();
    const customers = await getCustomers();
    const country = (await catalog.listCountries(context.market.language)).find(
      (entry) => entry.id === typed.countryId,
    );
    const served: readonly number[] = storeDefaults[context.market.store].deliveryCountryIds;
    if (!country || !served.includes(country.id)) return refuse('address.countryInvalid', ['countryId']);
    const problems = addressProblems(typed, {
      countryCode: country.isoAlpha2,
      phonePattern: context.store.config.rules.phonePattern,
      phoneRequired: context.store.config.rules.phoneRequired,
      states: await customers.listCountryStates(country.id),
    });
    if (problems.length > 0)
      return refuse(
        problems[0]![1],
        problems.map(([field]) => field),
      );
    const business = isBusiness(typed.title);
    address = {
      ...typed,
      countryId: country.id as CountryId,
      company: business ? typed.company : null,
      vatNumber: business ? typed.vatNumber : null,
    };
  }
  if (kind === 'delivery' && address.countryId !== context.market.deliveryCountryId)
    return {
      ok: false,
      error: {
        code: 'checkout.countryMismatch',
        fields: [choice === 'new' ? 'delivery.countryId' : 'deliveryAddressId'],
        // The country asked for, so the page can offer to switch to it (docs/product.md §4 site country).
        values: { country: context.deliveryCountry.title, wantedCountryId: address.countryId },
      },
    };
  return { ok: true, address };
}
