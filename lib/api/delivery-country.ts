import { z } from 'zod';
import { refererPath } from '../http/same-site-path';
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

/** Where to send the shopper back to: the page they came from on this host, else the home page. */
export function returnPath(referer: string | null, host: string | null): string {
  return refererPath(referer, host) ?? '/';
}
