import { keptFields } from './schemas';

/** The cookie that carries a refused plain form's values back to it, never in a URL (they are personal). */
export const FORM_FLASH_COOKIE = 'account_form';
export const FORM_FLASH_SECONDS = 300;

export type KeptValues = Partial<Record<(typeof keptFields)[number], string>>;

/** The values worth giving back (never a password), bounded, as the cookie's value. */
export function encodeKeptValues(fields: Record<string, unknown>): string {
  const kept: KeptValues = {};
  for (const name of keptFields) {
    const value = fields[name];
    if (typeof value === 'string') kept[name] = value.slice(0, 254);
  }
  return Buffer.from(JSON.stringify(kept)).toString('base64url');
}

/** The kept values of a cookie, or none when it is missing or not ours. */
export function decodeKeptValues(cookie: string | undefined): KeptValues {
  if (!cookie || cookie.length > 3_000) return {};
  try {
    const parsed = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      keptFields.flatMap((name) => {
        const value = (parsed as Record<string, unknown>)[name];
        return typeof value === 'string' ? [[name, value.slice(0, 254)]] : [];
      }),
    );
  } catch {
    return {};
  }
}
