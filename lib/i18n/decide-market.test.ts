import { decideMarket, languagePrefix } from './decide-market';

const request = (host: string, pathname: string, cookies: Record<string, string> = {}) => ({
  host,
  pathname,
  cookie: (name: string) => cookies[name],
});
const decide = (...args: Parameters<typeof request>) => decideMarket(request(...args), new Map());

describe('decideMarket', () => {
  it('uses the store defaults for a first visit', () => {
    expect(decide('www.sanitaerwelt.de', '/')).toEqual({
      market: { store: 'de', language: 'de', deliveryCountryId: 5, vatMode: 'gross' },
      pathname: '/',
      path: '',
    });
  });

  it('serves English under /en on every host and strips the prefix', () => {
    expect(decide('ro.localhost', '/en')).toMatchObject({
      market: { language: 'en' },
      pathname: '/',
      path: '',
    });
    expect(decide('at.localhost', '/en/agb.html')).toMatchObject({
      pathname: '/agb.html',
      path: 'agb.html',
    });
    expect(decide('ro.localhost', '/en/m%C4%83r.html').path).toBe('măr.html');
  });

  it.each(['/EN/agb.html', '/en-gb/agb.html', '/english', '/fr/agb.html'])(
    'treats %s as an ordinary path',
    (path) => {
      expect(decide('at.localhost', path)).toMatchObject({ market: { language: 'de' }, pathname: path });
    },
  );

  it('follows the delivery-country cookie within the countries the store delivers to', () => {
    expect(decide('at.localhost', '/', { delivery_country: '5' }).market.deliveryCountryId).toBe(5);
    expect(decide('de.localhost', '/', { delivery_country: '13' }).market.deliveryCountryId).toBe(13);
  });

  it.each(['146', '999', 'abc', '', '13; DROP TABLE', '-13', '13.0e0x'])(
    'ignores the delivery-country cookie %p where it does not fit',
    (value) => {
      expect(decide('de.localhost', '/', { delivery_country: value }).market.deliveryCountryId).toBe(5);
    },
  );

  it.each(['/%E0%A4%A.html', '/en/%ZZ', '/%', '/%00.html', '/en/a%0Ab', '/%7F'])(
    'has no path to look up for the undecodable or control-character path %s',
    (path) => {
      expect(decide('at.localhost', path).path).toBeNull();
    },
  );

  it('never shows net prices because of a cookie', () => {
    for (const value of ['net', 'NET', '1', 'true']) {
      expect(
        decide('at.localhost', '/', { vat_mode: value, excludeVAT: value, isCompany: value }).market.vatMode,
      ).toBe('gross');
    }
  });
});

describe('languagePrefix', () => {
  it('is empty for the host language and /en for English', () => {
    expect(languagePrefix({ store: 'ro', language: 'ro' })).toBe('');
    expect(languagePrefix({ store: 'de', language: 'en' })).toBe('/en');
  });
});
