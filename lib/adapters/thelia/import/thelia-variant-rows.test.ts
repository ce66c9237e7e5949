import type { components } from '../openapi/thelia-open-api';
import productsJson from '@/lib/testing/fake-thelia/fixtures/products.json';
import { attributeCode, variantRows } from './thelia-variant-rows';

type Product = components['schemas']['Product'];

const washbasin = structuredClone((productsJson as unknown as Product[]).find((p) => p.id === 1)!);
const english = structuredClone(washbasin);
english.features![0]!.i18n = { title: 'Material' };
english.features![0]!.values![0]!.i18n = { title: 'Ceramics' };
english.productSaleElements![0]!.attributes![0]!.i18n = { title: 'Colour' };
english.productSaleElements![0]!.attributes![0]!.values![0]!.i18n = { title: 'White' };
english.productSaleElements![1]!.attributes![0]!.values![0]!.i18n = { title: null };
const item = {
  primary: washbasin,
  locales: new Map([
    ['de_DE', washbasin],
    ['en_US', english],
  ]),
};

describe('a Thelia product’s features and attributes as the index’s rows', () => {
  it('adds each feature and value to the dictionaries with its titles, and links the product to the value', () => {
    const [material] = variantRows(item, new Set([11, 12])).features;
    expect(material).toEqual({
      feature: { id: 1, code: 'feature-1', position: 1 },
      featureI18n: [
        { id: 1, locale: 'de_DE', title: 'Material' },
        { id: 1, locale: 'en_US', title: 'Material' },
      ],
      value: { id: 1, featureId: 1, position: 1 },
      valueI18n: [
        { id: 1, locale: 'de_DE', title: 'Keramik' },
        { id: 1, locale: 'en_US', title: 'Ceramics' },
      ],
      link: { productId: 1, featureId: 1, featureAvId: 1, position: 0 },
    });
  });

  it('links each written sale element to its attribute value, the colour coded as the storefront reads it', () => {
    const { attributes } = variantRows(item, new Set([11, 12]));
    expect(attributes.map((entry) => entry.link)).toEqual([
      { attributeId: 1, attributeAvId: 1, productSaleElementsId: 11 },
      { attributeId: 1, attributeAvId: 2, productSaleElementsId: 12 },
    ]);
    expect(attributes[0]!.attribute).toEqual({ id: 1, code: 'colour', position: 1 });
    expect(attributes[0]!.valueI18n.map((row) => row.title)).toEqual(['Weiß', 'White']);
    // The second element's value has no English title: it keeps the German one.
    expect(attributes[1]!.valueI18n.map((row) => row.title)).toEqual(['Schwarz', 'Schwarz']);
    expect(attributeCode(4)).toBe('attribute-4');
  });

  it('keeps the first value of a feature Thelia gives several, and skips one without a value', () => {
    const product = structuredClone(washbasin);
    product.features![0]!.values!.push({ id: 7, i18n: { title: 'Glas' } });
    product.features!.push({ id: 2, values: [], i18n: { title: 'Leer' } });
    const { features } = variantRows({ primary: product, locales: new Map([['de_DE', product]]) }, new Set());
    expect(features.map((feature) => feature.link)).toEqual([
      { productId: 1, featureId: 1, featureAvId: 1, position: 0 },
    ]);
  });
});
