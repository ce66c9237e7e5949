import { z } from 'zod';
import type { StoreIntegrations } from './types';

const tagManagerId = z.string().regex(/^GTM-[A-Z0-9]{4,12}$/);
const httpsUrl = z.url({ protocol: /^https$/ });

/**
 * Settings become integrations only when they have the exact shape expected: a container id, an https URL.
 * Anything else (code, a javascript: URL, a typo) is dropped rather than run in shoppers' browsers.
 */
export function parseIntegrations(settings: ReadonlyMap<string, string>): StoreIntegrations {
  const id = tagManagerId.safeParse(settings.get('google_tag_manager_id')?.trim());
  const chat = httpsUrl.safeParse(settings.get('chat_widget_script')?.trim());
  return { tagManagerId: id.success ? id.data : null, chatScriptUrl: chat.success ? chat.data : null };
}
