import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import type {
  GetIncrementalFetchCacheContext,
  GetIncrementalResponseCacheHandlerContext,
  GetIncrementalImageCacheContext,
  IncrementalCacheValue,
  SetIncrementalFetchCacheContext,
  SetIncrementalResponseCacheHandlerContext,
  SetIncrementalImageCacheContext,
} from 'next/dist/server/response-cache/types';
import { encodeEntry, packEntry, unpackEntry } from './entry-codec';
import { LocalTier } from './local-tier';
import { READ_ENTRY, WRITE_ENTRY } from './redis-scripts';
import { sharedRedis, tagHashes, type SharedRedis } from './shared-redis';

type GetContext =
  | GetIncrementalFetchCacheContext
  | GetIncrementalResponseCacheHandlerContext
  | GetIncrementalImageCacheContext;
type SetContext =
  | SetIncrementalFetchCacheContext
  | SetIncrementalResponseCacheHandlerContext
  | SetIncrementalImageCacheContext;
type Stored = Pick<CacheHandlerValue, 'value' | 'cacheControl'>;

/** NEXT_CACHE_TAGS_HEADER: a page's tags travel in its headers, not in the set context. */
const TAGS_HEADER = 'x-next-cache-tags';
/** Entries past their revalidate time are still served while they render anew; Redis drops them after this. */
const LONGEST_KEPT_SECONDS = 2 * 24 * 3600;

interface HandlerState {
  link: SharedRedis;
  local: LocalTier<Stored>;
  /** Entries of another build or other page-shaping settings are never read (server.ts sets the digest). */
  namespace: string;
}

let state: HandlerState | undefined;

function stateFor(context: CacheHandlerContext): HandlerState {
  if (state) return state;
  const link = sharedRedis();
  if (!link) throw new Error('The shared page cache needs REDIS_URL (next.config.mjs sets it only then).');
  const buildId = readFileSync(
    join(context.serverDistDir ?? '.next/server', '..', 'BUILD_ID'),
    'utf8',
  ).trim();
  const local = new LocalTier<Stored>(context.maxMemoryCacheSize ?? 50 * 1024 * 1024);
  // Revalidations from anywhere reach what this instance keeps alone; `null` means some may have been missed.
  link.onRevalidated((tags, profile) => (tags ? local.revalidate(tags, profile) : local.clear()));
  state = {
    link,
    local,
    namespace: `${link.keyPrefix}:${buildId}:${process.env.STOREFRONT_PAGE_SETTINGS ?? 'unstamped'}`,
  };
  return state;
}

function tagsOf(data: IncrementalCacheValue, context: SetContext): string[] {
  if (data.kind === 'FETCH') return ('tags' in context ? context.tags : undefined) ?? data.tags ?? [];
  const header = 'headers' in data ? data.headers?.[TAGS_HEADER] : undefined;
  return String(header ?? '')
    .split(',')
    .filter(Boolean);
}

/**
 * An entry stale by a tag's profile is shown to Next as older than its revalidate time, so Next serves it and
 * renders it anew in the background, as with its own tags manifest.
 */
function asHandlerValue(
  stored: Stored,
  lastModified: number,
  stale: boolean,
  context: GetContext,
): CacheHandlerValue | null {
  if (!stale) return { lastModified, ...stored };
  const revalidate =
    stored.value?.kind === 'FETCH'
      ? ('revalidate' in context && context.revalidate) || stored.value.revalidate
      : stored.cacheControl?.revalidate;
  if (typeof revalidate !== 'number') return null;
  return { lastModified: Math.min(lastModified, Date.now() - (revalidate + 1) * 1000), ...stored };
}

/**
 * Next's incremental cache (ISR pages, route handlers, unstable_cache) in Redis, shared by every instance, with
 * `cacheControl` stored so an instance that did not render a page keeps its lifetime. Redis down or slow: each
 * call falls back within 500 ms to this instance's own tier, and nothing a shopper asked for fails. Next makes a
 * handler per request, so everything lives at module level.
 */
export default class RedisCacheHandler {
  private readonly state: HandlerState;

  constructor(context: CacheHandlerContext) {
    this.state = stateFor(context);
  }

  async get(key: string, context: GetContext): Promise<CacheHandlerValue | null> {
    const { link, local, namespace } = this.state;
    await link.ready;
    const known = context.kind === 'FETCH' ? [...(context.tags ?? []), ...(context.softTags ?? [])] : [];
    const { expired, stale } = tagHashes(link.keyPrefix);
    const read = await link.call((redis) =>
      redis.callBuffer('EVAL', READ_ENTRY, 3, `${namespace}:${key}`, expired, stale, ...known),
    );
    if (read.ok) {
      if (!read.value) return null;
      const [lastModified, packed, staleFlag] = read.value as [Buffer, Buffer, number];
      try {
        return asHandlerValue(
          await unpackEntry<Stored>(packed),
          Number(lastModified.toString()),
          staleFlag === 1,
          context,
        );
      } catch {
        return null;
      }
    }
    if (read.refused) return null;
    const hit = local.get(key, known);
    return hit && asHandlerValue(hit.value, hit.lastModified, hit.stale, context);
  }

  async set(key: string, data: IncrementalCacheValue | null, context: SetContext): Promise<void> {
    const { link, local, namespace } = this.state;
    if (!data) return;
    await link.ready;
    const cacheControl = 'cacheControl' in context ? context.cacheControl : undefined;
    const stored: Stored = { value: data, cacheControl };
    const revalidate = data.kind === 'FETCH' ? data.revalidate : cacheControl?.revalidate;
    let keepSeconds = typeof revalidate === 'number' ? Math.max(revalidate * 24, 3600) : LONGEST_KEPT_SECONDS;
    keepSeconds = Math.min(keepSeconds, LONGEST_KEPT_SECONDS, cacheControl?.expire ?? Infinity);
    const tags = tagsOf(data, context);
    const packed = await packEntry(stored);
    const written = await link.call((redis) =>
      redis.eval(
        WRITE_ENTRY,
        1,
        `${namespace}:${key}`,
        packed,
        tags.join(','),
        Math.max(1, Math.ceil(keepSeconds)),
      ),
    );
    // Counted as kept (decoded), not as packed: a tier of 50 MB must not hold 400 MB.
    if (!written.ok && !written.refused)
      local.set(key, {
        value: stored,
        tags,
        lastModified: Date.now(),
        size: key.length + Buffer.byteLength(encodeEntry(stored)),
      });
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const named = [tags].flat();
    if (named.length === 0) return;
    const { link } = this.state;
    await link.ready;
    await link.revalidate(named, durations ? { expireSeconds: durations.expire } : null);
  }

  resetRequestCache(): void {}
}
