import { theliaAmountToCents } from './thelia-money';

describe('theliaAmountToCents', () => {
  it('turns whole and two-place amounts into cents', () => {
    expect(theliaAmountToCents(100)).toBe(10_000);
    expect(theliaAmountToCents(25.5)).toBe(2_550);
    expect(theliaAmountToCents(0.29)).toBe(29);
    expect(theliaAmountToCents(0)).toBe(0);
  });

  it('rounds a half cent up as the decimal Thelia holds says, whatever the float makes of it', () => {
    // 0.285 * 100 is 28.499999999999996 and 1.005 * 100 is 100.49999999999999 in binary.
    expect(theliaAmountToCents(0.285)).toBe(29);
    expect(theliaAmountToCents(1.005)).toBe(101);
    expect(theliaAmountToCents(10.004999)).toBe(1_000);
  });

  it('rounds the untaxed amounts Thelia derives from taxed prices to the nearest cent', () => {
    // 119 € with 19 % VAT is stored untaxed as 100, and 99.99 € as 84.025210.
    expect(theliaAmountToCents(84.02521)).toBe(8_403);
    expect(theliaAmountToCents(16.806722)).toBe(1_681);
  });

  it('keeps the sign of a negative amount and refuses what is no amount', () => {
    expect(theliaAmountToCents(-0.285)).toBe(-29);
    expect(() => theliaAmountToCents(Number.NaN)).toThrow(RangeError);
  });
});
