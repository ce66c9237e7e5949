import type { components } from '@/lib/adapters/thelia/openapi/thelia-open-api';
import {
  field,
  isSet,
  ok,
  type RouteAnswer,
  type RouteContext,
  type RouteHandler,
} from './fake-thelia-context';
import { emptyOrder, langs, TheliaFailure } from './fake-thelia-session';

/** Login, logout, registration and the logged-in customer's data (AuthController, CustomerController). */

type Schemas = components['schemas'];

const customerModel = (context: RouteContext) => context.world.sessions.customerOf(context.session).customer;

/**
 * POST /customer: model validation ("create" group) first, then Thelia's own checks. The customer is not logged
 * in; the answer is built from the request, so its reference stays null, while the saved customer has one (as
 * the fixtures': CUS and the id in twelve digits), which GET /customer gives.
 */
function registerCustomer(world: RouteContext['world'], body: unknown): RouteAnswer {
  const customer = field(body, 'customer');
  const violations: Record<string, string> = {};
  for (const name of ['civilityTitle', 'lang', 'firstName', 'lastName', 'email']) {
    const value = field(customer, name);
    if (!isSet(value) || value === '') violations[`customer.${name}`] = 'This value should not be blank.';
  }
  if (!isSet(field(body, 'password')) || field(body, 'password') === '')
    violations.password = 'This value should not be blank.';
  if (Object.keys(violations).length > 0) throw new TheliaFailure(null, 'Invalid data', violations);
  const email = String(field(customer, 'email'));
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new TheliaFailure('Invalid email');
  if (world.sessions.customerByEmail(email))
    throw new TheliaFailure('Something went wrong during account creation');
  const id = Math.max(...world.sessions.customers.map((record) => record.customer.id ?? 0)) + 1;
  const lang = langs.find((candidate) => candidate.id === field(field(customer, 'lang'), 'id')) ?? langs[0]!;
  const created: Schemas['Customer'] = {
    id,
    civilityTitle: {
      id: Number(field(field(customer, 'civilityTitle'), 'id')),
      short: null,
      long: null,
      currentLocale: null,
    },
    lang,
    reference: null,
    firstName: String(field(customer, 'firstName')),
    lastName: String(field(customer, 'lastName')),
    email,
    rememberMe: null,
    reseller: field(customer, 'reseller') === true,
    defaultAddressId: null,
    titleId: Number(field(field(customer, 'civilityTitle'), 'id')),
    langId: lang.id ?? null,
    currentLocale: null,
  };
  world.sessions.customers.push({
    password: String(field(body, 'password')),
    customer: { ...created, reference: `CUS${String(id).padStart(12, '0')}` },
    addresses: [],
  });
  return ok(created);
}

/**
 * PATCH /customer: the logged-in customer, validated whole ("update" group, which adds reference), saved as sent;
 * a password that is set and not blank replaces the old one (Customer::setPassword keeps it otherwise).
 */
function updateCustomer(context: RouteContext): RouteAnswer {
  const record = context.world.sessions.customerOf(context.session);
  const customer = field(context.body, 'customer');
  const violations: Record<string, string> = {};
  for (const name of ['civilityTitle', 'lang', 'reference', 'firstName', 'lastName', 'email']) {
    const value = field(customer, name);
    if (!isSet(value) || value === '') violations[`customer.${name}`] = 'This value should not be blank.';
  }
  if (Object.keys(violations).length > 0) throw new TheliaFailure(null, 'Invalid data', violations);
  const titleId = Number(field(field(customer, 'civilityTitle'), 'id'));
  const lang = langs.find((candidate) => candidate.id === field(field(customer, 'lang'), 'id')) ?? langs[0]!;
  const sameTitle = record.customer.civilityTitle?.id === titleId;
  record.customer = {
    ...record.customer,
    civilityTitle: sameTitle
      ? record.customer.civilityTitle
      : { id: titleId, short: null, long: null, currentLocale: null },
    lang,
    reference: String(field(customer, 'reference')),
    firstName: String(field(customer, 'firstName')),
    lastName: String(field(customer, 'lastName')),
    email: String(field(customer, 'email')),
    reseller: isSet(field(customer, 'reseller'))
      ? field(customer, 'reseller') === true
      : record.customer.reseller,
    titleId,
    langId: lang.id ?? null,
  };
  const password = field(context.body, 'password');
  if (typeof password === 'string' && password.trim() !== '') record.password = password;
  return ok(record.customer);
}

export const customerRoutes: Record<string, RouteHandler> = {
  'POST /login': (context) => {
    const { session, body, world } = context;
    if (session.customerId !== null) {
      throw new TheliaFailure(
        'A user is already connected. Please disconnect before trying to login in another account.',
      );
    }
    const record = world.sessions.customerByEmail(String(field(body, 'email') ?? ''));
    if (!record) throw new TheliaFailure('No customer found for this email.');
    if (record.password !== field(body, 'password')) throw new TheliaFailure('Password incorrect.');
    session.customerId = record.customer.id!;
    // Login switches the session language to the customer's and keeps the anonymous cart (x-quirks lang-and-currency).
    session.locale = record.customer.lang?.locale ?? session.locale;
    const cart = world.carts.get(session.cartId);
    if (cart) cart.customerId = session.customerId;
    if (field(body, 'rememberMe') === true) {
      context.setCookie(
        `${world.cookieNames.rememberMe}=${record.customer.id}-remember; Max-Age=2592000; path=/; httponly`,
      );
    }
    return ok(record.customer);
  },
  'POST /logout': ({ session, world, setCookie }) => {
    if (session.customerId === null) throw new TheliaFailure('No user is currently logged in.');
    session.customerId = null;
    session.order = emptyOrder();
    // Symfony's clearCookie: an expired "deleted" value.
    setCookie(
      `${world.cookieNames.rememberMe}=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/; httponly`,
    );
    return { status: 204 };
  },
  'GET /customer': (context) => ok(customerModel(context)),
  'POST /customer': ({ body, world }) => registerCustomer(world, body),
  'PATCH /customer': updateCustomer,
  'GET /address': (context) => {
    const record = context.world.sessions.customerOf(context.session);
    return ok(record.addresses.map((address) => ({ ...address, customer: record.customer })));
  },
};
