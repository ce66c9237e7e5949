import { minimumOrderShortfall } from './minimum-order';

const euros = (amount: number) => ({ amount, currency: 'EUR' });

describe('minimumOrderShortfall', () => {
  it('says the minimum and what is missing while the goods fall short', () => {
    expect(minimumOrderShortfall(euros(3_770), 50)).toEqual({ minimum: euros(5_000), missing: euros(1_230) });
    expect(minimumOrderShortfall(euros(4_999), 50)).toEqual({ minimum: euros(5_000), missing: euros(1) });
  });

  it('is satisfied from the minimum on', () => {
    expect(minimumOrderShortfall(euros(5_000), 50)).toBeNull();
    expect(minimumOrderShortfall(euros(12_000), 50)).toBeNull();
  });

  it('asks nothing of a store without a minimum, or of an empty cart', () => {
    expect(minimumOrderShortfall(euros(100), 0)).toBeNull();
    expect(minimumOrderShortfall(euros(0), 50)).toBeNull();
  });

  it('keeps the store’s currency', () => {
    expect(minimumOrderShortfall({ amount: 10_000, currency: 'RON' }, 250)?.missing).toEqual({
      amount: 15_000,
      currency: 'RON',
    });
  });
});
