import fc from 'fast-check';
import { adjustQuantity, smallestQuantity } from './quantity';

describe('adjustQuantity', () => {
  it('keeps a quantity that fits', () => {
    expect(adjustQuantity(4, { minimum: 1, multiple: 2 })).toEqual({ quantity: 4, adjustment: 'none' });
    expect(adjustQuantity(1, { minimum: 1, multiple: 1 })).toEqual({ quantity: 1, adjustment: 'none' });
  });

  it('rounds up to the next multiple, and says so', () => {
    expect(adjustQuantity(5, { minimum: 1, multiple: 2 })).toEqual({ quantity: 6, adjustment: 'multiple' });
    expect(adjustQuantity(2.5, { minimum: 1, multiple: 1 })).toEqual({ quantity: 3, adjustment: 'multiple' });
  });

  it('raises a quantity below the minimum to the minimum', () => {
    expect(adjustQuantity(1, { minimum: 3, multiple: 1 })).toEqual({ quantity: 3, adjustment: 'minimum' });
    expect(adjustQuantity(0, { minimum: 1, multiple: 1 })).toEqual({ quantity: 1, adjustment: 'minimum' });
    expect(adjustQuantity(Number.NaN, { minimum: 2, multiple: 2 })).toEqual({
      quantity: 2,
      adjustment: 'minimum',
    });
  });

  it('starts at the minimum rounded up to whole multiples', () => {
    expect(smallestQuantity({ minimum: 3, multiple: 2 })).toBe(4);
    expect(smallestQuantity({ minimum: 0, multiple: 5 })).toBe(5);
  });

  it('always gives a whole multiple at or above the minimum', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 20_000, noNaN: true }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 12 }),
        (requested, minimum, multiple) => {
          const { quantity } = adjustQuantity(requested, { minimum, multiple });
          expect(quantity % multiple).toBe(0);
          expect(quantity).toBeGreaterThanOrEqual(minimum);
          expect(quantity).toBeLessThanOrEqual(10_008);
        },
      ),
    );
  });
});
