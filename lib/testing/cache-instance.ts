/**
 * Test helper process: one "server instance" of the shared page cache. Next's own IncrementalCache (the object
 * every request gets) runs with lib/page-cache's handler, and Next's own unstable_cache and revalidateTag →
 * executeRevalidates path a route handler runs, driven over IPC by lib/page-cache/shared-cache.integration.test.ts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import RedisCacheHandler from '../page-cache/redis-cache-handler';

// What next/dist/server/node-environment-baseline does in a real server.
Object.assign(globalThis, { AsyncLocalStorage });
const require = createRequire(import.meta.url);
// Only now: it imports next/cache, which needs the AsyncLocalStorage set above as it loads.
const { forgetOnRevalidation, revalidateEverywhere } =
  require('../page-cache/revalidations') as typeof import('../page-cache/revalidations');
const { sharedRedis } = require('../page-cache/shared-redis') as typeof import('../page-cache/shared-redis');
const { IncrementalCache } = require('next/dist/server/lib/incremental-cache');
const { nodeFs } = require('next/dist/server/lib/node-fs-methods');
const { unstable_cache } = require('next/dist/server/web/spec-extension/unstable-cache');
const { revalidateTag } = require('next/dist/server/web/spec-extension/revalidate');
const { executeRevalidates } = require('next/dist/server/revalidation-utils');
const { workAsyncStorage } = require('next/dist/server/app-render/work-async-storage.external');

const dist = process.env.TEST_DIST!;
mkdirSync(join(dist, 'server'), { recursive: true });
writeFileSync(join(dist, 'BUILD_ID'), 'test-build');
const previewProps = { previewModeId: 'p', previewModeSigningKey: 's', previewModeEncryptionKey: 'e' };
// getResponseCacheOwner() of an app page (next/dist/server/lib/route-cache-key.js).
const route = { kind: 'APP_PAGE', sourceRoute: '/[market]/product/[id]/page' };

/** What base-server.js does for every request. */
const requestCache = () =>
  new IncrementalCache({
    fs: nodeFs,
    dev: false,
    requestHeaders: {},
    minimalMode: false,
    serverDistDir: join(dist, 'server'),
    maxMemoryCacheSize: 50 * 1024 * 1024,
    flushToDisk: true,
    previewProps,
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: previewProps,
    },
    CurCacheHandler: RedisCacheHandler,
  });

let forgotten = 0;
forgetOnRevalidation(() => (forgotten += 1));

const operations: Record<string, (args: Record<string, unknown>) => Promise<unknown>> = {
  async setPage({ path, tags, html }) {
    // The entry app-page-runtime builds, as response-cache/index.js hands it to the cache.
    const value = {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(`0:${String(html)}`),
      status: 200,
      postponed: undefined,
      headers: { 'x-next-cache-tags': (tags as string[]).join(',') },
      segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
    };
    const context = {
      route,
      kind: 'APP_PAGE',
      isFallback: false,
      cacheControl: { revalidate: 3600, expire: 31536000 },
    };
    await requestCache().set(path, value, context);
  },
  async getPage({ path }) {
    const entry = await requestCache().get(path, { route, kind: 'APP_PAGE', isFallback: false });
    if (!entry) return { hit: false };
    const page = entry.value;
    return {
      hit: true,
      html: page.html,
      rscIsBuffer: Buffer.isBuffer(page.rscData),
      segments: [...(page.segmentData as Map<string, Buffer>)].map(([name, bytes]) => [name, [...bytes]]),
      revalidateInSeconds: Math.round((entry.revalidateAfter - Date.now()) / 1000),
    };
  },
  async cachedRead({ id, answer }) {
    Object.assign(globalThis, { __incrementalCache: requestCache() });
    // As lib/catalog/cached-shop.ts reads the catalogue.
    const read = unstable_cache(async () => ({ answer }), ['product', String(id)], {
      tags: ['catalogue', `product:${String(id)}`],
      revalidate: 3600,
    });
    return read();
  },
  /** A cachedRead whose first Redis command goes out just before a render holds the event loop `stallMs`. */
  async stalledRead(args) {
    const { redis } = sharedRedis()!;
    const send = redis.sendCommand.bind(redis);
    redis.sendCommand = (...command) => {
      redis.sendCommand = send;
      const sent = send(...command);
      const until = Date.now() + Number(args.stallMs);
      while (Date.now() < until);
      return sent;
    };
    return operations.cachedRead!(args);
  },
  async revalidate({ tags }) {
    // app/api/revalidate/route.ts's revalidateTag(tag, { expire: 0 }), executed as Next does after the answer.
    const store = {
      incrementalCache: requestCache(),
      route: '/api/revalidate',
      page: '/api/revalidate/route',
      cacheLifeProfiles: {},
    };
    workAsyncStorage.run(store, () => {
      for (const tag of tags as string[]) revalidateTag(tag, { expire: 0 });
    });
    await executeRevalidates(store);
  },
  revalidateEverywhere: ({ tags }) => revalidateEverywhere(tags as string[]),
  forgotten: async () => forgotten,
};

process.on('message', (message: { id: number; operation: string; args: Record<string, unknown> }) => {
  operations[message.operation]!(message.args).then(
    (value) => process.send!({ id: message.id, ok: true, value }),
    (error: unknown) =>
      process.send!({ id: message.id, ok: false, error: String((error as Error)?.stack ?? error) }),
  );
});
process.send!({ ready: true });
