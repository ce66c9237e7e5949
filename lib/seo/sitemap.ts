import { isLanguageCode, type LanguageCode } from '../shop/codes';

/** URLs per sitemap file: under the protocol's 50,000, so a file stays well below its 50 MB limit too. */
export const SITEMAP_CHUNK = 45_000;

export type SitemapFile =
  { language: LanguageCode; kind: 'pages' } | { language: LanguageCode; kind: 'products'; part: number };

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'pages' ? `${file.language}-pages.xml` : `${file.language}-products-${file.part}.xml`;
}

/** The files of a store's sitemap: per language one of pages, and its products in parts of SITEMAP_CHUNK. */
export function sitemapFiles(
  productCounts: Partial<Record<LanguageCode, number>>,
  chunk = SITEMAP_CHUNK,
): SitemapFile[] {
  return (Object.entries(productCounts) as Array<[LanguageCode, number]>).flatMap(([language, count]) => [
    { language, kind: 'pages' as const },
    ...Array.from({ length: Math.ceil(count / chunk) }, (_, index) => ({
      language,
      kind: 'products' as const,
      part: index + 1,
    })),
  ]);
}

export function parseSitemapFileName(name: string): SitemapFile | null {
  const match = /^([a-z]{2})-(pages|products-([1-9]\d{0,3}))\.xml$/.exec(name);
  if (!match || !isLanguageCode(match[1])) return null;
  return match[2] === 'pages'
    ? { language: match[1], kind: 'pages' }
    : { language: match[1], kind: 'products', part: Number(match[3]) };
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemapIndexXml(locations: string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

export function urlSetXml(locations: string[]): string {
  const entries = locations.map((loc) => `<url><loc>${escapeXml(loc)}</loc></url>`).join('\n');
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/**
 * robots.txt of a host: everything may be crawled except the API, search results and the sorted or
 * price-filtered variants of listings (noindex, and endless in number); the sitemap index is named.
 */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // Search results in either language, by path (/search/{value}) or by the plain form's query (/search?q=).
    'Disallow: /search/',
    'Disallow: /search?',
    'Disallow: /en/search/',
    'Disallow: /en/search?',
    'Disallow: /*?*sort=',
    'Disallow: /*?*price-min=',
    'Disallow: /*?*price-max=',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
