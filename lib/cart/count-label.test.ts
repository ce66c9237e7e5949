import { cartCountLabel } from './count-label';

describe('cartCountLabel', () => {
  it('reads Nk from 1000 and is smaller above 99 (docs/product.md §9)', () => {
    expect(cartCountLabel(0)).toEqual({ text: '0', small: false });
    expect(cartCountLabel(99)).toEqual({ text: '99', small: false });
    expect(cartCountLabel(100)).toEqual({ text: '100', small: true });
    expect(cartCountLabel(999)).toEqual({ text: '999', small: true });
    expect(cartCountLabel(1000)).toEqual({ text: '1k', small: true });
    expect(cartCountLabel(12_345)).toEqual({ text: '12k', small: true });
  });
});
