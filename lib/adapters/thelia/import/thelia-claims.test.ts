import { MAX_REFERENCE_LENGTH, ReferenceClaims, UrlClaims } from './thelia-claims';

describe('unique references out of Thelia’s', () => {
  it('keeps a reference for the first item asking, and for the same item again', () => {
    const claims = new ReferenceClaims();
    expect(claims.claim(11, 'WT-100-W')).toBe('WT-100-W');
    expect(claims.claim(11, 'WT-100-W')).toBe('WT-100-W');
  });

  it('appends the id for a later item repeating it, and more when that is taken too', () => {
    const claims = new ReferenceClaims();
    expect(claims.claim(31, 'BR-300')).toBe('BR-300');
    expect(claims.claim(1000, 'BR-300')).toBe('BR-300-1000');
    expect(claims.claim(7, 'BR-300-1000')).toBe('BR-300-1000-7');
    expect(claims.claim(1000, 'BR-300-1000-7')).toBe('BR-300-1000-7-1000');
  });

  it('keeps the reference the index holds for an item, whichever item asks first', () => {
    const claims = new ReferenceClaims([
      { id: 31, wanted: 'BR-300', held: 'BR-300' },
      { id: 1000, wanted: 'BR-300', held: 'BR-300-1000' },
      { id: 1001, wanted: 'BR-300', held: undefined },
    ]);
    expect(claims.claim(1001, 'BR-300')).toBe('BR-300-1001');
    expect(claims.claim(1000, 'BR-300')).toBe('BR-300-1000');
    expect(claims.claim(31, 'BR-300')).toBe('BR-300');
  });

  it('lets go of a held reference no longer made from what the item wants', () => {
    const claims = new ReferenceClaims([
      { id: 1000, wanted: 'NEW-1', held: 'BR-300-1000' },
      { id: 7, wanted: 'BR-300', held: 'BR-300-1000' },
    ]);
    expect(claims.claim(7, 'BR-300')).toBe('BR-300');
    expect(claims.claim(1000, 'NEW-1')).toBe('NEW-1');
  });

  it('stays within the column’s width', () => {
    const claims = new ReferenceClaims();
    const long = 'X'.repeat(80);
    expect(claims.claim(1, long)).toHaveLength(MAX_REFERENCE_LENGTH);
    const second = claims.claim(2, long);
    expect(second).toHaveLength(MAX_REFERENCE_LENGTH);
    expect(second.endsWith('-2')).toBe(true);
  });
});

describe('claims on addresses during an import', () => {
  it('gives an address once per locale, and never one the shop’s own pages hold', () => {
    const claims = new UrlClaims([{ locale: 'de_DE', url: 'agb.html' }]);
    expect(claims.take('de_DE', 'agb.html')).toBe(false);
    expect(claims.take('en_US', 'agb.html')).toBe(true);
    expect(claims.take('de_DE', 'bad.html')).toBe(true);
    expect(claims.take('de_DE', 'bad.html')).toBe(false);
  });

  it('makes the first free address from a title, as the seed does', () => {
    const claims = new UrlClaims([{ locale: 'de_DE', url: 'aqualine.html' }]);
    expect(claims.make('de_DE', 'Aqualine', 'brand-1')).toBe('aqualine-2.html');
    expect(claims.make('de_DE', 'Aqualine', 'brand-1')).toBe('aqualine-3.html');
    expect(claims.make('de_DE', 'Größe', 'x')).toBe('groesse.html');
    expect(claims.make('de_DE', '***', 'brand-7')).toBe('brand-7.html');
  });

  it('lets a view keep the address made for it last time while its title still gives it', () => {
    const claims = new UrlClaims([{ locale: 'de_DE', url: 'agb.html' }]);
    expect(claims.keep('de_DE', 'Aqualine', 'brand-1', 'aqualine-2.html')).toBe(true);
    expect(claims.make('de_DE', 'Aqualine', 'brand-2')).toBe('aqualine.html');
    expect(claims.keep('de_DE', 'Aqualine', 'brand-3', 'aqualine-2.html')).toBe(false);
    expect(claims.keep('de_DE', 'Neptun', 'brand-4', 'aqualine-3.html')).toBe(false);
    expect(claims.keep('de_DE', 'AGB', 'brand-5', 'agb.html')).toBe(false);
    expect(claims.keep('de_DE', '***', 'brand-6', 'brand-6.html')).toBe(true);
  });
});
