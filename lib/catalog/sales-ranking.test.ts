import { MINIMUM_BUYERS, recommendedProductIds, salesWindowStart } from './sales-ranking';

const sold = (productId: number, buyers: number) => ({ productId, buyers });

describe('recommendedProductIds', () => {
  it('takes the most bought first and fills up with the configured list', () => {
    expect(recommendedProductIds([sold(7, 9), sold(3, 4)], [11, 12, 13], { size: 4 })).toEqual([
      7, 3, 11, 12,
    ]);
  });

  it('leaves out products fewer buyers than the minimum bought, so no single order can be read back', () => {
    const thin = [sold(5, MINIMUM_BUYERS), sold(6, MINIMUM_BUYERS - 1), sold(8, 1)];
    expect(recommendedProductIds(thin, [20], { size: 4 })).toEqual([5, 20]);
  });

  it('shows only the configured list while nothing sold enough', () => {
    expect(recommendedProductIds([], [1, 2, 3], { size: 2 })).toEqual([1, 2]);
  });

  it('shows none twice and none of those excluded', () => {
    expect(recommendedProductIds([sold(1, 5), sold(2, 5)], [2, 1, 3, 4], { size: 5, exclude: [3] })).toEqual([
      1, 2, 4,
    ]);
  });

  it('shows nothing when asked for nothing', () => {
    expect(recommendedProductIds([sold(1, 5)], [2], { size: 0 })).toEqual([]);
  });
});

describe('salesWindowStart', () => {
  it('reaches back thirty days', () => {
    expect(salesWindowStart(new Date('2026-03-31T10:00:00Z')).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
});
