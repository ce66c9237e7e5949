import {
  articleJsonLd,
  breadcrumbJsonLd,
  decimalPrice,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
  type ProductInput,
} from './json-ld';
import { checkJsonLd } from './json-ld-check';

const base: ProductInput = {
  url: 'https://www.sanitaerwelt.at/aquavia-lineo-l120.html',
  name: 'Aquavia Lineo Einhebelmischer L120',
  description: 'Einhebelmischer aus Messing.',
  sku: 'SIN-000001-1',
  gtin13: '4000000000017',
  images: ['https://www.sanitaerwelt.at/media/product/faucet-c9ced3-main.png'],
  brand: 'Aquavia',
  category: 'Einhebelmischer',
  color: 'Chrom',
  size: null,
  offer: {
    url: 'https://www.sanitaerwelt.at/aquavia-lineo-l120.html',
    price: { amount: 12_990, currency: 'EUR' },
    availability: 'InStock',
    sellerName: 'Sanitärwelt',
  },
};

const valid = (data: object) => checkJsonLd(serializeJsonLd(data as Record<string, unknown>));

describe('productJsonLd', () => {
  it('describes a product with one offer in the store’s currency', () => {
    const data = productJsonLd(base, 'SIN-000001', [base]);
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'SIN-000001-1',
      gtin13: '4000000000017',
      brand: { '@type': 'Brand', name: 'Aquavia' },
      offers: { price: '129.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(valid(data)).toEqual([]);
  });

  it('groups variants, each with its own offer', () => {
    const black = {
      ...base,
      sku: 'SIN-000001-2',
      color: 'Schwarz matt',
      offer: {
        ...base.offer!,
        url: `${base.url}?v=2`,
        availability: 'PreOrder' as const,
        availableFrom: '2027-03-01',
      },
    };
    const data = productJsonLd(base, 'SIN-000001', [base, black]);
    expect(data).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'SIN-000001',
      variesBy: ['https://schema.org/color'],
    });
    expect((data.hasVariant as Array<Record<string, unknown>>)[1]).toMatchObject({
      offers: { availability: 'https://schema.org/PreOrder', availabilityStarts: '2027-03-01' },
    });
    expect(valid(data)).toEqual([]);
  });

  it('strikes through only the 30-day prior price of a reduction', () => {
    const prior = { amount: 15_990, currency: 'EUR' };
    const data = productJsonLd({ ...base, offer: { ...base.offer!, priorPrice: prior } }, 'SIN-000001', [
      base,
    ]);
    expect(data).toMatchObject({
      offers: {
        price: '129.90',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/StrikethroughPrice',
          price: '159.90',
          priceCurrency: 'EUR',
        },
      },
    });
    expect(productJsonLd(base, 'SIN-000001', [base])).not.toHaveProperty('offers.priceSpecification');
  });

  it('carries an EU energy label the way Google documents it: the EPREL code and the class on its scale', () => {
    const label = { eprelNumber: 1_234_567, energyClass: 'A++', best: 'A+++', worst: 'D' };
    const data = productJsonLd({ ...base, energyLabel: label }, 'SIN-000001', [base]);
    expect(data.hasCertification).toEqual({
      '@type': 'Certification',
      issuedBy: { '@type': 'Organization', name: 'European_Commission' },
      name: 'EPREL',
      certificationIdentification: '1234567',
      certificationRating: { '@type': 'Rating', ratingValue: 'A++', bestRating: 'A+++', worstRating: 'D' },
    });
    expect(valid(data)).toEqual([]);
    const white = { ...base, sku: 'SIN-000001-2', color: 'Weiß' };
    const group = productJsonLd({ ...base, energyLabel: label }, 'SIN-000001', [base, white]);
    expect(group).toMatchObject({ '@type': 'ProductGroup', hasCertification: { name: 'EPREL' } });
    expect(valid(group)).toEqual([]);
    // Without a registration Google reads the rating, which is why it always comes along.
    const unregistered = productJsonLd({ ...base, energyLabel: { ...label, eprelNumber: null } }, 'g', [
      base,
    ]);
    expect(unregistered.hasCertification).not.toHaveProperty('certificationIdentification');
    expect(valid(unregistered)).toEqual([]);
    expect(productJsonLd(base, 'SIN-000001', [base])).not.toHaveProperty('hasCertification');
  });

  it('has no offer for a product shown with "price on request"', () => {
    const data = productJsonLd({ ...base, offer: null }, 'SIN-000001', [base]);
    expect(data).not.toHaveProperty('offers');
    expect(valid(data)).toEqual([]);
  });
});

describe('the other nodes', () => {
  it('are valid as built', () => {
    expect(
      valid(
        breadcrumbJsonLd([
          { name: 'Startseite', url: 'https://www.sanitaerwelt.at/' },
          { name: 'Badezimmer', url: 'https://www.sanitaerwelt.at/badezimmer.html' },
        ]),
      ),
    ).toEqual([]);
    expect(
      valid(
        organizationJsonLd({
          name: 'Sanitärwelt',
          url: 'https://www.sanitaerwelt.at/',
          logo: 'https://www.sanitaerwelt.at/media/site/logo-at.svg',
          telephone: '+43 732 890 120',
          email: 'service@sanitaerwelt.at',
          address: { street: 'Industriezeile 47', postalCode: '4020', city: 'Linz', country: 'AT' },
          sameAs: ['https://www.facebook.com/sanitaerwelt.at'],
        }),
      ),
    ).toEqual([]);
    expect(
      valid(
        webSiteJsonLd({
          name: 'Sanitärwelt',
          url: 'https://www.sanitaerwelt.at/',
          language: 'de-AT',
          searchUrl: 'https://www.sanitaerwelt.at/search',
        }),
      ),
    ).toEqual([]);
    expect(valid(guideArticle)).toEqual([]);
  });

  it('refuses an article without its date, author or page', () => {
    const { datePublished, author, mainEntityOfPage, ...bare } = guideArticle;
    expect([datePublished, author, mainEntityOfPage]).not.toContain(undefined);
    expect(valid(bare)).toEqual([
      expect.stringContaining('datePublished'),
      expect.stringContaining('author'),
      expect.stringContaining('mainEntityOfPage'),
    ]);
    expect(valid({ ...guideArticle, headline: 'x'.repeat(111) })).toEqual([expect.stringContaining('110')]);
  });
});

const guideArticle = articleJsonLd({
  headline: 'Heizkörper richtig auswählen',
  description: 'Wie viel Watt braucht ein Raum?',
  url: 'https://www.sanitaerwelt.at/blog/heizkoerper-richtig-auswaehlen',
  datePublished: '2026-09-15',
  language: 'de-AT',
  publisher: {
    name: 'Sanitärwelt',
    url: 'https://www.sanitaerwelt.at/',
    logo: 'https://www.sanitaerwelt.at/media/site/logo-at.svg',
  },
});

describe('checkJsonLd', () => {
  it('finds what search engines would reject', () => {
    expect(checkJsonLd('{')).toEqual(['not valid JSON']);
    expect(checkJsonLd('{"@context":"https://schema.org","@type":"Product","name":"x"}')).toEqual(
      expect.arrayContaining([expect.stringContaining('sku'), expect.stringContaining('url')]),
    );
    const cheap = productJsonLd(
      { ...base, offer: { ...base.offer!, price: { amount: 5, currency: 'euro' } } },
      'g',
      [base],
    );
    expect(valid(cheap)).toEqual([expect.stringContaining('priceCurrency')]);
    const certified = productJsonLd(base, 'g', [base]);
    certified.hasCertification = { '@type': 'Certification', name: 'EPREL', issuedBy: { name: 'EU' } };
    expect(valid(certified)).toEqual([
      expect.stringContaining('European_Commission'),
      expect.stringContaining('its code or a rating'),
    ]);
    expect(valid(breadcrumbJsonLd([{ name: 'Start', url: '/' }]))).toEqual([
      expect.stringContaining('absolute'),
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element, whatever a product text holds', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('writes prices with a dot and two decimals', () => {
    expect(decimalPrice({ amount: 123_450, currency: 'RON' })).toBe('1234.50');
    expect(decimalPrice({ amount: 5, currency: 'EUR' })).toBe('0.05');
  });
});
