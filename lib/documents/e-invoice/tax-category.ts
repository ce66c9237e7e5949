import type { Fields } from './ubl-fields';

/**
 * An EN 16931 VAT category (UNTDID 5305): standard rate, zero rate (Germany's photovoltaics), or an
 * intra-community supply whose VAT the buyer owes.
 */
export interface TaxCategory {
  code: 'S' | 'Z' | 'K';
  /** Percent, e.g. 20 or 19.5. */
  percent: number;
}

export function taxCategoryOf(rateBasisPoints: number, reverseCharge: boolean): TaxCategory {
  if (reverseCharge) return { code: 'K', percent: 0 };
  return rateBasisPoints === 0 ? { code: 'Z', percent: 0 } : { code: 'S', percent: rateBasisPoints / 100 };
}

/**
 * The category as UBL writes it. Only the VAT breakdown of an intra-community supply names its exemption (BR-IC-10);
 * everywhere else a reason would break BR-S-10 and BR-Z-10.
 */
export function vatCategoryFields(category: TaxCategory, exemptionReason?: string): Fields {
  return {
    'cbc:ID': category.code,
    'cbc:Percent': String(category.percent),
    ...(category.code === 'K' && exemptionReason
      ? { 'cbc:TaxExemptionReasonCode': 'VATEX-EU-IC', 'cbc:TaxExemptionReason': exemptionReason }
      : {}),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
}
