import type { components } from '../openapi/thelia-open-api';
import productsJson from '@/lib/testing/fake-thelia/fixtures/products.json';
import translations from '@/lib/testing/fake-thelia/fixtures/translations.json';
import { gtinOf, piecesOf, productRows } from './thelia-product-rows';
import type { Localised } from './thelia-texts';

type Product = components['schemas']['Product'];

const fixture = (id: number) =>
  structuredClone((productsJson as unknown as Product[]).find((product) => product.id === id)!);

/** A fixture product as the import reads it: German, English from the translations, Romanian as German. */
function read(product: Product): Localised<Product> {
  const english = (translations.en_US as Record<string, Product['i18n']>)[`product/${product.id}`];
  return {
    primary: product,
    locales: new Map([
      ['de_DE', product],
      ['en_US', { ...product, i18n: english ?? product.i18n }],
      ['ro_RO', product],
    ]),
  };
}

const context = { shopRoot: '/', categoryIds: new Set([1, 2]), brandIds: new Set([1]) };

describe('a Thelia product as the index’s rows', () => {
  it('keeps Thelia’s ids, reference, brand, visibility and categories, the default one first', () => {
    const rows = productRows(read(fixture(1)), context);
    expect(rows.product).toEqual({ id: 1, ref: 'WT-100', brandId: 1, visible: true });
    expect(rows.categories).toEqual([{ productId: 1, categoryId: 1, defaultCategory: true }]);
    expect(rows.i18n.map((row) => [row.locale, row.title])).toEqual([
      ['de_DE', 'Waschtisch Linea 60 cm'],
      ['en_US', 'Washbasin Linea 60 cm'],
      ['ro_RO', 'Waschtisch Linea 60 cm'],
    ]);
  });

  it('leaves out links to categories and brands the import did not write', () => {
    const rows = productRows(read(fixture(1)), {
      ...context,
      categoryIds: new Set([2]),
      brandIds: new Set(),
    });
    expect(rows.product.brandId).toBeNull();
    expect(rows.categories).toEqual([]);
  });

  it('takes sale elements with stock in pieces, weight in grams, their default, and net prices in cents', () => {
    const rows = productRows(read(fixture(1)), context);
    expect(rows.saleElements).toEqual([
      {
        id: 11,
        productId: 1,
        ref: 'WT-100-W',
        quantity: 12,
        promo: false,
        newness: false,
        weightGrams: 14_500,
        isDefault: true,
        eanCode: '9120000000011',
      },
      expect.objectContaining({ id: 12, quantity: 3, isDefault: false }),
    ]);
    expect(rows.prices).toEqual([
      { saleElementId: 11, price: 10_000, promoPrice: 10_000, onPromo: false },
      { saleElementId: 12, price: 12_000, promoPrice: 12_000, onPromo: false },
    ]);
    expect(productRows(read(fixture(2)), context).prices).toEqual([
      { saleElementId: 21, price: 2_500, promoPrice: 2_000, onPromo: true },
    ]);
  });

  it('leaves out a sale element without a price, and makes the first priced one the default', () => {
    const product = fixture(1);
    delete product.productSaleElements![0]!.price;
    const rows = productRows(read(product), context);
    expect(rows.saleElements.map((element) => [element.id, element.isDefault])).toEqual([[12, true]]);
    expect(rows.unpriced).toBe(1);
    expect(rows.variants.attributes.map((attribute) => attribute.link.productSaleElementsId)).toEqual([12]);
  });

  it('wishes for Thelia’s address in every locale', () => {
    expect(productRows(read(fixture(3)), context).addresses).toEqual(
      ['de_DE', 'en_US', 'ro_RO'].map((locale) => ({
        view: 'product',
        viewId: 3,
        locale,
        path: 'handbrause-regen.html',
        title: locale === 'en_US' ? 'Hand shower Rain' : 'Handbrause Regen',
      })),
    );
  });

  it('reads only GTINs as EAN codes, and stock as whole pieces on hand', () => {
    expect([gtinOf('9120000000011'), gtinOf(' 12345670 '), gtinOf('ABC-1'), gtinOf(null)]).toEqual([
      '9120000000011',
      '12345670',
      null,
      null,
    ]);
    expect([piecesOf(3.7), piecesOf(-2), piecesOf(null)]).toEqual([3, 0, 0]);
  });
});
