import { z } from 'zod';
import { storeDefaults } from '../i18n/stores';
import type { StoreCode } from '../shop/schemas';

/** The header's delivery-country form; the same schema validates the form's options and the handler's input. */
export function deliveryCountrySchema(store: StoreCode) {
  const allowed = storeDefaults[store].deliveryCountryIds;
  return z.object({
    countryId: z.coerce
      .number()
      .int()
      .refine((id) => allowed.includes(id as (typeof allowed)[number]), {
        message: 'siteCountry.updateFailed',
      }),
  });
}

/** Where to send the shopper back to: the page they came from on this host, never another site. */
export function returnPath(referer: string | null, host: string | null): string {
  if (!referer || !host) return '/';
  try {
    const url = new URL(referer);
    return url.host === host ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}
