import { deliveryCountrySchema, returnPath } from './delivery-country';

describe('deliveryCountrySchema', () => {
  it('accepts the countries the store delivers to', () => {
    expect(deliveryCountrySchema('at').parse({ countryId: '5' })).toEqual({ countryId: 5 });
  });

  it.each([['146'], ['0'], ['abc'], [''], ['5.5']])('refuses %p in the Austrian store', (countryId) => {
    expect(deliveryCountrySchema('at').safeParse({ countryId }).success).toBe(false);
  });

  it('lets the Romanian store deliver to Romania only', () => {
    expect(deliveryCountrySchema('ro').safeParse({ countryId: '13' }).success).toBe(false);
  });
});

describe('returnPath', () => {
  it('returns to the page on the same host, keeping its query', () => {
    expect(returnPath('http://at.localhost:3000/en/agb.html?x=1', 'at.localhost:3000')).toBe(
      '/en/agb.html?x=1',
    );
  });

  it.each([
    ['https://evil.example/phish', 'at.localhost:3000'],
    ['not a url', 'at.localhost:3000'],
    [null, 'at.localhost:3000'],
  ])('falls back to the home page for %p', (referer, host) => {
    expect(returnPath(referer, host)).toBe('/');
  });
});
