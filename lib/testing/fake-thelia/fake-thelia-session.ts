import { randomBytes } from 'node:crypto';
import type { components } from '@/lib/adapters/thelia/openapi/thelia-open-api';
import customersJson from './fixtures/customers.json';
import langsJson from './fixtures/langs.json';

/**
 * What the stand-in keeps per PHP session, and the shop's customers and languages. A Thelia shopper is nothing
 * but its PHP session (thelia-open-api.yaml x-quirks session-identity).
 */

type Schemas = components['schemas'];

/** An exception on an /open_api route: Thelia answers it with 400 and the Error body (x-quirks errors-are-400). */
export class TheliaFailure extends Error {
  constructor(
    readonly description: string | null,
    readonly title = 'Unexpected error',
    readonly violations: Record<string, string> | null = null,
  ) {
    super(description ?? title);
  }
}

/** The session order (thelia.order) that POST /checkout rebuilds. */
export interface FakeOrder {
  deliveryModuleId: number | null;
  paymentModuleId: number | null;
  deliveryAddressId: number | null;
  billingAddressId: number | null;
  paymentOptionChoices: Schemas['PaymentModuleOptionChoice'][] | null;
}

export const emptyOrder = (): FakeOrder => ({
  deliveryModuleId: null,
  paymentModuleId: null,
  deliveryAddressId: null,
  billingAddressId: null,
  paymentOptionChoices: null,
});

export interface FakePhpSession {
  id: string;
  locale: string;
  currency: string;
  customerId: number | null;
  cartId: number | null;
  /** Consumed coupons, by coupon id, in the order they were applied. */
  couponIds: number[];
  order: FakeOrder;
}

export interface FakeCustomerRecord {
  password: string;
  customer: Schemas['Customer'];
  addresses: Schemas['Address'][];
}

export const langs = langsJson as Schemas['Lang'][];
const defaultLang = langs.find((lang) => lang.byDefault)!;

/** KernelListener: ?lang= takes a code or a locale; anything unknown falls back to the default language. */
export function resolveLocale(value: string): string {
  const lang = langs.find((candidate) => candidate.locale === value || candidate.code === value);
  return (lang ?? defaultLang).locale!;
}

/** RequestListener::checkCurrency: only visible currencies count; the shop has one, EUR. */
export const resolveCurrency = (value: string) => (value === 'EUR' ? value : 'EUR');

export class FakeTheliaSessions {
  readonly #sessions = new Map<string, FakePhpSession>();
  readonly customers: FakeCustomerRecord[] = structuredClone(customersJson) as FakeCustomerRecord[];

  /**
   * The session a cookie names, or a new one: an unknown id is not adopted (PHP's session.use_strict_mode),
   * so a forged or expired cookie gets a fresh, empty session.
   */
  open(sessionId: string | undefined): { session: FakePhpSession; isNew: boolean } {
    const known = sessionId === undefined ? undefined : this.#sessions.get(sessionId);
    if (known) return { session: known, isNew: false };
    const session: FakePhpSession = {
      id: randomBytes(13).toString('hex'),
      locale: defaultLang.locale!,
      currency: 'EUR',
      customerId: null,
      cartId: null,
      couponIds: [],
      order: emptyOrder(),
    };
    this.#sessions.set(session.id, session);
    return { session, isNew: true };
  }

  get(sessionId: string): FakePhpSession | undefined {
    return this.#sessions.get(sessionId);
  }

  /** Expires a session as PHP's garbage collector would; its cookie then opens a new one. */
  expire(sessionId: string): void {
    this.#sessions.delete(sessionId);
  }

  get count(): number {
    return this.#sessions.size;
  }

  /** Thelia's CustomerQuery::filterByEmail: MySQL's default collation ignores case. */
  customerByEmail(email: string): FakeCustomerRecord | undefined {
    return this.customers.find((record) => record.customer.email?.toLowerCase() === email.toLowerCase());
  }

  customerOf(session: FakePhpSession): FakeCustomerRecord {
    const record = this.customers.find((candidate) => candidate.customer.id === session.customerId);
    if (!record) throw new TheliaFailure('No customer found');
    return record;
  }
}
