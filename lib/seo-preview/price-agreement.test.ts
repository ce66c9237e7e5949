import { decimalToMinor, offerOfPage, priceAgreement } from './price-agreement';
import type { RichResultOffer } from './structured-data-offers';

const offer: RichResultOffer = {
  sku: 'SE-70',
  url: 'https://at.example/bad/eurosmart',
  price: '1234.50',
  priceCurrency: 'EUR',
  availability: 'InStock',
};
const feed = (price: string) => ({ price, link: offer.url!, availability: 'in_stock' });
const agreeing = {
  offer,
  page: { amountMinor: 123_450 },
  currency: 'EUR',
  cart: { amount: 123_450, currency: 'EUR' },
  feed: feed('1234.50 EUR'),
};

describe('priceAgreement', () => {
  it('finds nothing wrong when JSON-LD, page, cart and feed say the same', () => {
    const agreement = priceAgreement(agreeing);
    expect(agreement.mismatches).toEqual([]);
    expect(agreement.prices.map((price) => [price.source, price.amountMinor, price.agrees])).toEqual([
      ['jsonLd', 123_450, null],
      ['page', 123_450, true],
      ['cart', 123_450, true],
      ['feed', 123_450, true],
    ]);
  });

  it('names each source whose amount or currency differs, and tells a feed without the item apart', () => {
    expect(priceAgreement({ ...agreeing, page: { amountMinor: 123_451 } }).mismatches).toEqual(['page']);
    expect(priceAgreement({ ...agreeing, cart: { amount: 123_450, currency: 'RON' } }).mismatches).toEqual([
      'cart',
    ]);
    expect(priceAgreement({ ...agreeing, feed: feed('1399.00 EUR'), cart: null }).mismatches).toEqual([
      'cart',
      'feed',
    ]);
    const unlisted = priceAgreement({ ...agreeing, feed: undefined });
    expect(unlisted).toMatchObject({ mismatches: [], feedUnreadable: false });
    // A feed that could not be read says nothing of the price either way, and says so.
    expect(priceAgreement({ ...agreeing, feed: null })).toMatchObject({
      mismatches: [],
      feedUnreadable: true,
    });
    expect(unlisted.prices.at(-1)).toEqual({
      source: 'feed',
      amountMinor: null,
      currency: null,
      agrees: null,
    });
  });

  it('calls a page with a price but no readable JSON-LD offer a mismatch of the JSON-LD', () => {
    expect(priceAgreement({ ...agreeing, offer: null }).mismatches).toEqual(['jsonLd']);
    expect(priceAgreement({ ...agreeing, offer: { ...offer, price: '12,50' } }).mismatches).toEqual([
      'jsonLd',
    ]);
    expect(priceAgreement({ ...agreeing, offer: { ...offer, price: null } }).mismatches).toEqual(['jsonLd']);
    expect(priceAgreement({ ...agreeing, offer: null, page: null }).mismatches).toEqual([]);
  });
});

describe('offerOfPage', () => {
  it('takes the offer at the page’s own address, else the one of the article number shown, else the only one', () => {
    const variant = { ...offer, sku: 'SE-71', url: 'https://at.example/bad/eurosmart-l' };
    expect(offerOfPage([offer, variant], variant.url)).toBe(variant);
    expect(offerOfPage([offer, variant], 'https://at.example/other')).toBeNull();
    // A product group's page shows its default variant, whose offer lives at the variant's own address.
    expect(offerOfPage([offer, variant], 'https://at.example/group', 'SE-71')).toBe(variant);
    expect(offerOfPage([variant], 'https://at.example/other')).toBe(variant);
  });

  it('reads decimals as Google does', () => {
    expect(decimalToMinor('1234.5')).toBe(123_450);
    expect(decimalToMinor('0.05')).toBe(5);
    expect(decimalToMinor('12,50')).toBeNull();
  });
});
