import { productJsonLd, serializeJsonLd, type ProductInput } from './json-ld';
import { checkJsonLd } from './json-ld-check';
import { shippingDetailsJsonLd, WITHDRAWAL_DAYS, withdrawalReturnPolicyJsonLd } from './merchant-listing';

const toAustria = shippingDetailsJsonLd({
  country: 'AT',
  rate: { amount: 600, currency: 'EUR' },
  handlingDays: { min: 0, max: 1 },
  transitDays: { min: 1, max: 3 },
});

const product: ProductInput = {
  url: 'https://www.sanitaerwelt.at/a.html',
  name: 'Armatur',
  description: 'Einhebelmischer.',
  sku: 'SE-1',
  gtin13: null,
  images: [],
  brand: 'Aquavia',
  category: null,
  color: null,
  size: null,
  offer: {
    url: 'https://www.sanitaerwelt.at/a.html',
    price: { amount: 12_990, currency: 'EUR' },
    availability: 'InStock',
    sellerName: 'Sanitärwelt',
    shippingDetails: [toAustria],
    returnPolicy: withdrawalReturnPolicyJsonLd(['AT', 'DE']),
  },
};

const problems = (data: Record<string, unknown>) => checkJsonLd(serializeJsonLd(data));

describe('merchant listing JSON-LD', () => {
  it('gives the postage to a country with its currency and the delivery time in days', () => {
    expect(toAustria).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: '6.00', currency: 'EUR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'AT' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 3, unitCode: 'DAY' },
      },
    });
  });

  it('states the 14-day right of withdrawal by mail at the buyer’s cost for the store’s countries', () => {
    expect(WITHDRAWAL_DAYS).toBe(14);
    expect(withdrawalReturnPolicyJsonLd(['AT', 'DE'])).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: ['AT', 'DE'],
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
    });
    expect(withdrawalReturnPolicyJsonLd(['RO']).applicableCountry).toBe('RO');
  });

  it('puts both on the offer, where the check accepts them', () => {
    const data = productJsonLd(product, 'P-1', [product]);
    expect(data.offers).toMatchObject({
      shippingDetails: [toAustria],
      hasMerchantReturnPolicy: { merchantReturnDays: 14 },
    });
    expect(problems(data)).toEqual([]);
  });

  it('is refused by the check when a country or the days are missing', () => {
    const broken = productJsonLd(
      {
        ...product,
        offer: {
          ...product.offer!,
          shippingDetails: [{ ...toAustria, shippingDestination: { addressCountry: 'Austria' } }],
          returnPolicy: { ...withdrawalReturnPolicyJsonLd(['AT']), merchantReturnDays: undefined },
        },
      },
      'P-1',
      [product],
    );
    expect(problems(broken)).toEqual([
      expect.stringContaining('shippingDetails[0]'),
      expect.stringContaining('hasMerchantReturnPolicy'),
    ]);
  });
});
