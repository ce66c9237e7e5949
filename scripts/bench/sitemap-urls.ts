/** What a sitemap URL shows, told by the file that lists it (`de-products-3.xml`, `de-pages.xml`). */
export type SitemapKind = 'product' | 'page';

export interface SitemapUrl {
  path: string;
  kind: SitemapKind;
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/**
 * Every URL a host's sitemap index leads to, as paths to ask the server on `origin` for (the sitemaps name the
 * public host, which the bench reaches through the Host header).
 */
export async function sitemapUrls(origin: string, host: string): Promise<SitemapUrl[]> {
  const get = async (path: string) => {
    const response = await fetch(new URL(path, origin), { headers: { host } });
    if (!response.ok) throw new Error(`${host}${path} answered ${response.status}`);
    return response.text();
  };
  const urls: SitemapUrl[] = [];
  for (const file of locations(await get('/sitemap.xml'))) {
    const { pathname } = new URL(file);
    const kind: SitemapKind = /-products-\d+\.xml$/.test(pathname) ? 'product' : 'page';
    for (const location of locations(await get(pathname))) {
      const { pathname: path, search } = new URL(location);
      urls.push({ path: path + search, kind });
    }
  }
  return urls;
}

/** Every `step`-th URL, so a sample spreads over all sitemap files instead of the first one. */
export function everyNth<T>(items: T[], step: number): T[] {
  return items.filter((_item, index) => index % Math.max(1, step) === 0);
}
