import { useTranslations } from 'next-intl';
import type { Address, Country } from '@/lib/shop/types';

interface SiteCountryOfferProps {
  addresses: Address[];
  /** The countries this store delivers to, the one the pages are priced for first. */
  deliveryCountries: Country[];
  currentCountryId: number;
}

/**
 * docs/product.md §4 "site country": when the default address is in another country the store delivers to, the shop offers
 * to price the pages for it, and switches only when the customer says so (the header's own country form).
 */
export function SiteCountryOffer({ addresses, deliveryCountries, currentCountryId }: SiteCountryOfferProps) {
  const t = useTranslations('Account');
  const home = addresses.find((address) => address.isDefault);
  const country = deliveryCountries.find((entry) => entry.id === home?.countryId);
  if (!country || country.id === currentCountryId) return null;
  return (
    <form
      method="post"
      action="/api/delivery-country"
      className="site-country-offer"
      data-testid="site-country-offer"
    >
      <p>{t('siteCountryOffer', { country: country.title })}</p>
      <input type="hidden" name="countryId" value={country.id} />
      <button type="submit" className="button button--secondary">
        {t('siteCountrySwitch', { country: country.title })}
      </button>
    </form>
  );
}
