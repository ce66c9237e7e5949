import fc from 'fast-check';
import { addVat, convert, divideHalfUp } from './money';

describe('divideHalfUp', () => {
  it('rounds halves away from zero and the rest to nearest', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
    expect(divideHalfUp(15, 10)).toBe(2);
    expect(divideHalfUp(-15, 10)).toBe(-2);
  });

  it('refuses non-integers, which would mean a float slipped into money', () => {
    expect(() => divideHalfUp(1.5, 10)).toThrow(RangeError);
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe('addVat', () => {
  it('adds 20 % and 19 % with half-up rounding of the unit price', () => {
    expect(addVat(9990, 2000)).toBe(11988);
    expect(addVat(8403, 1900)).toBe(10000); // 99.9957 → 100.00
    expect(addVat(1, 1900)).toBe(1); // 1.19 cents → 1 cent
    expect(addVat(3, 1900)).toBe(4); // 3.57 → 4
    expect(addVat(12345, 0)).toBe(12345);
  });

  it('never moves more than half a cent from the exact gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(0, 1900, 2000), (net, rate) => {
        const exact = (net * (10_000 + rate)) / 10_000;
        expect(Math.abs(addVat(net, rate) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('convert', () => {
  it('converts euro cents to bani at the configured rate', () => {
    expect(convert(10000, 4_977_000)).toBe(49770);
    expect(convert(199, 4_977_000)).toBe(990); // 990.42 → 990
  });
});
