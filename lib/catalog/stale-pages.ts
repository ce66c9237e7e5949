import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changedSettings, type PageSettingsStamp } from './page-settings';

/**
 * What Next and the shop write into the build folder while serving: rendered pages (server/route-cache), the
 * data cache (cache/fetch-cache) and the product feeds. The build's own output stays.
 */
const SERVED_CACHES = ['server/route-cache', 'cache/fetch-cache', 'feeds'];
const STAMP_FILE = 'cache/page-settings.json';

export type StalePages =
  | { kind: 'kept' }
  /** `changed` names the settings that differ; null when the cache has no stamp (made before stamps were kept). */
  | { kind: 'dropped'; changed: string[] | null };

function readStamp(distDir: string): PageSettingsStamp | null {
  try {
    return JSON.parse(readFileSync(join(distDir, STAMP_FILE), 'utf8')) as PageSettingsStamp;
  } catch {
    return null;
  }
}

/**
 * Runs before the server takes requests: drops what the build folder cached under other page-shaping settings,
 * so the first request after a restart with new origins already renders with them, then stamps the folder with
 * the current settings.
 */
export function forgetPagesOfOtherSettings(distDir: string, current: PageSettingsStamp): StalePages {
  const cachedUnder = readStamp(distDir);
  const changed = cachedUnder ? changedSettings(cachedUnder, current) : null;
  const anythingCached = SERVED_CACHES.some((folder) => existsSync(join(distDir, folder)));
  let outcome: StalePages = { kind: 'kept' };
  if (changed === null ? anythingCached : changed.length > 0) {
    for (const folder of SERVED_CACHES) rmSync(join(distDir, folder), { recursive: true, force: true });
    outcome = { kind: 'dropped', changed };
  }
  mkdirSync(join(distDir, 'cache'), { recursive: true });
  writeFileSync(join(distDir, STAMP_FILE), `${JSON.stringify(current)}\n`);
  return outcome;
}
