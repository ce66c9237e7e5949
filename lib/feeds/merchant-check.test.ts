import { checkMerchantFeed, checkMerchantItem, isGtin, type ParsedItem } from './merchant-check';

const valid: ParsedItem = {
  'g:id': 'SE-70',
  'g:title': 'Waschtischarmatur',
  'g:description': 'Einhebelmischer',
  'g:link': 'https://shop.example.at/a.html',
  'g:image_link': 'https://shop.example.at/media/a.webp',
  'g:availability': 'in_stock',
  'g:price': '120.00 EUR',
  'g:brand': 'Hansgrohe',
  'g:condition': 'new',
};

describe('checkMerchantItem', () => {
  it('accepts an item with Google’s required attributes', () => {
    expect(checkMerchantItem(valid)).toEqual([]);
  });

  it.each([
    ['g:id', { 'g:id': undefined }],
    ['g:id', { 'g:id': 'x'.repeat(51) }],
    ['g:title', { 'g:title': 'x'.repeat(151) }],
    ['g:description', { 'g:description': ' ' }],
    ['g:link', { 'g:link': '/a.html' }],
    ['g:image_link', { 'g:image_link': undefined }],
    ['g:availability', { 'g:availability': 'in stock' }],
    ['g:availability_date', { 'g:availability': 'backorder' }],
    ['g:price', { 'g:price': '120 EUR' }],
    ['g:price', { 'g:price': '0.00 EUR' }],
    ['g:sale_price', { 'g:sale_price': '130.00 EUR' }],
    ['g:sale_price', { 'g:sale_price': '100.00 RON' }],
    ['g:gtin', { 'g:gtin': '4006501234567' }],
    ['g:condition', { 'g:condition': undefined }],
    ['product identifier', { 'g:brand': undefined }],
    ['g:shipping', { 'g:shipping': [{ 'g:country': 'Austria', 'g:price': '6.00 EUR' }] }],
    ['g:certification', { 'g:certification': { 'g:certification_name': 'EPREL' } }],
    ['unit pricing', { 'g:unit_pricing_measure': '25 m', 'g:unit_pricing_base_measure': '1 kg' }],
    ['unit pricing', { 'g:unit_pricing_measure': '25 m' }],
  ])('finds a problem with %s', (name, change) => {
    const item = Object.fromEntries(
      Object.entries({ ...valid, ...change }).filter(([, value]) => value !== undefined),
    );
    const problems = checkMerchantItem(item);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
  });

  it('accepts a dated backorder, a lower sale price and consistent unit pricing', () => {
    expect(
      checkMerchantItem({
        ...valid,
        'g:availability': 'backorder',
        'g:availability_date': '2026-11-29T00:00Z',
        'g:sale_price': '99.99 EUR',
        'g:unit_pricing_measure': '1.44 sqm',
        'g:unit_pricing_base_measure': '1 sqm',
        'g:gtin': '4006501234568',
      }),
    ).toEqual([]);
  });
});

describe('isGtin', () => {
  it('checks the GS1 check digit of 8, 12, 13 and 14 digits', () => {
    expect(['96385074', '036000291452', '4006501234568', '10036000291459'].map(isGtin)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['96385075', '4006501234567', '123', 'abcdefghijklm'].map(isGtin)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('checkMerchantFeed', () => {
  it('refuses text that is not a feed, and a feed without Google’s namespace or with repeated ids', () => {
    expect(() => checkMerchantFeed('<html><body>no</body></html>')).toThrow();
    const xml = `<rss version="2.0"><channel><title>T</title><link>https://a.at/</link><description>D</description>
      <item><g:id>A</g:id></item><item><g:id>A</g:id></item></channel></rss>`;
    const { problems } = checkMerchantFeed(xml);
    expect(problems).toContain("the rss element lacks Google's namespace");
    expect(problems.some((problem) => problem.includes('not unique'))).toBe(true);
  });
});
