import { shopRatingOf } from '../shop-rating/provider-answer';
import { shopvoteAnswers } from '../testing/fake-shopvote';
import { BADGE_FLAG, badgeShown, closeBadge, keepRating, keptRating } from './shop-rating';

/** Session storage as the browser has it, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const rating = shopRatingOf(shopvoteAnswers['18231'])!;
const MINUTE = 60_000;

describe('the session’s copy of the rating', () => {
  it('is read back for 1,800 s and not after', () => {
    const storage = memoryStorage();
    keepRating(storage, rating, 0);
    expect(keptRating(storage, 29 * MINUTE)).toEqual(rating);
    expect(keptRating(storage, 30 * MINUTE)).toBeNull();
  });

  it('is nothing when missing, broken or from the future', () => {
    const storage = memoryStorage();
    expect(keptRating(storage, 0)).toBeNull();
    storage.setItem('shopRating.v1', '{not json');
    expect(keptRating(storage, 0)).toBeNull();
    storage.setItem('shopRating.v1', JSON.stringify({ storedAt: 'yesterday', rating }));
    expect(keptRating(storage, 0)).toBeNull();
    keepRating(storage, rating, 10 * MINUTE);
    expect(keptRating(storage, 0)).toBeNull();
  });
});

describe('the badge’s visibility flag (docs/product.md §4)', () => {
  it('starts visible as 1, and closing sets 0 for the session', () => {
    const storage = memoryStorage();
    expect(badgeShown(storage)).toBe(true);
    expect(storage.getItem(BADGE_FLAG)).toBe('1');
    closeBadge(storage);
    expect(storage.getItem(BADGE_FLAG)).toBe('0');
    expect(badgeShown(storage)).toBe(false);
    expect(badgeShown(memoryStorage())).toBe(true);
  });

  it('shows the badge where the browser refuses session storage', () => {
    expect(badgeShown(null)).toBe(true);
    expect(() => closeBadge(null)).not.toThrow();
  });
});
