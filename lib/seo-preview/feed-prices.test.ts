import { destinations, feedEntry, netPrices, storeContext } from '../feeds/feed-fixtures.testing';
import { merchantItem } from '../feeds/merchant-item';
import { feedHead, feedTail, itemsXml } from '../feeds/merchant-xml';
import { feedOfferReader } from './feed-prices';

const today = new Date('2026-11-25T10:00:00Z');

/** The shop's own feed of two sale elements, one of them reduced. */
function shopFeed(): string {
  const items = [
    feedEntry(),
    feedEntry({
      prices: netPrices({ onPromo: true, promoPrice: 8_000, priorPrice: 9_000 }),
      saleElement: { id: 71, ref: 'SE-71', measure: null },
    }),
  ].flatMap((entry) => merchantItem(storeContext(), destinations(), entry, today) ?? []);
  return `${feedHead({ title: 'Sanitärwelt', link: 'https://shop.example.at/', description: 'x' })}${itemsXml(items)}${feedTail()}`;
}

describe('feedOfferReader', () => {
  it('reads each item’s own price (the reduced one while a reduction runs), not its postage, in any chunking', () => {
    const xml = shopFeed();
    for (const size of [xml.length, 7]) {
      const reader = feedOfferReader();
      for (let start = 0; start < xml.length; start += size) reader.write(xml.slice(start, start + size));
      const offers = reader.end();
      expect([...offers.keys()]).toEqual(['SE-70', 'SE-71']);
      expect(offers.get('SE-70')).toMatchObject({ price: '120.00 EUR', availability: 'in_stock' });
      expect(offers.get('SE-70')!.link).toMatch(/^https:\/\//);
      expect(offers.get('SE-71')!.price).toBe('96.00 EUR');
    }
  });

  it('skips an item without an id or a price', () => {
    const reader = feedOfferReader();
    reader.write(
      '<rss xmlns:g="x"><channel><item><g:price>1.00 EUR</g:price></item><item><g:id>A</g:id></item></channel></rss>',
    );
    expect(reader.end().size).toBe(0);
  });
});
