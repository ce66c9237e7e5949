import { decodeMarket } from '@/lib/i18n/market';
import { supportContacts, type ServerErrorAudience } from '@/lib/i18n/server-error';

/** What the server-error screen shows before the browser can read the host: the market's language and line. */
export function fallbackAudience(marketSegment: unknown): ServerErrorAudience {
  const market = typeof marketSegment === 'string' ? decodeMarket(marketSegment) : null;
  if (!market) return { language: 'en', contact: null };
  return { language: market.language, contact: supportContacts[market.store] };
}
