import fc from 'fast-check';
import { orderTotals } from './order-totals';

describe('orderTotals', () => {
  it('adds goods and postage and gives the VAT per rate', () => {
    const totals = orderTotals(
      [
        { gross: 12_000, net: 10_000, rate: 2_000 },
        { gross: 6_000, net: 5_000, rate: 2_000 },
      ],
      { gross: 490, net: 408, rate: 2_000 },
      0,
    );
    expect(totals.total).toEqual({ gross: 18_490, net: 15_408 });
    expect(totals.vat).toEqual([{ rate: 2_000, net: 15_408, vat: 3_082 }]);
  });

  it('takes a discount off the goods, split over their rates', () => {
    const totals = orderTotals(
      [
        { gross: 12_000, net: 10_000, rate: 2_000 },
        { gross: 10_000, net: 10_000, rate: 0 },
      ],
      { gross: 0, net: 0, rate: 2_000 },
      2_200,
    );
    expect(totals.discount).toEqual({ gross: 2_200, net: 2_000 });
    expect(totals.vat).toEqual([{ rate: 2_000, net: 9_000, vat: 1_800 }]);
    expect(totals.total).toEqual({ gross: 19_800, net: 18_000 });
  });

  it('never takes more than the goods cost', () => {
    const totals = orderTotals(
      [{ gross: 1_000, net: 840, rate: 1_900 }],
      { gross: 490, net: 412, rate: 1_900 },
      5_000,
    );
    expect(totals.discount.gross).toBe(1_000);
    expect(totals.total.gross).toBe(490);
  });

  it('keeps gross = net + VAT and the discount shares exact for any order', () => {
    const line = fc.record({
      net: fc.integer({ min: 1, max: 5_000_000 }),
      rate: fc.constantFrom(0, 1_900, 2_000, 1_000),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (raw, discount) => {
          const lines = raw.map((entry) => ({
            ...entry,
            gross: Math.round((entry.net * (10_000 + entry.rate)) / 10_000),
          }));
          const totals = orderTotals(lines, { gross: 490, net: 412, rate: 1_900 }, discount);
          const vat = totals.vat.reduce((sum, entry) => sum + entry.vat, 0);
          expect(totals.total.gross - totals.total.net).toBe(vat);
          expect(totals.total.gross).toBe(totals.goods.gross - totals.discount.gross + 490);
          expect(totals.total.gross).toBeGreaterThanOrEqual(490);
        },
      ),
    );
  });
});
