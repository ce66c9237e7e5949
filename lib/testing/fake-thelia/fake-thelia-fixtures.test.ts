import brands from './fixtures/brands.json';
import categories from './fixtures/categories.json';
import coupons from './fixtures/coupons.json';
import customers from './fixtures/customers.json';
import deliveryModules from './fixtures/delivery-modules.json';
import langs from './fixtures/langs.json';
import paymentModules from './fixtures/payment-modules.json';
import products from './fixtures/products.json';
import translations from './fixtures/translations.json';
import { loadTheliaSchemas, type TheliaSchemas } from './fake-thelia-schemas';

/**
 * The stand-in's catalogue must be what Thelia's OpenApi module would send (thelia-open-api.yaml), or tests
 * against it prove nothing about the real shop.
 */

let schemas: TheliaSchemas;
beforeAll(async () => {
  schemas = await loadTheliaSchemas();
});

describe('fake Thelia fixtures', () => {
  it.each([
    ['Product', products],
    ['Category', categories],
    ['Brand', brands],
    ['Lang', langs],
    ['DeliveryModule', deliveryModules],
    ['PaymentModule', paymentModules],
    ['Coupon', coupons],
  ] as const)('are %s models as the YAML describes them', (schema, items) => {
    expect(items.length).toBeGreaterThan(0);
    expect(items.flatMap((item, index) => schemas.check(schema, item).map((p) => `[${index}] ${p}`))).toEqual(
      [],
    );
  });

  it('holds customers (with a password) and their addresses as Customer and Address models', () => {
    for (const { customer, addresses, password } of customers) {
      expect(password.length).toBeGreaterThan(0);
      expect(schemas.check('Customer', customer)).toEqual([]);
      for (const address of addresses) expect(schemas.check('Address', address)).toEqual([]);
      expect(addresses.filter((address) => address.isDefault).map((address) => address.id)).toEqual([
        customer.defaultAddressId,
      ]);
    }
  });

  it('translates only into I18n blocks of models that exist', () => {
    const known = new Set([
      ...products.map((p) => `product/${p.id}`),
      ...categories.map((c) => `category/${c.id}`),
      ...brands.map((b) => `brand/${b.id}`),
      ...deliveryModules.map((m) => `deliveryModule/${m.id}`),
      ...paymentModules.map((m) => `paymentModule/${m.id}`),
      'attribute/1',
      'attributeValue/1',
      'attributeValue/2',
      'feature/1',
      'featureValue/1',
    ]);
    for (const [key, i18n] of Object.entries(translations.en_US)) {
      expect({ key, known: known.has(key) }).toEqual({ key, known: true });
      expect(schemas.check('I18n', i18n)).toEqual([]);
    }
  });

  it('is checked by a validator that rejects what Thelia would not send', () => {
    const [product] = products;
    expect(schemas.check('Product', { ...product, isPromo: true })).not.toEqual([]);
    const { url: _url, ...withoutUrl } = product!;
    expect(schemas.check('Product', withoutUrl)).not.toEqual([]);
    expect(schemas.check('Product', { ...product, visible: null })).not.toEqual([]);
    expect(schemas.check('Coupon', { ...coupons[0], shortDescription: undefined })).toEqual([]);
  });
});
