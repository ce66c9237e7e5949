import 'server-only';
import { createTranslator } from 'use-intl/core';
import { orderContext } from '../orders/order-context';
import { pickupLocationOf } from '../orders/pickup-location';
import { getCatalog, getCustomers, type CustomerBackend } from '../storefront';
import type { CountryState } from '../shop/address-types';
import type { LanguageCode } from '../shop/codes';
import type { Order } from '../shop/order-types';
import type { Store } from '../shop/types';
import { creditNoteOfOrder } from './order-credit-note';
import type { OrderDocumentKind } from './invoice-issued';
import { invoiceOfOrder, type InvoiceParts } from './order-invoice';
import { sellerVatIdLabel } from './invoice-labels';
import type { InvoiceDocument, InvoiceSeller } from './invoice-types';

/** The payment method as the order page names it, in the order's language (messages read like the mails'). */
async function paymentLabel(order: Order): Promise<string> {
  const messages = (await import(`../../messages/${order.language}.json`)).default as Record<string, unknown>;
  const translate = createTranslator({ locale: order.language, messages, namespace: 'Order' });
  // The messages are read at run time, so their keys are not known to the type checker.
  return (translate as unknown as (key: string) => string)(`payment.${order.payment}`);
}

/** The states the order's addresses name, read only for the countries that have them. */
async function statesOf(customers: CustomerBackend, order: Order): Promise<Map<number, CountryState>> {
  const addresses = [order.invoiceAddress, order.deliveryAddress].filter(
    (address) => address.stateId !== null,
  );
  const countries = [...new Set(addresses.map((address) => address.countryId))];
  const states = await Promise.all(countries.map((countryId) => customers.listCountryStates(countryId)));
  return new Map(states.flat().map((state) => [state.id, state]));
}

/** The legal seller: its company, address, register entry, VAT id and account, from the store's configuration. */
function sellerOf(store: Store, countries: InvoiceParts['countries'], language: LanguageCode): InvoiceSeller {
  const { info } = store;
  const { seller } = store.config.legal;
  const country = countries.get(store.countryId);
  return {
    name: seller.name,
    company: null,
    addressLines: [info.address, `${info.zipcode} ${info.city}`, country?.title, seller.register].filter(
      (line): line is string => Boolean(line),
    ),
    postal: {
      street: info.address,
      line2: null,
      postcode: info.zipcode,
      city: info.city,
      countryCode: country?.isoAlpha2 ?? store.config.countryIsoAlpha2,
      subdivision: seller.subdivision,
    },
    vatNumber: seller.vatId,
    vatIdLabel: sellerVatIdLabel(store.countryId, language),
    email: info.email,
    phone: info.phone,
    iban: seller.iban,
    bic: seller.bic,
  };
}

/**
 * The invoice of a placed order, or the credit note that cancelled it, with the seller, names and labels the shop
 * holds for it, ready to render.
 */
export async function orderInvoiceDocument(
  order: Order,
  kind: OrderDocumentKind = 'invoice',
): Promise<InvoiceDocument> {
  const [catalog, customers] = await Promise.all([getCatalog(), getCustomers()]);
  const [context, countryList, states, paymentMethod, pickupLocation] = await Promise.all([
    orderContext(order),
    catalog.listCountries(order.language),
    statesOf(customers, order),
    paymentLabel(order),
    pickupLocationOf(order),
  ]);
  const countries = new Map(countryList.map((country) => [country.id, country]));
  return (kind === 'invoice' ? invoiceOfOrder : creditNoteOfOrder)(order, {
    seller: sellerOf(context.store, countries, order.language),
    locale: context.formatLocale,
    countries,
    states,
    paymentMethod,
    prepaymentNote: context.store.config.legal.prepaymentInfo || null,
    pickupLocation,
  });
}
