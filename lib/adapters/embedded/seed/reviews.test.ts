import type { SeedProduct } from './products';
import { seedReviews } from './reviews';

const now = new Date('2026-06-01T00:00:00Z');
const product = (id: number, visible = true) =>
  ({
    id,
    visible,
    createdAt: new Date('2024-01-01T00:00:00Z'),
    saleElements: [{ id: id * 10 }, { id: id * 10 + 1 }],
  }) as unknown as SeedProduct;

describe('seeded reviews', () => {
  it('are the same for the same product, whatever was drawn before', () => {
    expect(seedReviews(product(42), now)).toEqual(seedReviews(product(42), now));
  });

  it('give every 97th product a couple of hundred, approved, with ratings from 1 to 5', () => {
    const reviews = seedReviews(product(102), now);
    expect(reviews.length).toBeGreaterThanOrEqual(200);
    expect(new Set(reviews.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.every((review) => review.status === 1 && review.createdAt < now)).toBe(true);
    expect(reviews.every((review) => [1020, 1021].includes(review.saleElementId))).toBe(true);
  });

  it('leave many products without any, and hidden products always', () => {
    const counts = Array.from({ length: 96 }, (_, index) => seedReviews(product(index + 6), now).length);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThan(30);
    expect(Math.max(...counts)).toBeLessThanOrEqual(8);
    expect(seedReviews(product(5, false), now)).toEqual([]);
  });
});
