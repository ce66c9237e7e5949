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

  it('drops the message an earlier form left in the address, so it is not shown again', () => {
    expect(returnPath('http://at.localhost:3000/account?notice=address.added', 'at.localhost:3000')).toBe(
      '/account',
    );
    expect(
      returnPath(
        'http://at.localhost:3000/cart?error=cart.quantityInvalid&from=%2Fprodukt&fields=quantity',
        'at.localhost:3000',
      ),
    ).toBe('/cart?from=%2Fprodukt');
  });

  it.each([
    ['https://evil.example/phish', 'at.localhost:3000'],
    ['not a url', 'at.localhost:3000'],
    ['http://at.localhost:3000//evil.example/', 'at.localhost:3000'],
    ['http://at.localhost:3000/%2F%2Fevil.example/', 'at.localhost:3000'],
    [null, 'at.localhost:3000'],
  ])('falls back to the home page for %p', (referer, host) => {
    expect(returnPath(referer, host)).toBe('/');
  });
});
