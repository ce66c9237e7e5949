import { feedEntry, netPrices, storeContext } from '../feeds/feed-fixtures.testing';
import type { SetPart } from '../shop/types';
import { productSetView, setSaving } from './product-set';

describe('setSaving', () => {
  it('is what the parts cost more, with the percent rounded down', () => {
    expect(setSaving(62_290, 70_670)).toEqual({ amount: 8_380, percent: 11 });
    expect(setSaving(9_000, 10_000)).toEqual({ amount: 1_000, percent: 10 });
  });

  it('claims nothing when the set costs as much as its parts or more', () => {
    expect(setSaving(10_000, 10_000)).toBeNull();
    expect(setSaving(10_500, 10_000)).toBeNull();
  });

  it('claims nothing without parts to compare with', () => {
    expect(setSaving(0, 0)).toBeNull();
  });

  it('claims no saving of less than one percent: a rounding of converted prices is none', () => {
    expect(setSaving(99_950, 100_000)).toBeNull();
    expect(setSaving(99_000, 100_000)).toEqual({ amount: 1_000, percent: 1 });
  });
});

describe('productSetView', () => {
  const context = storeContext('at', [303]);
  const part = (productId: number, net: number, changes: Partial<SetPart> = {}): SetPart => {
    const entry = feedEntry({ prices: netPrices({ price: net, promoPrice: net }) });
    return {
      setSaleElementId: 10,
      quantity: 1,
      title: `Teil ${productId}`,
      url: `teil-${productId}.html`,
      product: { ...entry.product, id: productId } as unknown as SetPart['product'],
      saleElement: { ...entry.saleElement, id: productId * 10, ref: `T-${productId}` },
      ...changes,
    };
  };
  const euro = (amount: number) => ({ amount, currency: 'EUR' });

  it('lists the shown set element’s parts at their gross prices and what the set saves', () => {
    const view = productSetView(
      context,
      [part(301, 10_000), part(302, 5_000, { quantity: 2 }), part(309, 99_000, { setSaleElementId: 11 })],
      10,
      euro(20_000),
    );
    expect(view?.parts.map((shown) => [shown.ref, shown.quantity, shown.unitPrice, shown.href])).toEqual([
      ['T-301', 1, euro(12_000), '/teil-301.html'],
      ['T-302', 2, euro(6_000), '/teil-302.html'],
    ]);
    expect(view?.partsTotal).toEqual(euro(24_000));
    expect(view?.saving).toEqual({ amount: euro(4_000), percent: 16 });
  });

  it('claims no saving against a part priced on request or not sold alone, nor shows a price for it', () => {
    const onRequest = productSetView(context, [part(301, 10_000), part(303, 5_000)], 10, euro(10_000));
    expect(onRequest?.parts.map((shown) => shown.unitPrice)).toEqual([euro(12_000), null]);
    expect([onRequest?.partsTotal, onRequest?.saving]).toEqual([null, null]);
    const hidden = productSetView(
      context,
      [part(301, 10_000), part(304, 5_000, { product: null, url: null })],
      10,
      euro(10_000),
    );
    expect(hidden?.parts[1]).toEqual({
      title: 'Teil 304',
      href: null,
      ref: 'T-304',
      quantity: 1,
      unitPrice: null,
    });
    expect(hidden?.saving).toBeNull();
  });

  it('is null for a sale element that is no set', () => {
    expect(productSetView(context, [part(301, 10_000)], 12, euro(10_000))).toBeNull();
  });
});
