import { alternateUrls, type StoreOrigins } from '../seo/public-urls';
import { analyseHreflang, type Alternate, type AlternatePage, type AlternateRead } from './hreflang';

const origins: StoreOrigins = {
  at: 'https://www.sanitaerwelt.at',
  de: 'https://www.sanitaerwelt.de',
  ro: 'https://www.sanitaerwelt.ro',
};
const set = (paths: Parameters<typeof alternateUrls>[1]): Alternate[] =>
  Object.entries(alternateUrls(origins, paths)).map(([hreflang, href]) => ({ hreflang, href }));
const eurosmart = set({ de: 'bad/eurosmart', en: 'bathroom/eurosmart', ro: 'baie/eurosmart' });
const url = (hreflang: string) => eurosmart.find((alternate) => alternate.hreflang === hreflang)!.href;
const page = (at: string, alternates = eurosmart, changes: Partial<AlternatePage> = {}): AlternateRead => ({
  kind: 'read',
  page: { url: at, status: 200, redirects: [], canonical: at, alternates, ...changes },
});
/** Every page of the set read as the shop serves it: 200, self-canonical, naming the whole set. */
const wellRead = () => new Map(eurosmart.map(({ href }) => [href, page(href)]));

describe('analyseHreflang', () => {
  it('finds nothing wrong with the set the shop builds: six stores’ languages and x-default', () => {
    const matrix = analyseHreflang({ url: url('de-AT'), alternates: eurosmart }, wellRead());
    expect(matrix.mismatches).toEqual([]);
    expect(
      matrix.rows.map(({ hreflang, validCode, relative, namesPage, namesItself }) => [
        hreflang,
        validCode && !relative && namesPage && namesItself,
      ]),
    ).toEqual([
      ['de-AT', true],
      ['en-AT', true],
      ['de-DE', true],
      ['en-DE', true],
      ['ro-RO', true],
      ['en-RO', true],
      ['x-default', true],
    ]);
    expect(matrix.rows[2]!.setDifference).toEqual({ missing: [], extra: [] });
  });

  it('names an alternate that does not link back, nor to itself, and whose set differs', () => {
    const reads = wellRead();
    const lonely = [{ hreflang: 'de-DE', href: '/bad/eurosmart' }];
    reads.set(url('de-DE'), page(url('de-DE'), lonely));
    const { mismatches, rows } = analyseHreflang({ url: url('de-AT'), alternates: eurosmart }, reads);
    expect(rows[2]).toMatchObject({ namesPage: false, namesItself: true });
    expect(mismatches).toEqual([
      { kind: 'notReciprocal', hreflang: 'de-DE', href: url('de-DE') },
      {
        kind: 'differentSet',
        hreflang: 'de-DE',
        href: url('de-DE'),
        missing: eurosmart.filter(({ hreflang }) => hreflang !== 'de-DE'),
        extra: [],
      },
    ]);
    reads.set(
      url('de-DE'),
      page(
        url('de-DE'),
        eurosmart.filter(({ hreflang }) => hreflang !== 'de-DE'),
      ),
    );
    expect(analyseHreflang({ url: url('de-AT'), alternates: eurosmart }, reads).mismatches).toEqual([
      { kind: 'noSelfReference', hreflang: 'de-DE', href: url('de-DE') },
      {
        kind: 'differentSet',
        hreflang: 'de-DE',
        href: url('de-DE'),
        missing: [{ hreflang: 'de-DE', href: url('de-DE') }],
        extra: [],
      },
    ]);
  });

  it('reports a redirect, an error status, no answer and a non-canonical alternate for themselves', () => {
    const reads = wellRead();
    const redirects = [{ from: url('en-DE'), to: url('de-DE'), status: 301 }];
    reads.set(url('en-DE'), page(url('de-DE'), eurosmart, { redirects }));
    reads.set(url('ro-RO'), page(url('ro-RO'), [], { status: 404, canonical: null }));
    reads.set(url('en-RO'), { kind: 'refused', reason: 'unreachable' });
    reads.set(url('en-AT'), page(url('en-AT'), eurosmart, { canonical: `${url('en-AT')}-chrom` }));
    const { mismatches, rows } = analyseHreflang({ url: url('de-AT'), alternates: eurosmart }, reads);
    expect(mismatches).toEqual([
      { kind: 'notCanonical', hreflang: 'en-AT', href: url('en-AT'), canonical: `${url('en-AT')}-chrom` },
      { kind: 'redirects', hreflang: 'en-DE', href: url('en-DE'), to: url('de-DE') },
      { kind: 'status', hreflang: 'ro-RO', href: url('ro-RO'), status: 404 },
      { kind: 'unreadable', hreflang: 'en-RO', href: url('en-RO'), reason: 'unreachable' },
    ]);
    expect(rows[3]).toMatchObject({ namesPage: null, namesItself: null, setDifference: null });
  });

  it('flags bad codes, a relative href, a duplicate, a missing x-default and the page not naming itself', () => {
    const alternates = [
      { hreflang: 'de_AT', href: url('de-AT') },
      { hreflang: 'xx-YY', href: url('de-AT') },
      { hreflang: 'de-AU', href: '/bad/eurosmart' },
      { hreflang: 'de-DE', href: url('de-DE') },
      { hreflang: 'DE-de', href: url('en-DE') },
    ];
    const subject = { url: `${url('de-AT')}?utm_source=x`, alternates };
    const { mismatches, rows } = analyseHreflang(subject, new Map());
    expect(mismatches).toEqual([
      { kind: 'missingXDefault' },
      { kind: 'pageNotListed' },
      { kind: 'duplicateCode', hreflang: 'de-DE', hrefs: [url('de-DE'), url('en-DE')] },
      { kind: 'invalidCode', hreflang: 'de_AT', href: url('de-AT') },
      { kind: 'invalidCode', hreflang: 'xx-YY', href: url('de-AT') },
      { kind: 'relativeHref', hreflang: 'de-AU', href: '/bad/eurosmart' },
    ]);
    expect(rows[2]).toMatchObject({ url: url('de-AT'), relative: true, validCode: true });
    expect(rows.map((row) => row.read.kind)).toEqual(Array(5).fill('notChecked'));
  });

  it('judges a non-canonical address by its canonical, and says hreflang there is ignored', () => {
    const subject = { url: `${url('de-AT')}?utm_source=x`, canonical: url('de-AT'), alternates: eurosmart };
    expect(analyseHreflang(subject, wellRead()).mismatches).toEqual([
      { kind: 'pageNotCanonical', canonical: url('de-AT') },
    ]);
  });

  it('treats an href that is no address as unreadable, and no alternates as nothing to check', () => {
    const broken = [...eurosmart, { hreflang: 'de-CH', href: 'https://[broken' }];
    expect(analyseHreflang({ url: url('de-AT'), alternates: broken }, wellRead()).mismatches).toEqual([
      { kind: 'unreadable', hreflang: 'de-CH', href: 'https://[broken', reason: 'malformed' },
    ]);
    expect(analyseHreflang({ url: url('de-AT'), alternates: [] }, new Map())).toEqual({
      rows: [],
      mismatches: [],
    });
  });
});
