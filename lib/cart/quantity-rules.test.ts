import fc from 'fast-check';
import { decreaseBy, increaseBy, orderLimit, quantityToAdd, quantityToSet, stockOf } from './quantity-rules';

const single = { minimum: 1, multiple: 1 };
const pairs = { minimum: 2, multiple: 2 };
const boxes = { minimum: 1, multiple: 5 };

describe('stockOf', () => {
  it('is the element’s own stock, else its size’s within the colour (docs/product.md §4)', () => {
    expect(stockOf({ stock: 7, size: '60 cm', sizeStocks: [{ size: '60 cm', stock: 99 }] })).toBe(7);
    expect(
      stockOf({
        stock: null,
        size: '60 cm',
        sizeStocks: [
          { size: '80 cm', stock: 1 },
          { size: '60 cm', stock: 4 },
        ],
      }),
    ).toBe(4);
    expect(stockOf({ stock: null, size: '90 cm', sizeStocks: [{ size: '60 cm', stock: 4 }] })).toBe(0);
  });
});

describe('orderLimit', () => {
  it('is the stock in whole multiples for stock goods, 0 below the minimum', () => {
    expect(orderLimit(single, 7, 'stock')).toBe(7);
    expect(orderLimit(boxes, 12, 'stock')).toBe(10);
    expect(orderLimit(boxes, 4, 'stock')).toBe(0);
    expect(orderLimit(pairs, 1, 'stock')).toBe(0);
    expect(orderLimit(single, 0, 'stock')).toBe(0);
  });

  it('lets backorder and preorder goods be ordered up to the shop’s maximum', () => {
    expect(orderLimit(single, 0, 'backorder')).toBe(9_999);
    expect(orderLimit(boxes, 0, 'preorder')).toBe(9_995);
  });
});

describe('quantityToAdd', () => {
  it('adjusts to the multiple and the minimum with docs/product.md §5’s reasons', () => {
    expect(quantityToAdd(7, boxes, 100, 0)).toEqual({ kind: 'ok', quantity: 10, adjustment: 'multiple' });
    expect(quantityToAdd(1, pairs, 100, 0)).toEqual({ kind: 'ok', quantity: 2, adjustment: 'minimum' });
    expect(quantityToAdd(4, pairs, 100, 0)).toEqual({ kind: 'ok', quantity: 4, adjustment: 'none' });
  });

  it('does not ask for the minimum again once the line holds it', () => {
    expect(quantityToAdd(2, { minimum: 6, multiple: 2 }, 100, 6)).toEqual({
      kind: 'ok',
      quantity: 2,
      adjustment: 'none',
    });
  });

  it('never lets the line pass the limit, and says when nothing fits', () => {
    expect(quantityToAdd(5, single, 7, 4)).toEqual({ kind: 'ok', quantity: 3, adjustment: 'limited' });
    expect(quantityToAdd(1, single, 7, 7)).toEqual({ kind: 'refused', reason: 'limitReached' });
    expect(quantityToAdd(1, single, 0, 0)).toEqual({ kind: 'refused', reason: 'notInStock' });
  });

  it('keeps every line a whole number of multiples within the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -5, max: 80 }),
        fc.integer({ min: 0, max: 60 }),
        (multiple, stock, requested, already) => {
          const rules = { minimum: multiple, multiple };
          const limit = orderLimit(rules, stock, 'stock');
          const inCart = Math.min(already - (already % multiple), limit);
          const outcome = quantityToAdd(requested, rules, limit, inCart);
          if (outcome.kind === 'refused') return;
          expect((inCart + outcome.quantity) % multiple).toBe(0);
          expect(inCart + outcome.quantity).toBeLessThanOrEqual(limit);
          expect(outcome.quantity).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('quantityToSet', () => {
  it('removes the line at 0 or less (docs/product.md §4), else adjusts and limits', () => {
    expect(quantityToSet(0, single, 5)).toEqual({ kind: 'remove' });
    expect(quantityToSet(-3, single, 5)).toEqual({ kind: 'remove' });
    expect(quantityToSet(7, single, 5)).toEqual({ kind: 'ok', quantity: 5, adjustment: 'limited' });
    expect(quantityToSet(6, boxes, 100)).toEqual({ kind: 'ok', quantity: 10, adjustment: 'multiple' });
    expect(quantityToSet(2, single, 0)).toEqual({ kind: 'refused', reason: 'notInStock' });
  });
});

describe('steps', () => {
  it('go by the multiple, and down past the minimum remove the line', () => {
    expect(increaseBy(boxes, 20)).toEqual({ kind: 'increase', by: 5, max: 20 });
    expect(decreaseBy(pairs)).toEqual({ kind: 'decrease', by: 2, min: 2 });
  });
});
