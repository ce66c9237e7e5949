import { decodeKeptReview, encodeKeptReview } from './review-flash';

describe('the kept values of a refused review form', () => {
  it('come back as they were typed', () => {
    const fields = { rating: '4', title: '<b>Gut</b>', comment: 'Sehr leise – ăîșț', saleElementId: '3' };
    expect(decodeKeptReview(encodeKeptReview(fields))).toEqual({
      rating: '4',
      title: '<b>Gut</b>',
      comment: 'Sehr leise – ăîșț',
    });
  });

  it('fit a cookie even for a spam-sized comment of many-byte characters', () => {
    const encoded = encodeKeptReview({ title: 'x'.repeat(5000), comment: '漢'.repeat(5000) });
    expect(encoded.length).toBeLessThanOrEqual(3_500);
    const kept = decodeKeptReview(encoded);
    expect(kept.title).toHaveLength(120);
    expect(kept.comment!.length).toBeGreaterThan(100);
  });

  it('are nothing for a cookie that is not ours', () => {
    expect(decodeKeptReview('not-base64-json')).toEqual({});
    expect(decodeKeptReview(undefined)).toEqual({});
  });
});
