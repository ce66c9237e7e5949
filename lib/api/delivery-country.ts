import { z } from 'zod';
import { sameSitePath } from '../http/same-site-path';
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

/** Query fields of a previous form's answer: shown once, never again after the next form. */
const ANSWER_FIELDS = ['notice', 'error', 'fields', 'form', 'seconds'];

/**
 * Where to send the shopper back to: the page they came from on this host (its filters kept, the message of an
 * earlier answer dropped), never another site.
 */
export function returnPath(referer: string | null, host: string | null): string {
  if (!referer || !host) return '/';
  try {
    const url = new URL(referer);
    if (url.host !== host) return '/';
    for (const field of ANSWER_FIELDS) url.searchParams.delete(field);
    // "http://shop//evil.example/" is this host, but its path alone would lead to evil.example.
    return sameSitePath(`${url.pathname}${url.search}`) ?? '/';
  } catch {
    return '/';
  }
}
