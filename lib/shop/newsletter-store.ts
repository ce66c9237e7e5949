import type { LanguageCode, StoreCode } from './codes';

export const subscriberStatuses = ['pending', 'subscribed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** Where a subscriber gave their consent: the proof of consent names it beside the time. */
export const consentSources = ['footer', 'newsletter', 'account', 'checkout'] as const;
export type ConsentSource = (typeof consentSources)[number];

export interface Subscriber {
  id: number;
  store: StoreCode;
  email: string;
  language: LanguageCode;
  customerId: number | null;
  status: SubscriberStatus;
  consentAt: Date;
  consentSource: ConsentSource;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

/** A sign-up as the store answers it: the subscriber as it now is, and what it was before (null: new). */
export interface SignUpOutcome {
  subscriber: Subscriber;
  before: SubscriberStatus | null;
}

export type ConfirmOutcome = 'confirmed' | 'alreadySubscribed' | 'stale' | 'notFound';
export type UnsubscribeOutcome = 'unsubscribed' | 'alreadyUnsubscribed' | 'notFound';

/**
 * The newsletter's subscribers, one per address and store (docs/architecture.md "Shoppers' own state"). A sign-up of a
 * subscribed address changes nothing; any other starts a new consent that waits for its confirmation.
 */
export interface NewsletterStore {
  signUp(request: {
    store: StoreCode;
    email: string;
    language: LanguageCode;
    source: ConsentSource;
    customerId: number | null;
    now: Date;
  }): Promise<SignUpOutcome>;
  /** Confirms the consent given at `consentAt`; a link of an earlier sign-up is 'stale'. */
  confirm(id: number, consentAt: Date, now: Date): Promise<ConfirmOutcome>;
  unsubscribe(id: number, now: Date): Promise<UnsubscribeOutcome>;
  find(id: number): Promise<Subscriber | null>;
  /** A customer's subscription in a store: the one tied to the account, else the one of its login address. */
  findForCustomer(store: StoreCode, customerId: number, email: string): Promise<Subscriber | null>;
}
