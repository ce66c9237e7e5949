/**
 * Deterministic pseudo-random numbers (mulberry32): the same seed value always yields the same catalogue, so
 * tests, benchmarks and bug reports can name a shop by its seed.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /**
   * Up to `count` distinct accepted items drawn by index from a large list without copying it; gives up after
   * a bounded number of tries, so a list with few acceptable items yields fewer.
   */
  draw<T>(items: readonly T[], count: number, accept: (item: T) => boolean = () => true): T[] {
    const drawn = new Set<T>();
    for (let tries = 0; drawn.size < count && tries < count * 4 && items.length > 0; tries += 1) {
      const item = items[Math.floor(this.next() * items.length)] as T;
      if (accept(item)) drawn.add(item);
    }
    return [...drawn];
  }

  /** Up to `count` distinct items, in the order they were drawn. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const drawn: T[] = [];
    while (drawn.length < count && pool.length > 0) {
      drawn.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    }
    return drawn;
  }
}
