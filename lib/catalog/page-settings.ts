import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * The settings whose values end up in cached pages (canonical links, hreflang, JSON-LD, sitemaps, the
 * monitoring loader) or decide whose catalogue a page shows. Pages cached under other values must not outlive a
 * restart: a canonical link to the wrong host is an SEO disaster, another database's prices a legal one.
 */
export const PAGE_SHAPING_SETTINGS = [
  'SHOP_ORIGINS',
  'SHOP_HOST_MAP',
  'CDN_CACHE_SECONDS',
  'SENTRY_DSN',
  'SENTRY_ENVIRONMENT',
  'SHOP_BACKEND',
  'THELIA_URL',
  'DATABASE_URL',
  'PGLITE_DATA_DIR',
] as const;

export type PageSettingsStamp = Record<string, string>;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Which database a URL names: host, port and database, not who logs in how. Instances that reach one database
 * with other credentials (a password rotated during a rolling deploy) share their pages.
 */
function databaseIdentity(url: string): string {
  if (!URL.canParse(url)) return url;
  const { hostname, port, pathname } = new URL(url);
  return `${hostname.toLowerCase()}:${port || '5432'}${pathname}`;
}

/**
 * Each page-shaping setting's value as a digest, so the stamp kept beside the cache holds no database password.
 * An unset setting and an empty one are the same; the PGlite folder counts as the absolute path it names, the
 * database as the one it names.
 */
export function pageSettingsStamp(
  environment: Record<string, string | undefined>,
  cwd: string,
): PageSettingsStamp {
  return Object.fromEntries(
    PAGE_SHAPING_SETTINGS.map((name) => {
      const raw = environment[name]?.trim() ?? '';
      const value =
        name === 'PGLITE_DATA_DIR' && raw
          ? resolve(cwd, raw)
          : name === 'DATABASE_URL' && raw
            ? databaseIdentity(raw)
            : raw;
      return [name, digest(value)];
    }),
  );
}

/** The settings whose values differ between the stamp the cache was made under and the current one. */
export function changedSettings(cachedUnder: PageSettingsStamp, current: PageSettingsStamp): string[] {
  return Object.keys(current).filter((name) => cachedUnder[name] !== current[name]);
}

/** One short digest of a whole stamp, to keep caches made under different settings apart. */
export function settingsDigest(stamp: PageSettingsStamp): string {
  return digest(JSON.stringify(stamp)).slice(0, 16);
}
