import { slugify } from './slug';

describe('slugify', () => {
  it('spells out German umlauts and ß the way German URLs do', () => {
    expect(slugify('Große Wärmepumpe für Bäder')).toBe('grosse-waermepumpe-fuer-baeder');
  });

  it('drops Romanian diacritics in both comma and cedilla forms', () => {
    expect(slugify('Baterie lavoar monocomandă ș ş ț ţ î â')).toBe('baterie-lavoar-monocomanda-s-s-t-t-i-a');
  });

  it('collapses punctuation and trims hyphens', () => {
    expect(slugify('  Röhrenheizkörper 600 × 1200 mm, weiß!  ')).toBe('roehrenheizkoerper-600-1200-mm-weiss');
  });
});
