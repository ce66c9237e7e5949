import { sql } from 'drizzle-orm';
import { storefrontOn, useStorefrontForTests } from '../storefront';
import { openDatabase, type DatabaseHandle } from '../adapters/embedded/database';
import { runSeed } from '../adapters/embedded/seed/run';
import {
  austrianRating,
  FAILING_SHOP_ID,
  startFakeShopvote,
  type FakeShopvote,
} from '../testing/fake-shopvote';
import { askShopRating } from '../testing/shop-rating-requests';

jest.mock('server-only', () => ({}));

// The shop reads SHOPVOTE_API_URL once per process: the stand-in's port is fixed before anything reads it.
const SHOPVOTE_PORT = 29_823; // below Linux's ephemeral ports (32768 on), which other suites' connections take
process.env.SHOPVOTE_API_URL = `http://127.0.0.1:${SHOPVOTE_PORT}/api/v1/shop-rating`;

const SECOND = 1_000;
const shared = (seconds: number) =>
  `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;

describe('GET /api/shop-rating', () => {
  let handle: DatabaseHandle;
  let shopvote: FakeShopvote;
  // The server's cache reads the clock; the tests move it on instead of waiting half an hour.
  let now = Date.now();

  beforeAll(async () => {
    handle = await openDatabase({ pgliteDataDir: 'memory://' });
    await runSeed(handle, { seed: 5, products: 5, replace: false });
    // Romania rates with ShopVote too here, with the shop id whose provider is down.
    await handle.db.execute(
      sql`UPDATE store SET locale_config = locale_config || ${JSON.stringify({
        shopvote_shop_id: FAILING_SHOP_ID,
        shopvote_display: { footer: false, badge: true },
      })}::jsonb WHERE code = 'ro'`,
    );
    useStorefrontForTests(await storefrontOn(handle));
    shopvote = await startFakeShopvote(SHOPVOTE_PORT);
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  }, 120_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    useStorefrontForTests(null);
    await shopvote?.close();
    await handle?.close();
  }, 30_000);

  const askedFor = (shopid: string) => shopvote.asked.filter((query) => query.shopid === shopid);

  it('answers the store’s rating from ShopVote, asking it once per 1,800 s however many shoppers ask', async () => {
    const first = await Promise.all([1, 2, 3].map(() => askShopRating('at.localhost:3100')));
    for (const answer of first) {
      expect(answer.status).toBe(200);
      expect(answer.cacheControl).toBe(shared(1_800));
    }
    expect(first[0]!.body).toEqual({ ok: true, data: { rating: austrianRating } });
    expect(askedFor('18231')).toEqual([{ shopid: '18231', type: 'rating', src: 'api', lang: 'de' }]);

    now += 1_799 * SECOND;
    expect((await askShopRating('www.sanitaerwelt.at')).status).toBe(200);
    expect(askedFor('18231')).toHaveLength(1);

    now += 2 * SECOND;
    expect((await askShopRating('at.localhost:3100')).cacheControl).toBe(shared(1_800));
    expect(askedFor('18231')).toHaveLength(2);
  });

  it('answers no rating when the provider is down, never a 500, and asks again a minute later', async () => {
    const down = await askShopRating('ro.localhost:3100');
    expect(down).toEqual({
      status: 200,
      body: { ok: true, data: { rating: null } },
      cacheControl: shared(60),
    });
    expect(askedFor(FAILING_SHOP_ID)).toEqual([
      { shopid: FAILING_SHOP_ID, type: 'rating', src: 'api', lang: 'ro' },
    ]);
    expect(console.warn).toHaveBeenCalledWith(
      `ShopVote rating of shop ${FAILING_SHOP_ID} unavailable: status 503`,
    );

    now += 30 * SECOND;
    expect((await askShopRating('ro.localhost:3100')).body).toEqual({ ok: true, data: { rating: null } });
    expect(askedFor(FAILING_SHOP_ID)).toHaveLength(1);

    now += 31 * SECOND;
    expect((await askShopRating('ro.localhost:3100')).status).toBe(200);
    expect(askedFor(FAILING_SHOP_ID)).toHaveLength(2);
  });

  it('answers 404 for a store without ShopVote, without asking it', async () => {
    const before = shopvote.asked.length;
    const answer = await askShopRating('de.localhost:3100');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ ok: false, error: { code: 'shopRating.off' } });
    expect(shopvote.asked).toHaveLength(before);
  });
});
