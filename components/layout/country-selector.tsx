'use client';

import { usePathname } from 'next/navigation';
import type { VatMode } from '@/lib/pricing/vat';
import type { Country } from '@/lib/shop/types';
import { countryChoice, type VatCountry } from './country-choice';

interface CountrySelectorProps {
  countries: VatCountry[];
  selectedId: Country['id'];
  vatMode: VatMode;
  labels: { deliveryCountry: string; apply: string; vatExcluded: string };
}

/**
 * The delivery country decides the VAT in every price. A plain form post, so it works before (and without)
 * JavaScript; the rules of what it offers are in country-choice.ts.
 */
export function CountrySelector({ countries, selectedId, vatMode, labels }: CountrySelectorProps) {
  const choice = countryChoice({ countries, selectedId, vatMode, pathname: usePathname() });
  if (!choice) return null;
  if (choice.kind === 'static') {
    return (
      <p className="country-selector" data-testid="delivery-country">
        {labels.deliveryCountry}: <strong>{choice.country.title}</strong> (
        {vatMode === 'net' ? labels.vatExcluded : choice.country.vatLabel})
      </p>
    );
  }
  return (
    <form method="post" action="/api/delivery-country" className="country-selector">
      <label htmlFor="delivery-country">{labels.deliveryCountry}</label>
      <select
        id="delivery-country"
        name="countryId"
        defaultValue={choice.selected.id}
        disabled={choice.disabled}
        data-testid="delivery-country"
      >
        {choice.countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.title} ({country.vatLabel})
          </option>
        ))}
      </select>
      <button type="submit" disabled={choice.disabled}>
        {labels.apply}
      </button>
    </form>
  );
}
