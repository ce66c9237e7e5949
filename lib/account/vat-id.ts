import { checkVAT, countries, type Country } from 'jsvat';

/** The EU's member states as VIES knows them (Greece's VAT ids start with EL). */
const memberStates = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);
const euCountries: Country[] = countries.filter((country) => memberStates.has(country.codes[0] ?? ''));

/** A VAT id whose shape and check digit hold: where it is registered, and how VIES asks for it. */
export interface VatId {
  /** ISO 3166 alpha-2 of the member state (GR for Greece). */
  countryIso: string;
  /** VIES's prefix (EL for Greece) and the number after it. */
  viesCountryCode: string;
  viesNumber: string;
  /** The whole id, as stored: prefix and number, without spaces or dots. */
  value: string;
}

export type VatIdReading =
  { ok: true; vatId: VatId } | { ok: false; problem: 'account.vatInvalid' | 'account.vatTooShort' };

/** The store's rule for its own country's ids (`vat_min_length`); other member states' ids have their own shapes. */
export interface VatIdRules {
  minLength: number;
  storeCountryIso: string;
}

/**
 * docs/product.md §5 company VAT id, before anyone is asked: the store's `vat_min_length` for an id of its own country,
 * then an EU member state's shape and check digit (jsvat). A valid shape says nothing about whether the id is
 * registered; VIES says that.
 */
export function readVatId(input: string, rules: VatIdRules): VatIdReading {
  const value = input.replace(/[\s.-]/g, '').toUpperCase();
  const domestic = value.startsWith(rules.storeCountryIso === 'GR' ? 'EL' : rules.storeCountryIso);
  if (domestic && value.length < rules.minLength) return { ok: false, problem: 'account.vatTooShort' };
  const checked = checkVAT(value, euCountries);
  if (!checked.isValid || !checked.country) return { ok: false, problem: 'account.vatInvalid' };
  return {
    ok: true,
    vatId: {
      countryIso: checked.country.isoCode.short,
      viesCountryCode: value.slice(0, 2),
      viesNumber: value.slice(2),
      value,
    },
  };
}
