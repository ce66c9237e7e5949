import { productJsonLd, serializeJsonLd } from '../seo/json-ld';
import { productOffers } from './structured-data-offers';
import { blocksOf, chrome, homePage, productGroupPage } from './structured-data-pages.testing';

const page = 'https://www.sanitaerwelt.ro/baterie-lavoar-aquavia-lineo.html';

describe('productOffers', () => {
  it("reads the shop's product group: each variant's offer, the price range and the stars", () => {
    expect(productOffers(blocksOf([...homePage, ...productGroupPage]))).toEqual({
      name: 'Baterie lavoar Aquavia Lineo',
      offers: [
        { url: page, sku: 'SIN-000001-1', price: '649.00', priceCurrency: 'RON', availability: 'InStock' },
        {
          url: `${page}?v=2`,
          sku: 'SIN-000001-2',
          price: '749.50',
          priceCurrency: 'RON',
          availability: 'BackOrder',
        },
      ],
      lowPrice: '649.00',
      highPrice: '749.50',
      currency: 'RON',
      aggregateRating: { ratingValue: 4.5, bestRating: 5, reviewCount: 2, ratingCount: null },
    });
  });

  it('takes the price, not the struck-through one, of a reduced single product', () => {
    const reduced = productJsonLd(
      { ...chrome, offer: { ...chrome.offer!, priorPrice: { amount: 79_900, currency: 'RON' } } },
      'SIN-000001',
      [chrome],
    );
    expect(productOffers([serializeJsonLd(reduced)])).toMatchObject({
      offers: [{ price: '649.00', priceCurrency: 'RON', sku: 'SIN-000001-1' }],
      lowPrice: '649.00',
      highPrice: '649.00',
      aggregateRating: null,
    });
  });

  it('reads other sites’ ways of writing it: @graph, offer arrays, numbers, variants by @id', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'Armaturen' },
        {
          '@type': 'Product',
          '@id': '#blue',
          sku: 'B-1',
          url: 'https://x.example/blue',
          offers: [
            {
              '@type': 'Offer',
              price: 99.9,
              priceCurrency: 'EUR',
              availability: 'http://schema.org/InStock',
            },
            {
              '@type': 'Offer',
              priceSpecification: { '@type': 'UnitPriceSpecification', price: '89.00', priceCurrency: 'EUR' },
              availability: 'OutOfStock',
            },
          ],
        },
        {
          '@type': 'ProductGroup',
          name: '  Armatur  ',
          hasVariant: [
            { '@id': '#blue' },
            { '@type': 'Product', offers: { '@type': 'Offer', price: '1.234,50', priceCurrency: 'EUR' } },
          ],
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: '4',
            bestRating: '10',
            ratingCount: '31',
          },
        },
      ],
    };
    expect(productOffers(['{', JSON.stringify(graph)])).toEqual({
      name: 'Armatur',
      offers: [
        {
          url: 'https://x.example/blue',
          sku: 'B-1',
          price: '99.9',
          priceCurrency: 'EUR',
          availability: 'InStock',
        },
        {
          url: 'https://x.example/blue',
          sku: 'B-1',
          price: '89.00',
          priceCurrency: 'EUR',
          availability: 'OutOfStock',
        },
        // A price with a decimal comma is none Google can read.
        { url: null, sku: null, price: null, priceCurrency: 'EUR', availability: null },
      ],
      lowPrice: '89.00',
      highPrice: '99.9',
      currency: 'EUR',
      aggregateRating: { ratingValue: 4, bestRating: 10, reviewCount: null, ratingCount: 31 },
    });
  });

  it('gives no price range across currencies, nor for a product without price', () => {
    const offer = (price: string, priceCurrency: string) => ({ '@type': 'Offer', price, priceCurrency });
    const mixed = {
      '@type': 'Product',
      name: 'Boiler',
      offers: [offer('10.00', 'EUR'), offer('50.00', 'RON')],
    };
    expect(productOffers([JSON.stringify([{ '@type': 'BreadcrumbList' }, mixed])])).toMatchObject({
      offers: [{ price: '10.00' }, { price: '50.00' }],
      lowPrice: null,
      highPrice: null,
      currency: null,
    });
    const onRequest = productJsonLd({ ...chrome, offer: null }, 'SIN-000001', [chrome]);
    expect(productOffers([serializeJsonLd(onRequest)])).toEqual({
      name: 'Baterie lavoar Aquavia Lineo',
      offers: [],
      lowPrice: null,
      highPrice: null,
      currency: null,
      aggregateRating: null,
    });
  });

  it('is null for a page without product, or without readable JSON-LD', () => {
    expect(productOffers(blocksOf(homePage))).toBeNull();
    expect(productOffers(['{"@type": "Product"', 'null', '[]'])).toBeNull();
    expect(productOffers([])).toBeNull();
  });
});
