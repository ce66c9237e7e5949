import { LruCache } from './lru';

describe('LruCache', () => {
  it('forgets the least recently used entry beyond its bound', () => {
    const cache = new LruCache<string, number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('stops answering with entries older than their time to live, unless stale ones are welcome', () => {
    let now = 0;
    const cache = new LruCache<string, number>(10, 1_000, () => now);
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('a', { allowStale: true })).toBe(1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
  });

  it('can be emptied at once', () => {
    const cache = new LruCache<string, number>(10, 1_000);
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
