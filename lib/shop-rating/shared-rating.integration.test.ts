import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { austrianRating, startFakeShopvote, type FakeShopvote } from '../testing/fake-shopvote';
import { cachedShopRating } from './rating-cache';

// Read once per process: fixed before anything reads them.
const SHOPVOTE_PORT = 29_824; // below Linux's ephemeral ports (32768 on), which other suites' connections take
const PREFIX = `rating-test-${randomBytes(4).toString('hex')}`;
process.env.SHOPVOTE_API_URL = `http://127.0.0.1:${SHOPVOTE_PORT}/api/v1/shop-rating`;
process.env.REDIS_URL = 'redis://127.0.0.1:6379';
process.env.PAGE_CACHE_PREFIX = PREFIX;

const redisCli = (...args: string[]) => execFileSync('redis-cli', args, { encoding: 'utf8' }).trim();
const redisSkip = (() => {
  try {
    return redisCli('PING') === 'PONG' ? null : 'Redis at 127.0.0.1:6379 did not answer PING';
  } catch {
    return 'no Redis at 127.0.0.1:6379 (or no redis-cli)';
  }
})();

/** What another instance is to this process: the same Redis, none of this process's own entries. */
const forgetThisProcessRatings = () =>
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('storefront.shopRatings')];

(redisSkip ? describe.skip : describe)('the store rating shared by instances through Redis', () => {
  let shopvote: FakeShopvote;
  const query = { shopId: '18231', language: 'de' };

  beforeAll(async () => {
    shopvote = await startFakeShopvote(SHOPVOTE_PORT);
  });

  afterAll(async () => {
    await shopvote?.close();
    redisCli('DEL', `${PREFIX}:kept:shopRating:18231|de`);
    const { sharedRedis } = await import('../page-cache/shared-redis');
    sharedRedis()?.close();
  });

  it('asks ShopVote once for every instance, which answer with the time the first one has left', async () => {
    expect(await cachedShopRating(query)).toEqual(austrianRating);
    forgetThisProcessRatings();
    expect(await cachedShopRating(query)).toEqual(austrianRating);
    expect(shopvote.asked).toHaveLength(1);
    const secondsLeft = Number(redisCli('TTL', `${PREFIX}:kept:shopRating:18231|de`));
    expect(secondsLeft).toBeGreaterThan(1_790);
    expect(secondsLeft).toBeLessThanOrEqual(1_800);

    // Once the shared answer is gone (expired), the next instance asks again.
    redisCli('DEL', `${PREFIX}:kept:shopRating:18231|de`);
    forgetThisProcessRatings();
    expect(await cachedShopRating(query)).toEqual(austrianRating);
    expect(shopvote.asked).toHaveLength(2);
  });
});
