import { useTranslations } from 'next-intl';
import type { StoreCode } from '@/lib/shop/codes';
import { intraCommunityCountry } from '@/lib/i18n/vat-exclusion';
import type { Country, Customer } from '@/lib/shop/types';
import '@/app/styles/account.css';

interface VatExclusionFormProps {
  customer: Customer;
  store: StoreCode;
  storeCountry: Country | undefined;
  countries: Country[];
  language: string;
}

/**
 * docs/product.md §6 excludeVAT on the account page, for a business whose VAT id VIES confirmed: where the delivery is
 * intra-community, a switch between prices with and without VAT; where it is domestic, why VAT stays.
 */
export function VatExclusionForm({
  customer,
  store,
  storeCountry,
  countries,
  language,
}: VatExclusionFormProps) {
  const t = useTranslations('Account');
  if (customer.title === 'mr' || customer.title === 'miss' || customer.vatStatus !== 'valid') return null;
  const countryId = intraCommunityCountry(customer, store);
  const country = countries.find((entry) => entry.id === countryId);
  if (!country)
    return storeCountry ? (
      <p className="vat-exclusion" data-testid="vat-exclusion">
        {t('vatExclusionDomestic', { country: storeCountry.title })}
      </p>
    ) : null;
  const excluded = customer.excludeVat;
  return (
    <section className="vat-exclusion" aria-labelledby="vat-exclusion" data-testid="vat-exclusion">
      <h2 id="vat-exclusion">{t('vatExclusionTitle')}</h2>
      <p>{t(excluded ? 'vatExclusionOn' : 'vatExclusionOffer', { country: country.title })}</p>
      <form method="post" action="/api/account">
        <input type="hidden" name="action" value="setVatExclusion" />
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="excludeVat" value={excluded ? 'off' : 'on'} />
        <button type="submit" className="button button--secondary">
          {t(excluded ? 'vatIncludeButton' : 'vatExcludeButton')}
        </button>
      </form>
    </section>
  );
}
