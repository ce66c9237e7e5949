import type {
  Address,
  AddressFields,
  AddressRemoval,
  AddressSave,
  CountryId,
  CountryState,
  Customer,
  CustomerLogin,
  CustomerProfile,
  EmailChange,
  NewCustomer,
  NewSocialCustomer,
  ProviderIdentity,
  Registration,
  SignInMethods,
  SocialSignUp,
  VatCheckOutcome,
} from './types';

/**
 * A shop backend's customers (docs/product.md §3 customer, §7 customer calls): registration, login data, identities at
 * Google or Facebook, the profile and the address book, always within one customer's own records.
 */
export interface CustomerBackend {
  /**
   * A new, unconfirmed customer without a password; an unconfirmed one of the same address is replaced, a
   * confirmed one kept.
   */
  registerCustomer(input: NewCustomer): Promise<Registration>;
  /**
   * Confirms a pending registration with the password its link's opener chose, replacing whatever it had; false
   * once the address is confirmed, so of two presses of one link at once exactly one opens the account.
   */
  confirmCustomer(customerId: number, passwordHash: string): Promise<boolean>;
  /**
   * A new password hash, only while the stored one is still `expectedHash` (a reset link works once); a reset
   * also proves the address, so it confirms it.
   */
  replaceCustomerPassword(
    customerId: number,
    expectedHash: string | null,
    passwordHash: string,
  ): Promise<boolean>;
  getCustomer(customerId: number): Promise<Customer | null>;
  /** What a login checks, by e-mail address (any case); null when no customer has it. */
  getCustomerLogin(email: string): Promise<CustomerLogin | null>;
  /** The customer an identity at Google or Facebook signs in as; null when it is linked to none. */
  findIdentityCustomer(identity: ProviderIdentity): Promise<number | null>;
  /** Whether a customer has a password, and which providers they can sign in with. */
  getSignInMethods(customerId: number): Promise<SignInMethods>;
  /** Links an identity to a customer; false when it is linked to someone already. */
  linkIdentity(customerId: number, identity: ProviderIdentity): Promise<boolean>;
  /**
   * A confirmed customer with no password, linked to the identity, in one transaction; an unconfirmed
   * registration of the address is replaced (the provider proved the mailbox), a confirmed one is left alone.
   */
  createSocialCustomer(input: NewSocialCustomer): Promise<SocialSignUp>;
  /** Saves the changeable part of a customer; null when the customer is gone. */
  updateCustomerProfile(customerId: number, profile: CustomerProfile): Promise<Customer | null>;
  /** Keeps VIES's answer, only while `vatNumber` is still the customer's (a changed id is asked about anew). */
  recordVatCheck(customerId: number, vatNumber: string, outcome: VatCheckOutcome): Promise<boolean>;
  /** Keeps a customer's wish for VAT-excluded prices (docs/product.md §6 excludeVAT); false when the customer is gone. */
  setVatExclusion(customerId: number, excludeVat: boolean): Promise<boolean>;
  /** Moves the login from `expectedEmail` to `newEmail` (a confirmed link works once, and only for that address). */
  changeCustomerEmail(customerId: number, expectedEmail: string, newEmail: string): Promise<EmailChange>;
  listAddresses(customerId: number): Promise<Address[]>;
  /** A new address (`addressId` null) or a change of one; the first one becomes the default. */
  saveAddress(customerId: number, addressId: number | null, fields: AddressFields): Promise<AddressSave>;
  deleteAddress(customerId: number, addressId: number): Promise<AddressRemoval>;
  /** Makes one of the customer's addresses the default; false when it is not theirs. */
  setDefaultAddress(customerId: number, addressId: number): Promise<boolean>;
  /** The states or counties of a country an address must name; none for a country without them. */
  listCountryStates(countryId: CountryId): Promise<CountryState[]>;
}
