/** An entry as this instance keeps it while the shared cache cannot be reached. */
export interface LocalEntry<V> {
  value: V;
  tags: string[];
  lastModified: number;
  size: number;
}

interface TagTimes {
  stale?: number;
  expired?: number;
}

/**
 * The per-instance cache used only while Redis is not usable: bounded by bytes, least recently used first out,
 * with tag revalidations applied the way Next's own tags manifest applies them. Dropped when Redis is back, as
 * it may hold entries another instance revalidated meanwhile.
 */
export class LocalTier<V> {
  private readonly entries = new Map<string, LocalEntry<V>>();
  private readonly tags = new Map<string, TagTimes>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, extraTags: readonly string[] = []): (LocalEntry<V> & { stale: boolean }) | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    let stale = false;
    for (const tag of [...hit.tags, ...extraTags]) {
      const times = this.tags.get(tag);
      if (times?.expired !== undefined && times.expired <= this.now() && times.expired > hit.lastModified)
        return null;
      if (times?.stale !== undefined && times.stale > hit.lastModified) stale = true;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return { ...hit, stale };
  }

  set(key: string, entry: LocalEntry<V>): void {
    if (this.maxBytes <= 0) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const oldestKey of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldestKey);
    }
  }

  /** `expireSeconds` undefined: expired now (no profile); otherwise stale now and expired that much later. */
  revalidate(tags: readonly string[], profile: { expireSeconds?: number } | null): void {
    const now = this.now();
    for (const tag of tags) {
      const times = { ...this.tags.get(tag) };
      if (!profile) times.expired = now;
      else {
        times.stale = now;
        if (profile.expireSeconds !== undefined) times.expired = now + profile.expireSeconds * 1000;
      }
      this.tags.set(tag, times);
    }
  }

  clear(): void {
    this.entries.clear();
    this.tags.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.size;
  }
}
