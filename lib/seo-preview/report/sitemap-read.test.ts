import { readSitemap } from './sitemap-read';

const encoder = new TextEncoder();

/** A body arriving in pieces of `size` bytes, as a socket hands them over. */
async function* pieces(text: string, size: number) {
  const bytes = encoder.encode(text);
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

const urlset = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url><loc> https://www.sanitaerwelt.ro/baie/baterie-lavoar-ș?culoare=crom&amp;mărime=2 </loc>
    <image:image><image:loc>https://www.sanitaerwelt.ro/images/baterie.jpg</image:loc></image:image></url>
  <url><loc><![CDATA[https://www.sanitaerwelt.ro/baie/cadă]]></loc><lastmod>2025-01-01</lastmod></url>
</urlset>`;

describe('readSitemap', () => {
  it('lists the pages of a URL set, not its images, whichever bytes the pieces split', async () => {
    const expected = {
      kind: 'urlset',
      locations: [
        'https://www.sanitaerwelt.ro/baie/baterie-lavoar-ș?culoare=crom&mărime=2',
        'https://www.sanitaerwelt.ro/baie/cadă',
      ],
    };
    expect(await readSitemap(pieces(urlset, 1 << 20))).toEqual(expected);
    // One byte at a time splits every tag and every Romanian letter's two bytes.
    expect(await readSitemap(pieces(urlset, 1))).toEqual(expected);
  });

  it('lists the files of an index, a namespace prefix notwithstanding', async () => {
    const index = `<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sm:sitemap><sm:loc>https://www.sanitaerwelt.at/sitemaps/de-pages.xml</sm:loc></sm:sitemap>
      <sm:sitemap><sm:loc>https://www.sanitaerwelt.at/sitemaps/en-products-1.xml</sm:loc></sm:sitemap>
    </sm:sitemapindex>`;
    expect(await readSitemap(pieces(index, 7))).toEqual({
      kind: 'index',
      locations: [
        'https://www.sanitaerwelt.at/sitemaps/de-pages.xml',
        'https://www.sanitaerwelt.at/sitemaps/en-products-1.xml',
      ],
    });
  });

  it('refuses what is not a sitemap, one over the size limit, and a body that breaks off', async () => {
    expect(await readSitemap(pieces('<!doctype html><html><body>Fehler</body></html>', 64))).toEqual({
      kind: 'unreadable',
      detail: 'not a sitemap',
    });
    expect(await readSitemap(pieces(urlset, 100), 300)).toEqual({
      kind: 'unreadable',
      detail: 'over 300 bytes',
    });
    async function* broken() {
      yield encoder.encode('<urlset><url><loc>https://www.sanitaerwelt.de/');
      throw new Error('socket hang up');
    }
    expect(await readSitemap(broken())).toEqual({ kind: 'unreadable', detail: 'socket hang up' });
  });
});
