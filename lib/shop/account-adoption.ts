import type { LanguageCode, StoreCode } from './codes';
import type { CustomerLogin } from './customer-types';

/** A login the storefront refused, as the shop it moved from may know it. */
export interface AdoptionAttempt {
  email: string;
  password: string;
  /** The shop the login was made at: the new account's store and language, as a registration there sets them. */
  store: StoreCode;
  language: LanguageCode;
  /** The typed password's hash for the new account, made only when one is made (the hashing is the account's). */
  passwordHash(): Promise<string>;
}

/**
 * An optional capability of a shop backend that replaced another shop's front (Thelia's, README "Running on a
 * Thelia shop"): a customer who only has an account at the old shop logs in with its password once, and the
 * storefront makes the account its own.
 */
export interface AccountAdoption {
  /**
   * When the old shop accepts the e-mail and password: the storefront account that now has the address, made
   * here unless one had it already (made meanwhile by another login, or there before); null otherwise. Never
   * throws for the old shop: unreachable, it answers null. Whether the password opens the account is the
   * caller's to check against the account's own hash.
   */
  adopt(attempt: AdoptionAttempt): Promise<CustomerLogin | null>;
}
