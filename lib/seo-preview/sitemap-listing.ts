import { walkSitemaps } from './report/sitemap-walk';
import type { SitemapRequest } from './report/sitemap-request';

/**
 * Whether the sitemaps of the page's host list `url`, as Google would find it there: the host's index and its
 * files are read until the address turns up. Null when the index could not be read, so "not listed" is never
 * said of sitemaps nobody saw.
 */
export async function listedInSitemaps(
  url: string,
  origins: readonly string[],
  request?: SitemapRequest,
): Promise<boolean | null> {
  const origin = new URL(url).origin;
  if (!origins.includes(origin)) return null;
  let readAny = false;
  for await (const entry of walkSitemaps([origin], { request })) {
    if (entry.kind === 'page' && entry.url === url) return true;
    if (entry.kind === 'listed') readAny = true;
  }
  return readAny ? false : null;
}
