import type { LanguageCode, StoreCode } from './codes';

/** docs/product.md §3 title codes: 1 Mr, 2 Miss, 5 Association, otherwise Company (4 here). */
export const customerTitles = { mr: 1, miss: 2, company: 4, association: 5 } as const;
export type CustomerTitle = keyof typeof customerTitles;

/** The business part of a customer or an address: only companies and associations name one. */
export const isBusiness = (value: CustomerTitle) => value === 'company' || value === 'association';

export const titleOfId = (id: number): CustomerTitle =>
  id === 1 ? 'mr' : id === 2 ? 'miss' : id === 5 ? 'association' : 'company';

/** What VIES last said of a customer's VAT id; `unknown` is asked again and never counts as valid. */
export type VatStatus = 'unchecked' | 'valid' | 'invalid' | 'unknown';

/** A customer as the account pages show them (Thelia's customer); never the password hash. */
export interface Customer {
  id: number;
  ref: string;
  title: CustomerTitle;
  firstname: string;
  lastname: string;
  /** Trimmed and lower-cased: the login. */
  email: string;
  company: string | null;
  vatNumber: string | null;
  vatStatus: VatStatus;
  vatCheckedAt: Date | null;
  /** Asked for VAT-excluded prices; granted only while lib/pricing/vat-exclusion.ts allows it. */
  excludeVat: boolean;
  store: StoreCode;
  language: LanguageCode;
  isAdmin: boolean;
  confirmed: boolean;
}

/**
 * What a login checks: the hash to verify against (none for a customer who signed up with Google or Facebook
 * and never set a password), and whether the registration was confirmed.
 */
export interface CustomerLogin {
  id: number;
  passwordHash: string | null;
  confirmed: boolean;
}

export interface NewCustomer {
  title: CustomerTitle;
  firstname: string;
  lastname: string;
  email: string;
  company: string | null;
  vatNumber: string | null;
  store: StoreCode;
  language: LanguageCode;
}

/**
 * A registration's outcome: a new (unconfirmed) customer; an unconfirmed one of the same address replaced (only
 * the mailbox's owner can confirm either); or the address belongs to a confirmed account, which is left as it was.
 */
export type Registration =
  | { kind: 'created' | 'replacedPending'; customer: Customer }
  | { kind: 'alreadyConfirmed'; customer: Customer };

/** docs/product.md §1 social-login association: the providers a customer may sign in with. */
export type SocialProvider = 'google' | 'facebook';

/** An account at a provider, by its stable subject there. */
export interface ProviderIdentity {
  provider: SocialProvider;
  subject: string;
}

/** A customer made from a provider's verified address: confirmed, with no password, linked to the identity. */
/** How a customer can sign in: with a password (one was ever set), and with which providers. */
export interface SignInMethods {
  password: boolean;
  providers: SocialProvider[];
}

export type NewSocialCustomer = Omit<NewCustomer, 'passwordHash'> & { identity: ProviderIdentity };

/**
 * Signing up with a provider: the new customer; the address belongs to a confirmed account meanwhile (it must be
 * linked with that account's password); or the identity was linked meanwhile (by another tab).
 */
export type SocialSignUp =
  { kind: 'created'; customer: Customer } | { kind: 'emailTaken' } | { kind: 'identityTaken' };

/** What a customer may change of themselves on the account page; the e-mail has its own confirmed change. */
export type CustomerProfile = Pick<Customer, 'title' | 'firstname' | 'lastname' | 'company' | 'vatNumber'>;

/** VIES's answer for the VAT id it was asked about. */
export type VatCheckOutcome = Exclude<VatStatus, 'unchecked'>;

/** Moving the login to a new address: done; the address belongs to another account; or the old one changed meanwhile. */
export type EmailChange = 'changed' | 'taken' | 'stale';
