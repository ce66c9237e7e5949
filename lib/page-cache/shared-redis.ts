import { Redis } from 'ioredis';
import { REVALIDATE_TAGS } from './redis-scripts';

/** A hung Redis must not hang a render: every call gives up after this long and the instance goes local. */
const COMMAND_TIMEOUT_MS = 500;
/** After a failure, how long an instance serves from its own tier before it tries Redis again. */
const RETRY_AFTER_MS = 5_000;

export type RevalidationProfile = { expireSeconds?: number } | null;

interface PendingRevalidation {
  tags: string[];
  profile: RevalidationProfile;
}

export type RedisOutcome<T> = { ok: true; value: T } | { ok: false; refused: boolean };

/**
 * One instance's link to the shared cache: the connection, whether it is usable, and the revalidations made
 * while it was not (replayed once it is back). Kept on globalThis because Next loads the cache handler natively
 * while the revalidation route is bundled: both must share one link in a process.
 */
export interface SharedRedis {
  redis: Redis;
  keyPrefix: string;
  /** Resolves once connected, or after one command timeout: a starting server's first requests wait no longer. */
  ready: Promise<void>;
  call<T>(run: (redis: Redis) => Promise<T>): Promise<RedisOutcome<T>>;
  revalidate(tags: string[], profile: RevalidationProfile): Promise<boolean>;
  /** Called when Redis is back after an outage: local tiers must be dropped. */
  onRecovered(listener: () => void): void;
}

const LINK_KEY = Symbol.for('storefront.pageCacheRedis');
type Holder = typeof globalThis & { [LINK_KEY]?: SharedRedis };

/** The channel every instance hears revalidations on, for the caches of its own process (route lookups). */
export const revalidationChannel = (keyPrefix: string) => `${keyPrefix}:revalidated`;
export const tagHashes = (keyPrefix: string) => ({
  expired: `${keyPrefix}:tags:expired`,
  stale: `${keyPrefix}:tags:stale`,
});

function connect(url: string, keyPrefix: string): SharedRedis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  let downUntil = 0;
  let degraded = false;
  const pending: PendingRevalidation[] = [];
  const recoveredListeners: Array<() => void> = [];
  const { expired, stale } = tagHashes(keyPrefix);

  const degrade = (error: unknown) => {
    downUntil = Date.now() + RETRY_AFTER_MS;
    if (degraded) return;
    degraded = true;
    console.warn(
      `Shared page cache: Redis unavailable (${(error as Error)?.message ?? error}); pages and data are cached ` +
        'per instance until it is back.',
    );
  };
  const writeRevalidation = async ({ tags, profile }: PendingRevalidation) => {
    await redis.eval(
      REVALIDATE_TAGS,
      2,
      expired,
      stale,
      profile ? 'profile' : 'now',
      profile?.expireSeconds ?? '',
      ...tags,
    );
    await redis.publish(revalidationChannel(keyPrefix), JSON.stringify(tags)).catch(() => undefined);
  };
  const recover = async () => {
    if (!degraded || redis.status !== 'ready') return;
    degraded = false;
    downUntil = 0;
    for (const listener of recoveredListeners) listener();
    const replayed = pending.splice(0);
    for (const [index, revalidation] of replayed.entries()) {
      try {
        await writeRevalidation(revalidation);
      } catch (error) {
        pending.push(...replayed.slice(index));
        degrade(error);
        return;
      }
    }
    console.info(
      `Shared page cache: Redis is back${replayed.length ? `, ${replayed.length} revalidation(s) replayed` : ''}.`,
    );
  };
  // Without a listener ioredis reports every failed reconnect as an unhandled error.
  redis.on('error', degrade);
  redis.on('ready', () => void recover());

  const call = async <T>(run: (client: Redis) => Promise<T>): Promise<RedisOutcome<T>> => {
    if (redis.status !== 'ready' || Date.now() < downUntil) return { ok: false, refused: false };
    try {
      const value = await run(redis);
      if (degraded) void recover();
      return { ok: true, value };
    } catch (error) {
      // An answer from a working Redis (out of memory, a script error) fails this call only.
      if ((error as Error)?.name === 'ReplyError') {
        console.warn(`Shared page cache: Redis refused a command: ${(error as Error).message}`);
        return { ok: false, refused: true };
      }
      degrade(error);
      return { ok: false, refused: false };
    }
  };

  return {
    redis,
    keyPrefix,
    ready: Promise.race([
      new Promise<void>((resolve) => redis.once('ready', () => resolve())),
      new Promise<void>((resolve) => setTimeout(resolve, COMMAND_TIMEOUT_MS).unref()),
    ]),
    call,
    revalidate: async (tags, profile) => {
      const written = await call(() => writeRevalidation({ tags, profile }));
      if (written.ok) return true;
      if (!written.refused) pending.push({ tags, profile });
      console.warn(
        `Shared page cache: revalidation of ${tags.join(', ')} applies to this instance only until Redis is back.`,
      );
      return false;
    },
    onRecovered: (listener) => recoveredListeners.push(listener),
  };
}

/** The process's link to the shared cache at REDIS_URL; null without one (the single-instance cache stays). */
export function sharedRedis(): SharedRedis | null {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  const holder = globalThis as Holder;
  // ioredis connects in the background; until then every call falls back to the instance's own tier.
  holder[LINK_KEY] ??= connect(url, process.env.PAGE_CACHE_PREFIX || 'storefront:pages');
  return holder[LINK_KEY];
}
