import { revalidationChannel, sharedRedis } from './shared-redis';

/** Where a revalidation reached: every instance, this one only (Redis down), or the one there is (no Redis). */
export type RevalidationReach = 'every instance' | 'this instance only' | 'single instance';

/**
 * Marks `tags` revalidated in the shared cache and tells every instance, waiting for Redis to take it: Next runs
 * its own `revalidateTag` only after the response is sent, so a caller would otherwise never learn that the
 * other instances kept their pages. Missed while Redis is down, it is replayed once Redis is back.
 */
export async function revalidateEverywhere(tags: string[]): Promise<RevalidationReach> {
  const link = sharedRedis();
  if (!link) return 'single instance';
  await link.ready;
  return (await link.revalidate(tags, null)) ? 'every instance' : 'this instance only';
}

/**
 * Calls `forget` whenever any instance revalidates (and once Redis is back after an outage, when revalidations
 * may have been missed), for the caches a process keeps of its own: path lookups, stores' settings. Nothing
 * without REDIS_URL: the instance's own revalidation route clears them.
 */
export function forgetOnRevalidation(forget: () => void): void {
  const link = sharedRedis();
  if (!link) return;
  const listener = link.redis.duplicate();
  listener.on('error', () => undefined);
  listener.on('message', () => forget());
  listener.on('ready', () => {
    forget();
    void listener.subscribe(revalidationChannel(link.keyPrefix)).catch(() => undefined);
  });
}
