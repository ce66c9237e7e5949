import { revalidateTag } from 'next/cache';
import { sharedRedis } from './shared-redis';

/** Where a revalidation reached: every instance, this one only (Redis down), or the one there is (no Redis). */
export type RevalidationReach = 'every instance' | 'this instance only' | 'single instance';

/**
 * Marks `tags` revalidated (expired at once) and, with a shared cache, tells every instance, waiting for Redis to
 * take it: Next's own `revalidateTag` reaches the cache handler only after the response is sent, so a caller would
 * never learn that the other instances kept their pages, and the revalidation would be written twice. Missed while
 * Redis is down, it is replayed once Redis is back.
 */
export async function revalidateEverywhere(tags: string[]): Promise<RevalidationReach> {
  const link = sharedRedis();
  if (!link) {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return 'single instance';
  }
  await link.ready;
  return (await link.revalidate(tags, null)) ? 'every instance' : 'this instance only';
}

/**
 * Calls `forget` whenever any instance revalidates (and whenever revalidations may have been missed), for the
 * caches a process keeps of its own: path lookups, stores' settings. Nothing without REDIS_URL: the instance's
 * own revalidation route clears them.
 */
export function forgetOnRevalidation(forget: () => void): void {
  sharedRedis()?.onRevalidated(() => forget());
}
