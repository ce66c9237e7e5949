import { quantityAfterAdd, quantityAfterChange } from './quantity-change';

describe('quantityAfterAdd', () => {
  it('adds to the line, never beyond the maximum, and lowers a line above it to it', () => {
    expect(quantityAfterAdd(0, 3, 10)).toBe(3);
    expect(quantityAfterAdd(3, 4, 5)).toBe(5);
    expect(quantityAfterAdd(8, 1, 5)).toBe(5);
  });
});

describe('quantityAfterChange', () => {
  it('sets a quantity; below 1 the line goes', () => {
    expect(quantityAfterChange(3, { kind: 'set', quantity: 7 })).toBe(7);
    expect(quantityAfterChange(3, { kind: 'set', quantity: 0 })).toBeNull();
    expect(quantityAfterChange(3, { kind: 'set', quantity: -3 })).toBeNull();
  });

  it('raises up to the maximum, but keeps a line already above it', () => {
    expect(quantityAfterChange(7, { kind: 'increase', by: 5, max: 10 })).toBe(10);
    expect(quantityAfterChange(2, { kind: 'increase', by: 1, max: 10 })).toBe(3);
    expect(quantityAfterChange(12, { kind: 'increase', by: 1, max: 10 })).toBe(12);
  });

  it('lowers; below the minimum, and always below 1, the line goes', () => {
    expect(quantityAfterChange(10, { kind: 'decrease', by: 4, min: 1 })).toBe(6);
    expect(quantityAfterChange(6, { kind: 'decrease', by: 2, min: 5 })).toBeNull();
    expect(quantityAfterChange(6, { kind: 'decrease', by: 1, min: 5 })).toBe(5);
    expect(quantityAfterChange(1, { kind: 'decrease', by: 1, min: 0 })).toBeNull();
  });
});
