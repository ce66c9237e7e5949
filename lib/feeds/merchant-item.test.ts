import { destinations, feedEntry, netPrices, storeContext } from './feed-fixtures.testing';
import { merchantItem } from './merchant-item';

const today = new Date('2026-11-25T10:00:00Z');
const item = (entry = feedEntry(), context = storeContext()) =>
  merchantItem(context, destinations(), entry, today);

describe('merchantItem', () => {
  it('gives a plain item its price with the VAT of the store’s country and no sale price', () => {
    expect(item()).toMatchObject({
      id: 'SE-70',
      itemGroupId: null,
      title: 'Waschtischarmatur',
      description: 'Einhebelmischer für den Waschtisch',
      link: 'https://shop.example.at/waschtischarmatur.html',
      imageLink: 'https://shop.example.at/media/products/7.webp',
      availability: 'in_stock',
      availabilityDate: null,
      price: { amount: 12_000, currency: 'EUR' },
      salePrice: null,
      brand: 'Hansgrohe',
      gtin: '4006501234568',
      mpn: 'SE-70',
    });
  });

  it('announces a reduction only against the 30-day prior price, as the product page does', () => {
    const reduced = item(
      feedEntry({ prices: netPrices({ onPromo: true, promoPrice: 8_000, priorPrice: 9_000 }) }),
    );
    expect(reduced).toMatchObject({ price: { amount: 10_800 }, salePrice: { amount: 9_600 } });
    // A promotion without a lower price in the 30 days before it announces nothing: the promotion's price alone.
    const unannounced = item(feedEntry({ prices: netPrices({ onPromo: true, promoPrice: 8_000 }) }));
    expect(unannounced).toMatchObject({ price: { amount: 9_600 }, salePrice: null });
    const risen = item(
      feedEntry({ prices: netPrices({ onPromo: true, promoPrice: 8_000, priorPrice: 7_500 }) }),
    );
    expect(risen).toMatchObject({ price: { amount: 9_600 }, salePrice: null });
    // A recommended retail price is never the base of a sale price.
    const recommended = item(feedEntry({ prices: netPrices({ listPrice: 15_000 }) }));
    expect(recommended).toMatchObject({ price: { amount: 12_000 }, salePrice: null });
  });

  it('prices the Romanian store in lei with Romanian VAT', () => {
    const ron = item(feedEntry(), storeContext('ro'));
    // 100.00 € net × 4.977 = 497.70 lei, with 21 % VAT 602.22 lei.
    expect(ron).toMatchObject({ price: { amount: 60_222, currency: 'RON' } });
    expect(ron!.link).toBe('https://shop.example.ro/waschtischarmatur.html');
  });

  it('ships to each country the goods may go to, by the cart’s preselected delivery, with that country’s VAT', () => {
    expect(item()!.shipping.map((rate) => [rate.country.isoAlpha2, rate.service, rate.price.amount])).toEqual(
      [
        ['AT', 'Standardversand', 600],
        ['DE', 'Standardversand', 595],
      ],
    );
    const freight = item(feedEntry({ product: { freight: true } }));
    expect(freight!.shipping.map((rate) => [rate.service, rate.price.amount])).toEqual([
      ['freight', 9_000],
      ['freight', 8_925],
    ]);
    const heavy = item(feedEntry({ saleElement: { weightGrams: 8_000 } }));
    expect(heavy!.shipping.map((rate) => rate.price.amount)).toEqual([1_200, 1_190]);
    const free = item(feedEntry({ prices: netPrices({ price: 50_000 }) }));
    expect(free!.shipping.map((rate) => rate.price.amount)).toEqual([0, 0]);
    const notToGermany = item(feedEntry({ product: { undeliverableCountryIds: [5] } }));
    expect(notToGermany!.shipping.map((rate) => rate.country.isoAlpha2)).toEqual(['AT']);
  });

  it('leaves out goods the store’s own country cannot be sent and prices given on request', () => {
    expect(item(feedEntry({ product: { undeliverableCountryIds: [13] } }))).toBeNull();
    expect(item(feedEntry(), storeContext('at', [7]))).toBeNull();
  });

  it('dates preorders by their release and backorders by the latest delivery the page promises', () => {
    const preorder = item(
      feedEntry({ saleElement: { stock: 0, stockPolicy: 'preorder', availableFrom: '2027-01-15' } }),
    );
    expect(preorder).toMatchObject({ availability: 'preorder', availabilityDate: '2027-01-15' });
    const backorder = item(feedEntry({ saleElement: { stock: 0, stockPolicy: 'backorder' } }));
    expect(backorder).toMatchObject({ availability: 'backorder', availabilityDate: '2026-11-29' });
    const soldOut = item(feedEntry({ saleElement: { stock: 0 } }));
    expect(soldOut).toMatchObject({ availability: 'out_of_stock', availabilityDate: null });
  });

  it('groups variants under the product and names their colour and size', () => {
    const variant = item(
      feedEntry({
        product: { saleElementCount: 2 },
        saleElement: { colour: 'Chrom', size: '60 cm', url: 'waschtischarmatur-chrom.html' },
      }),
    );
    expect(variant).toMatchObject({
      itemGroupId: 'P-7',
      title: 'Waschtischarmatur – Chrom, 60 cm',
      color: 'Chrom',
      size: '60 cm',
      link: 'https://shop.example.at/waschtischarmatur-chrom.html',
    });
  });

  it('gives goods sold by measure their unit pricing in Google’s units, and a label its EPREL number', () => {
    const tiles = item(feedEntry({ saleElement: { measure: { unit: 'm2', milli: 1_440 } } }));
    expect(tiles!.unitPricing).toEqual({ measure: '1.44 sqm', base: '1 sqm' });
    const pipe = item(feedEntry({ saleElement: { measure: { unit: 'm', milli: 25_000 } } }));
    expect(pipe!.unitPricing).toEqual({ measure: '25 m', base: '1 m' });
    expect(
      item(feedEntry({ saleElement: { measure: { unit: 'l', milli: 1_000 } } }))!.unitPricing,
    ).toBeNull();
    const heatPump = item(
      feedEntry({
        product: {
          energyLabel: {
            regulation: '811/2013',
            energyClass: 'A+++',
            secondClass: null,
            eprelNumber: 1_234_567,
            labelUrl: '/media/energy/label.svg',
            sheetUrl: '/media/energy/sheet.pdf',
          },
        },
      }),
    );
    expect(heatPump!.eprelNumber).toBe(1_234_567);
  });
});
