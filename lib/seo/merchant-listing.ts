import type { Money } from '../pricing/money';
import { decimalPrice, type JsonLd } from './json-ld';

const CONTEXT = 'https://schema.org';

/** Days as schema.org's QuantitativeValue wants them (UN/CEFACT unit code DAY). */
function days(range: { min: number; max: number }): JsonLd {
  return { '@type': 'QuantitativeValue', minValue: range.min, maxValue: range.max, unitCode: 'DAY' };
}

export interface ShippingDetailsInput {
  /** ISO 3166-1 alpha-2. */
  country: string;
  rate: Money;
  /** Days before the parcel leaves, and on its way. */
  handlingDays: { min: number; max: number };
  transitDays: { min: number; max: number };
}

/** An offer's postage to one country and how long delivery takes there (Google's merchant listing shippingDetails). */
export function shippingDetailsJsonLd(input: ShippingDetailsInput): JsonLd {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: {
      '@type': 'MonetaryAmount',
      value: decimalPrice(input.rate),
      currency: input.rate.currency,
    },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: input.country },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(input.handlingDays),
      transitTime: days(input.transitDays),
    },
  };
}

/** docs/product.md §9 "Returns within 14 days": the statutory withdrawal period. */
export const WITHDRAWAL_DAYS = 14;

/**
 * The statutory right of withdrawal as a return policy (Directive 2011/83/EU Art. 9: 14 days; the shop's
 * withdrawal texts put the direct cost of sending goods back on the buyer), for the countries a store sells to.
 */
export function withdrawalReturnPolicyJsonLd(countries: readonly string[]): JsonLd {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: countries.length === 1 ? countries[0] : [...countries],
    returnPolicyCategory: `${CONTEXT}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: WITHDRAWAL_DAYS,
    returnMethod: `${CONTEXT}/ReturnByMail`,
    returnFees: `${CONTEXT}/ReturnFeesCustomerResponsibility`,
  };
}
