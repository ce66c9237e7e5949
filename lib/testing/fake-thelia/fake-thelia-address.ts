import type { components } from '@/lib/adapters/thelia/openapi/thelia-open-api';
import { field, isSet, ok, type RouteHandler } from './fake-thelia-context';
import { TheliaFailure } from './fake-thelia-session';

/**
 * POST /address (the module's AddressController::createAddress), which the order forwarding needs and
 * fake-thelia-customer.ts does not answer yet. It belongs there: once that file has it, the server's check for
 * routes defined twice fails until this file is deleted.
 */

type Address = components['schemas']['Address'];

/** AddressInput's "create" group: every one of these must be there (isDefault too, even false). */
const required = [
  'isDefault',
  'label',
  'civilityTitle',
  'firstName',
  'lastName',
  'address1',
  'zipCode',
  'city',
  'countryCode',
];

/** Thelia's country ids of the countries the storefront sells to (Country::getId by isoalpha2). */
const countryIds: Record<string, number> = { DE: 5, AT: 13, RO: 146 };

const text = (body: unknown, name: string) => {
  const value = field(body, name);
  return typeof value === 'string' ? value : null;
};

export const addressRoutes: Record<string, RouteHandler> = {
  'POST /address': ({ body, session, world }) => {
    const record = world.sessions.customerOf(session);
    const violations: Record<string, string> = {};
    for (const name of required) {
      const value = field(body, name);
      if (!isSet(value) || value === '') violations[name] = 'This value should not be blank.';
    }
    const countryCode = text(body, 'countryCode') ?? '';
    if (!violations.countryCode && !Object.hasOwn(countryIds, countryCode))
      violations.countryCode = 'This value is not valid.';
    if (Object.keys(violations).length > 0) throw new TheliaFailure(null, 'Invalid data', violations);
    const all = world.sessions.customers.flatMap((customer) => customer.addresses);
    const titleId = Number(field(field(body, 'civilityTitle'), 'id'));
    const address: Address = {
      id: Math.max(0, ...all.map((known) => known.id ?? 0)) + 1,
      // The customer's first address becomes the default whatever was asked.
      isDefault: field(body, 'isDefault') === true || record.addresses.length === 0,
      label: text(body, 'label'),
      customer: null,
      civilityTitle: { id: titleId, short: null, long: null, currentLocale: null },
      firstName: text(body, 'firstName'),
      lastName: text(body, 'lastName'),
      cellphone: text(body, 'cellphone'),
      phone: text(body, 'phone'),
      company: text(body, 'company'),
      address1: text(body, 'address1'),
      address2: text(body, 'address2'),
      address3: text(body, 'address3'),
      zipCode: text(body, 'zipCode'),
      city: text(body, 'city'),
      countryCode,
      stateCode: text(body, 'stateCode'),
      stateName: null,
      additionalData: null,
      titleId,
      customerId: record.customer.id ?? null,
      countryId: countryIds[countryCode] ?? null,
      stateId: null,
      currentLocale: null,
    };
    if (address.isDefault) {
      for (const other of record.addresses) other.isDefault = false;
      record.customer.defaultAddressId = address.id ?? null;
    }
    record.addresses.push(address);
    return ok({ ...address, customer: record.customer });
  },
};
