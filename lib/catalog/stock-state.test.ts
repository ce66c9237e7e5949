import { stockStateOf } from './stock-state';

const austria = { id: 13 as const, title: 'Österreich' };
const romania = { id: 146 as const, title: 'Rumänien' };

const element = (stock: number, stockPolicy: 'stock' | 'backorder' | 'preorder' = 'stock') => ({
  stock,
  stockPolicy,
  availableFrom: stockPolicy === 'preorder' ? '2027-03-01' : null,
});

describe('stockStateOf', () => {
  it('shows the exact number under 10 and just "in stock" from 10', () => {
    expect(stockStateOf(element(3), [], austria)).toEqual({ kind: 'inStock', quantity: 3, low: true });
    expect(stockStateOf(element(9), [], austria)).toMatchObject({ low: true });
    expect(stockStateOf(element(10), [], austria)).toEqual({ kind: 'inStock', quantity: 10, low: false });
  });

  it('reads an empty shelf by the stock policy', () => {
    expect(stockStateOf(element(0), [], austria)).toEqual({ kind: 'outOfStock' });
    expect(stockStateOf(element(0, 'backorder'), [], austria)).toEqual({ kind: 'backorder' });
    expect(stockStateOf(element(0, 'preorder'), [], austria)).toEqual({
      kind: 'preorder',
      availableFrom: '2027-03-01',
    });
  });

  it('says undeliverable for a country the goods do not go to, whatever the stock', () => {
    expect(stockStateOf(element(50), [146], romania)).toEqual({ kind: 'undeliverable', country: 'Rumänien' });
    expect(stockStateOf(element(50), [146], austria)).toMatchObject({ kind: 'inStock' });
  });
});
