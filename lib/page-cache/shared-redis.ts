import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { answerWithin } from './answer-within';
import { REVALIDATE_TAGS } from './redis-scripts';
import {
  listenForRevalidations,
  revalidationChannel,
  type RevalidationListener,
} from './revalidation-channel';

/** A hung Redis must not hang a render: every call gives up after this long and the instance goes local. */
const COMMAND_TIMEOUT_MS = 500;
/**
 * How long ioredis keeps a command that has no answer. Longer than COMMAND_TIMEOUT_MS, which judges after the
 * event loop has read what arrived: ioredis's own timer, due in a loop stalled by a render, would call a Redis
 * that answered in time unavailable.
 */
const COMMAND_GIVEN_UP_MS = 5_000;
/** After a failure, how long an instance serves from its own tier before it tries Redis again. */
const RETRY_AFTER_MS = 5_000;

export type RevalidationProfile = { expireSeconds?: number } | null;

interface PendingRevalidation {
  tags: string[];
  profile: RevalidationProfile;
}

export type RedisOutcome<T> = { ok: true; value: T } | { ok: false; refused: boolean };

/**
 * One instance's link to the shared cache: the connection, whether it is usable, and the revalidations Redis did
 * not take (replayed once it does). Kept on globalThis because Next loads the cache handler natively while the
 * revalidation route is bundled: both must share one link in a process.
 */
export interface SharedRedis {
  redis: Redis;
  keyPrefix: string;
  /** Resolves once connected, or after one command timeout: a starting server's first requests wait no longer. */
  ready: Promise<void>;
  call<T>(run: (redis: Redis) => Promise<T>): Promise<RedisOutcome<T>>;
  /** Applies `tags` in this process at once and in Redis for every instance; false when Redis did not take it. */
  revalidate(tags: string[], profile: RevalidationProfile): Promise<boolean>;
  /**
   * Hears every revalidation, this process's own and every other instance's, for what the process keeps of its
   * own (the per-instance tier, path lookups); `null` tags mean some may have been missed: forget everything.
   */
  onRevalidated(listener: RevalidationListener): void;
  /** Closes both connections: the process is done with the shared cache (a test, a server shutting down). */
  close(): void;
}

const LINK_KEY = Symbol.for('storefront.pageCacheRedis');
type Holder = typeof globalThis & { [LINK_KEY]?: SharedRedis };

export const tagHashes = (keyPrefix: string) => ({
  expired: `${keyPrefix}:tags:expired`,
  stale: `${keyPrefix}:tags:stale`,
});

function connect(url: string, keyPrefix: string): SharedRedis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_GIVEN_UP_MS,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  const origin = randomUUID();
  let downUntil = 0;
  let degraded = false;
  let replaying: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  const pending: PendingRevalidation[] = [];
  const listeners: RevalidationListener[] = [];
  const { expired, stale } = tagHashes(keyPrefix);
  const tell: RevalidationListener = (tags, profile) => {
    for (const listener of listeners) listener(tags, profile);
  };

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
    const message = JSON.stringify({ origin, tags, profile });
    await redis.publish(revalidationChannel(keyPrefix), message).catch(() => undefined);
  };
  /**
   * Writes what Redis did not take, in order; what it still refuses stays for the next try. Reads wait for it, so
   * each write gets the time limit of a call, not ioredis's backstop.
   */
  const flushPending = async (): Promise<number> => {
    const flushing = pending.splice(0);
    for (const [index, revalidation] of flushing.entries()) {
      try {
        const written = await answerWithin(writeRevalidation(revalidation), COMMAND_TIMEOUT_MS);
        if (!written.answered) throw new Error(`no answer within ${COMMAND_TIMEOUT_MS} ms`);
      } catch (error) {
        pending.unshift(...flushing.slice(index));
        if ((error as Error)?.name !== 'ReplyError') degrade(error);
        retryLater();
        return index;
      }
    }
    return flushing.length;
  };
  const retryLater = () => {
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!degraded && redis.status === 'ready') void flushPending();
    }, RETRY_AFTER_MS).unref();
  };
  const recover = () => {
    if (!degraded || redis.status !== 'ready' || replaying) return;
    degraded = false;
    downUntil = 0;
    // Whatever this instance kept alone may since have been revalidated by another.
    tell(null, null);
    // Reads wait for the replay: until it is written, Redis still holds pages this instance revalidated alone.
    replaying = flushPending()
      .then((replayed) => {
        if (!degraded)
          console.info(
            `Shared page cache: Redis is back${replayed ? `, ${replayed} revalidation(s) replayed` : ''}.`,
          );
      })
      .finally(() => (replaying = undefined));
  };
  // Without a listener ioredis reports every failed reconnect as an unhandled error.
  redis.on('error', degrade);
  redis.on('ready', recover);

  const call = async <T>(run: (client: Redis) => Promise<T>): Promise<RedisOutcome<T>> => {
    if (replaying) await replaying;
    if (redis.status !== 'ready' || Date.now() < downUntil) return { ok: false, refused: false };
    try {
      const answer = await answerWithin(run(redis), COMMAND_TIMEOUT_MS);
      if (!answer.answered) {
        degrade(new Error(`no answer within ${COMMAND_TIMEOUT_MS} ms`));
        return { ok: false, refused: false };
      }
      if (degraded) recover();
      return { ok: true, value: answer.value };
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

  const listener = listenForRevalidations(redis, keyPrefix, origin, tell);
  return {
    redis,
    keyPrefix,
    ready: Promise.race([
      new Promise<void>((resolve) => redis.once('ready', () => resolve())),
      new Promise<void>((resolve) => setTimeout(resolve, COMMAND_TIMEOUT_MS).unref()),
    ]),
    call,
    revalidate: async (tags, profile) => {
      tell(tags, profile);
      const written = await call(() => writeRevalidation({ tags, profile }));
      if (written.ok) return true;
      pending.push({ tags, profile });
      if (written.refused) retryLater();
      console.warn(
        `Shared page cache: revalidation of ${tags.join(', ')} applies to this instance only until Redis takes it.`,
      );
      return false;
    },
    onRevalidated: (added) => listeners.push(added),
    close: () => {
      clearTimeout(retryTimer);
      listener.disconnect();
      redis.disconnect();
    },
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
