import type { VatMode } from '@/lib/pricing/vat';
import type { Country } from '@/lib/shop/types';

/** A delivery country with the VAT a shopper pays there today ("inkl. 20 % MwSt."). */
export type VatCountry = Country & { vatLabel: string };

export type CountryChoice =
  | { kind: 'static'; country: VatCountry }
  | { kind: 'select'; countries: VatCountry[]; selected: VatCountry; disabled: boolean };

/**
 * docs/product.md §2's country dropdown rules: one country is shown as text; with VAT excluded only the delivery country
 * (the one billed at 0 %) is shown; on /checkout the choice is locked unless VAT is excluded.
 */
export function countryChoice(input: {
  countries: VatCountry[];
  selectedId: Country['id'];
  vatMode: VatMode;
  pathname: string;
}): CountryChoice | null {
  const selected = input.countries.find((country) => country.id === input.selectedId) ?? input.countries[0];
  if (!selected) return null;
  if (input.countries.length === 1 || input.vatMode === 'net') return { kind: 'static', country: selected };
  const onCheckout = /^(\/en)?\/checkout(\/|$)/.test(input.pathname);
  return { kind: 'select', countries: input.countries, selected, disabled: onCheckout };
}
