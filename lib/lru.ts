/**
 * A bounded map that forgets the least recently used entry beyond `maxEntries`. Entries older than `ttlMs` are
 * stale: `get` no longer answers with them unless asked to, so a caller can fall back to the last known value
 * when reloading fails. A Map keeps insertion order, so re-inserting on read makes its first key the oldest.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; storedAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, options: { allowStale?: boolean } = {}): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    const fresh = this.now() - entry.storedAt < this.ttlMs;
    return fresh || options.allowStale ? entry.value : undefined;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Remembers a pending answer so concurrent callers share one load. When loading fails, the last known answer
 * stands in (so what was reachable stays reachable through an outage); a failure with nothing to fall back on is
 * not remembered.
 */
export function remembered<V>(
  cache: LruCache<string, Promise<V>>,
  key: string,
  load: () => Promise<V>,
): Promise<V> {
  const fresh = cache.get(key);
  if (fresh) return fresh;
  const stale = cache.get(key, { allowStale: true });
  const loading = load().catch((error: unknown) => {
    if (stale) {
      cache.set(key, stale);
      return stale;
    }
    cache.delete(key);
    throw error;
  });
  cache.set(key, loading);
  return loading;
}
