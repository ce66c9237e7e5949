import type { LanguageCode, StoreCode } from '../shop/schemas';

export interface SupportContact {
  phone: string;
  schedule: string;
  email: string;
}

/**
 * The shops' support lines, kept with the code: the server-error screen shows them exactly when the backend
 * that stores them cannot be reached.
 */
export const supportContacts: Record<StoreCode, SupportContact> = {
  at: { phone: '+43 732 890 120', schedule: 'Mo–Fr 8–17 Uhr', email: 'service@sanitaerwelt.at' },
  de: { phone: '+49 89 2154 870', schedule: 'Mo–Fr 8–18 Uhr', email: 'service@sanitaerwelt.de' },
  ro: { phone: '+40 21 311 4520', schedule: 'L–V 9–17', email: 'contact@sanitarlume.ro' },
};

export interface ServerErrorAudience {
  language: LanguageCode;
  contact: SupportContact | null;
}

/**
 * docs/product.md §2: the server-error screen speaks German on .de and .at hosts, Romanian on .ro, English elsewhere, and
 * shows the country's support contact. The at./de./ro.localhost names count as their shops.
 */
export function serverErrorAudience(hostname: string): ServerErrorAudience {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const match = /(?:^|\.)(at|de|ro)(?:\.localhost)?$/.exec(host);
  const store =
    match && (host.endsWith(`.${match[1]}`) || host === `${match[1]}.localhost`)
      ? (match[1] as StoreCode)
      : null;
  if (!store) return { language: 'en', contact: null };
  return { language: store === 'ro' ? 'ro' : 'de', contact: supportContacts[store] };
}
