import type { LanguageCode } from '../../../shop/codes';

/**
 * What forwarding orders to Thelia needs to know of the shop, named after the environment settings that hold it
 * (lib/env.ts), so the composition root can pass those as they are.
 */
export interface TheliaForwardingSettings {
  /** THELIA_DELIVERY_MODULES "77=10, 78=11": Thelia's delivery module for each of the storefront's. */
  THELIA_DELIVERY_MODULES: ReadonlyMap<number, number>;
  /** THELIA_PAYMENT_MODULE_ID: an offline payment module of Thelia; the storefront has taken the money itself. */
  THELIA_PAYMENT_MODULE_ID: number;
  /** THELIA_LANGUAGE_IDS "de=1, ro=2, en=3": Thelia's lang id of each language, for the customers registered. */
  THELIA_LANGUAGE_IDS: Readonly<Record<LanguageCode, number>>;
  /** THELIA_FORWARD_SINCE: orders placed before (the day the shop moved onto Thelia) are not forwarded. */
  THELIA_FORWARD_SINCE?: Date;
  /** The secret the buyers' Thelia passwords are sealed with (password-seal.ts). */
  SESSION_SECRET: string;
}

/**
 * An order the storefront cannot forward as it stands (a delivery module with no counterpart at Thelia, an order
 * cancelled first): trying again changes nothing, so it is recorded as failed and reported.
 */
export class ForwardingRefusal extends Error {
  override readonly name = 'ForwardingRefusal';
}
