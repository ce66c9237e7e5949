import { decodeMarket, defaultMarket, encodeMarket, formatLocaleOf, marketOfLocale } from './market';

describe('market segment', () => {
  it('round-trips every store default', () => {
    for (const store of ['at', 'de', 'ro'] as const) {
      const market = defaultMarket(store);
      expect(decodeMarket(encodeMarket(market))).toEqual(market);
    }
  });

  it('encodes store, language, delivery country and VAT mode', () => {
    expect(encodeMarket(defaultMarket('ro'))).toBe('ro-ro-146-gross');
    expect(encodeMarket({ store: 'at', language: 'en', deliveryCountryId: 5, vatMode: 'net' })).toBe(
      'at-en-5-net',
    );
  });

  it('carries the VAT period that keys cached pages, when the proxy set one', () => {
    const market = { ...defaultMarket('ro'), taxPeriod: '2025-08-01' };
    expect(encodeMarket(market)).toBe('ro-ro-146-gross-20250801');
    expect(decodeMarket('ro-ro-146-gross-20250801')).toEqual(market);
  });

  it.each([
    'at-de-13-gross-20250231',
    'at-de-13-gross-2025081',
    'at-de-99-gross',
    'fr-de-13-gross',
    'at-fr-13-gross',
    'at-de-13-free',
    'at-de-13',
    '',
    'at-de-013x-gross',
  ])('rejects %p', (segment) => {
    expect(decodeMarket(segment)).toBeNull();
  });

  it('formats with the page language and the store region', () => {
    expect(formatLocaleOf({ store: 'at', language: 'de' })).toBe('de-AT');
    expect(formatLocaleOf({ store: 'ro', language: 'en' })).toBe('en-RO');
  });
});

describe('marketOfLocale', () => {
  it('inverts formatLocaleOf for every store and language', () => {
    for (const store of ['at', 'de', 'ro'] as const) {
      for (const language of ['de', 'ro', 'en'] as const) {
        expect(marketOfLocale(formatLocaleOf({ store, language }))).toMatchObject({ store, language });
      }
    }
  });

  it('falls back to the Austrian store for an unknown tag', () => {
    expect(marketOfLocale('fr-FR')).toEqual(defaultMarket('at'));
  });
});
