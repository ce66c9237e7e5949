import { decodeMarket, defaultMarket, encodeMarket, formatLocaleOf } from './market';

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

  it.each([
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
