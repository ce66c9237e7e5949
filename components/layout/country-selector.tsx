import { useTranslations } from 'next-intl';
import type { Country } from '@/lib/shop/types';

interface CountrySelectorProps {
  countries: Country[];
  selectedId: Country['id'];
  /** SPEC §2: locked on /checkout unless VAT is excluded. */
  disabled?: boolean;
}

/**
 * The delivery country decides the VAT in every price. A plain form post, so it works before (and without)
 * JavaScript; with one country there is nothing to choose and it is shown as text.
 */
export function CountrySelector({ countries, selectedId, disabled = false }: CountrySelectorProps) {
  const t = useTranslations('Layout');
  const selected = countries.find((country) => country.id === selectedId) ?? countries[0];
  if (!selected) return null;
  if (countries.length === 1) {
    return (
      <p className="country-selector" data-testid="delivery-country">
        {t('deliveryCountry')}: <strong>{selected.title}</strong> ({selected.taxTitle})
      </p>
    );
  }
  return (
    <form method="post" action="/api/delivery-country" className="country-selector">
      <label htmlFor="delivery-country">{t('deliveryCountry')}</label>
      <select
        id="delivery-country"
        name="countryId"
        defaultValue={selected.id}
        disabled={disabled}
        data-testid="delivery-country"
      >
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.title} ({country.taxTitle})
          </option>
        ))}
      </select>
      <button type="submit" disabled={disabled}>
        {t('applyCountry')}
      </button>
    </form>
  );
}
