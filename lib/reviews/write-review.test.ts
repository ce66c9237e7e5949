jest.mock('server-only', () => ({}));
jest.mock('../storefront', () => ({ getProductReviews: jest.fn() }));
jest.mock('../api/rate-limit', () => ({ consume: jest.fn() }));

import { authorOf, refusalOf } from './write-review';

describe('the review rights rule', () => {
  it('refuses someone who did not buy the sale element, a second review, and an unknown sale element', () => {
    expect(refusalOf({ kind: 'notBought' })).toEqual({ status: 403, error: { code: 'reviews.notBought' } });
    expect(refusalOf({ kind: 'alreadyReviewed' })).toEqual({
      status: 409,
      error: { code: 'reviews.alreadyReviewed' },
    });
    expect(refusalOf({ kind: 'unknownProduct' })).toEqual({
      status: 422,
      error: { code: 'reviews.unknownProduct' },
    });
  });

  it('signs a review with the first name and the initial of the last name only', () => {
    expect(authorOf({ firstname: 'Ștefan', lastname: 'Ionescu' })).toBe('Ștefan I.');
    expect(authorOf({ firstname: 'Anna', lastname: '' })).toBe('Anna');
  });
});
