import 'server-only';
import { createTranslator } from 'use-intl/core';
import { orderContext } from '../orders/order-context';
import { pickupLocationOf } from '../orders/pickup-location';
import { getCatalog, getCustomers, type CustomerBackend } from '../storefront';
import type { LanguageCode } from '../shop/codes';
import type { Order } from '../shop/order-types';
import type { Store } from '../shop/types';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceOfOrder } from './order-invoice';
import { sellerVatIdLabel } from './invoice-labels';
import type { InvoiceSeller } from './invoice-types';

/** The payment method as the order page names it, in the order's language (messages read like the mails'). */
async function paymentLabel(order: Order): Promise<string> {
  const messages = (await import(`../../messages/${order.language}.json`)).default as Record<string, unknown>;
  const translate = createTranslator({ locale: order.language, messages, namespace: 'Order' });
  // The messages are read at run time, so their keys are not known to the type checker.
  return (translate as unknown as (key: string) => string)(`payment.${order.payment}`);
}

/** The titles of the states the order's addresses name, read only for the countries that have them. */
async function stateNames(customers: CustomerBackend, order: Order): Promise<Map<number, string>> {
  const addresses = [order.invoiceAddress, order.deliveryAddress].filter(
    (address) => address.stateId !== null,
  );
  const countries = [...new Set(addresses.map((address) => address.countryId))];
  const states = await Promise.all(countries.map((countryId) => customers.listCountryStates(countryId)));
  return new Map(states.flat().map((state) => [state.id, state.title]));
}

/** The legal seller: its company, address, register entry and VAT id, from the store's configuration. */
function sellerOf(
  store: Store,
  countryNames: ReadonlyMap<number, string>,
  language: LanguageCode,
): InvoiceSeller {
  const { info } = store;
  const { seller } = store.config.legal;
  return {
    name: seller.name,
    company: null,
    addressLines: [
      info.address,
      `${info.zipcode} ${info.city}`,
      countryNames.get(store.countryId),
      seller.register,
    ].filter((line): line is string => Boolean(line)),
    vatNumber: seller.vatId,
    vatIdLabel: sellerVatIdLabel(store.countryId, language),
    email: info.email,
    phone: info.phone,
  };
}

/** The invoice of a placed order as a PDF, with the seller, names and labels the shop holds for it. */
export async function orderInvoicePdf(order: Order): Promise<Buffer> {
  const [catalog, customers] = await Promise.all([getCatalog(), getCustomers()]);
  const [context, countries, states, paymentMethod, pickupLocation] = await Promise.all([
    orderContext(order),
    catalog.listCountries(order.language),
    stateNames(customers, order),
    paymentLabel(order),
    pickupLocationOf(order),
  ]);
  const countryNames = new Map(countries.map((country) => [country.id, country.title]));
  const invoice = invoiceOfOrder(order, {
    seller: sellerOf(context.store, countryNames, order.language),
    locale: context.formatLocale,
    countryNames,
    stateNames: states,
    paymentMethod,
    prepaymentNote: context.store.config.legal.prepaymentInfo || null,
    pickupLocation,
  });
  return renderInvoicePdf(invoice);
}
