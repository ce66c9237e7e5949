import { destinations, feedEntry, netPrices, storeContext } from './feed-fixtures.testing';
import { checkMerchantFeed, parseMerchantFeed } from './merchant-check';
import { merchantItem } from './merchant-item';
import { feedHead, feedTail, itemsXml, merchantPrice } from './merchant-xml';

const today = new Date('2026-11-25T10:00:00Z');
const head = feedHead({
  title: 'Sanitärwelt & Co',
  link: 'https://shop.example.at/',
  description: 'SANITÄRWELT.DE',
});

function feed(...entries: ReturnType<typeof feedEntry>[]): string {
  const items = entries.flatMap((entry) => merchantItem(storeContext(), destinations(), entry, today) ?? []);
  return `${head}${itemsXml(items)}${feedTail()}`;
}

describe('merchant feed XML', () => {
  it('writes Google’s price format', () => {
    expect(merchantPrice({ amount: 123_450, currency: 'EUR' })).toBe('1234.50 EUR');
    expect(merchantPrice({ amount: 5, currency: 'RON' })).toBe('0.05 RON');
  });

  it('writes an RSS 2.0 feed in Google’s namespace that passes its checks', () => {
    const xml = feed(
      feedEntry(),
      feedEntry({
        prices: netPrices({ onPromo: true, promoPrice: 8_000, priorPrice: 9_000 }),
        saleElement: { id: 71, ref: 'SE-71', measure: { unit: 'm', milli: 25_000 } },
      }),
    );
    const { items, problems } = checkMerchantFeed(xml);
    expect(problems).toEqual([]);
    expect(parseMerchantFeed(xml).channel.title).toBe('Sanitärwelt & Co');
    expect(items[0]).toMatchObject({
      'g:id': 'SE-70',
      'g:price': '120.00 EUR',
      'g:condition': 'new',
      'g:gtin': '4006501234568',
      'g:shipping': [
        { 'g:country': 'AT', 'g:price': '6.00 EUR' },
        { 'g:country': 'DE', 'g:price': '5.95 EUR' },
      ],
    });
    expect(items[0]).not.toHaveProperty('g:sale_price');
    expect(items[1]).toMatchObject({
      'g:price': '108.00 EUR',
      'g:sale_price': '96.00 EUR',
      'g:unit_pricing_measure': '25 m',
      'g:unit_pricing_base_measure': '1 m',
    });
  });

  it('keeps markup in product texts as text and drops characters XML cannot hold', () => {
    const xml = feed(feedEntry({ product: { title: '<script>alert(1)</script> & "Bad"\u0007', chapo: '' } }));
    expect(xml).not.toContain('<script>');
    const { items, problems } = checkMerchantFeed(xml);
    expect(problems).toEqual([]);
    expect(items[0]!['g:title']).toBe('<script>alert(1)</script> & "Bad"');
    expect(items[0]!['g:description']).toBe(items[0]!['g:title']);
  });

  it('names the energy label by its EPREL registration', () => {
    const label = {
      regulation: '812/2013' as const,
      energyClass: 'A',
      secondClass: null,
      eprelNumber: 7_654_321,
      labelUrl: '/media/l.svg',
      sheetUrl: '/media/s.pdf',
    };
    const { items } = checkMerchantFeed(feed(feedEntry({ product: { energyLabel: label } })));
    expect(items[0]!['g:certification']).toEqual({
      'g:certification_authority': 'European_Commission',
      'g:certification_name': 'EPREL',
      'g:certification_code': '7654321',
    });
  });

  it('marks a set sold at its own price as a bundle, and nothing else', () => {
    const { items } = checkMerchantFeed(
      feed(feedEntry({ product: { isSet: true } }), feedEntry({ saleElement: { id: 71, ref: 'SE-71' } })),
    );
    expect(items.map((item) => item['g:is_bundle'])).toEqual(['yes', undefined]);
  });
});
