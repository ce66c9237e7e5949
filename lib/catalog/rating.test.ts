import type { Review } from '../shop/review-types';
import { ratingSummary, reviewStructuredData, starsOf } from './rating';

const review = (changes: Partial<Review> = {}): Review => ({
  id: 1,
  productId: 7,
  saleElementId: 70,
  author: 'Anna K.',
  title: 'Sehr gut',
  comment: 'Schnell geliefert.',
  rating: 5,
  verified: true,
  createdAt: new Date('2026-03-04T10:00:00Z'),
  ...changes,
});

describe('ratingSummary', () => {
  it('averages the approved ratings to one decimal', () => {
    expect(ratingSummary({ count: 3, sum: 13 })).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary({ count: 200, sum: 1000 })).toEqual({ average: 5, count: 200 });
    expect(ratingSummary({ count: 2, sum: 3 })).toEqual({ average: 1.5, count: 2 });
  });

  it('has no summary without reviews, rather than zero stars', () => {
    expect(ratingSummary({ count: 0, sum: 0 })).toBeNull();
    expect(ratingSummary(null)).toBeNull();
  });
});

describe('starsOf', () => {
  it('shows averages in half stars', () => {
    expect(starsOf(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsOf(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsOf(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
    expect(starsOf(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

describe('reviewStructuredData', () => {
  it('adds aggregateRating and the reviews shown, as schema.org expects them', () => {
    const data = reviewStructuredData({ average: 4.5, count: 12 }, [review(), review({ id: 2, rating: 4 })]);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        name: 'Sehr gut',
        reviewBody: 'Schnell geliefert.',
        datePublished: '2026-03-04',
        author: { '@type': 'Person', name: 'Anna K.' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      expect.objectContaining({ reviewRating: expect.objectContaining({ ratingValue: 4 }) }),
    ]);
  });

  it('adds nothing for a product without approved reviews', () => {
    expect(reviewStructuredData(null, [])).toEqual({});
  });
});
