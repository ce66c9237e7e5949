import { sql } from 'drizzle-orm';
import type { OrderGoods } from '../../shop/order-backend';
import type { CouponTerms } from '../../shop/order-types';
import { databaseTargets } from '../../testing/databases';
import { startFakeThelia, type FakeThelia } from '../../testing/fake-thelia/fake-thelia-server';
import type { DatabaseHandle } from '../embedded/database';
import { selectRows } from '../embedded/queries/raw';
import { importTheliaCatalogue } from './import/thelia-import';
import { createTheliaClient, TheliaUnavailable } from './thelia-client';
import { theliaCoupons } from './thelia-coupons';

/**
 * Thelia's coupons judged on a cart at Thelia holding the order's goods (the stand-in's SOMMER10: 10 %, FIX5: 5 €,
 * AB500: 5 % from 500 €, THERMO20: 20 % off TH-200 only, EINMAL: 10 €, once, for logged-in customers only), and
 * kept in the index so that placing an order counts its use, on both databases.
 */

const goods = (...lines: Array<[saleElementId: number, quantity: number]>): OrderGoods[] =>
  lines.map(([saleElementId, quantity]) => ({ saleElementId, quantity }));

describe.each(databaseTargets())('Thelia coupons on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let thelia: FakeThelia;
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let findCoupon: (code: string, goods?: readonly OrderGoods[]) => Promise<CouponTerms | null>;

  const mirrored = async (code: string) =>
    (
      await selectRows<{ kind: string; amount: number; active: boolean; max_uses: number | null }>(
        handle.db,
        sql`SELECT kind, amount::int AS amount, active, max_uses FROM coupon WHERE code = ${code}`,
      )
    )[0];
  const cartsAtThelia = () => thelia.requests.filter((request) => request.route === '/cart/add').length;

  beforeAll(async () => {
    thelia = await startFakeThelia();
    handle = await open({ seed: 7, products: 0 });
    await importTheliaCatalogue(handle.db, { thelia: { baseUrl: thelia.baseUrl } });
    ({ findCoupon } = theliaCoupons({
      client: createTheliaClient({ baseUrl: thelia.baseUrl }),
      db: handle.db,
    }));
  }, 120_000);
  afterAll(async () => {
    await thelia?.close();
    await handle?.dispose();
  }, 30_000);
  beforeEach(() => thelia.up());

  it('reads a percentage off the whole cart as Thelia applied it, and keeps it in the index without limits', async () => {
    await handle.db.execute(
      sql`INSERT INTO coupon (code, kind, amount, max_uses) VALUES ('SOMMER10', 'amount', 100, 0)
          ON CONFLICT (code) DO NOTHING`,
    );
    expect(await findCoupon('SOMMER10', goods([11, 1]))).toMatchObject({
      code: 'SOMMER10',
      kind: 'percent',
      amount: 1_000,
      active: true,
      maxUses: null,
    });
    expect(await mirrored('SOMMER10')).toEqual({
      kind: 'percent',
      amount: 1_000,
      active: true,
      max_uses: null,
    });
  });

  it('prices a coupon limited to some goods at Thelia’s share of the order’s goods', async () => {
    // 20 % of TH-200's promotion price of 23.80 €, nothing of WT-100's 119 €: 4.76 € of 142.80 €, 3.33 %.
    expect(await findCoupon('THERMO20', goods([11, 1], [21, 1]))).toMatchObject({
      kind: 'percent',
      amount: 333,
    });
  });

  it('refuses for the goods it is given a coupon for other goods, or a minimum they do not reach', async () => {
    expect(await findCoupon('THERMO20', goods([11, 1]))).toMatchObject({ refusedForCart: true });
    expect(await findCoupon('AB500', goods([11, 1]))).toMatchObject({ refusedForCart: true });
    const large = await findCoupon('AB500', goods([11, 5]));
    expect(large).toMatchObject({ kind: 'percent', amount: 500 });
    expect(large?.refusedForCart).toBeUndefined();
  });

  it('asks in a Thelia cart of its own each time, so no shopper’s session is changed', async () => {
    const before = cartsAtThelia();
    await findCoupon('FIX5', goods([11, 1], [21, 2]));
    await findCoupon('SOMMER10', goods([11, 1]));
    expect(cartsAtThelia()).toBe(before + 3);
    const sessions = new Set(thelia.requests.slice(-6).map((request) => request.cookies.PHPSESSID ?? null));
    expect(sessions.size).toBeGreaterThan(1);
  });

  it('refuses a coupon with a usage limit, which Thelia lets only a logged-in customer use', async () => {
    expect(await findCoupon('EINMAL', goods([11, 1]))).toMatchObject({ refusedForCart: true });
  });

  it('knows no code Thelia does not know, and switches off the index’s row of one Thelia dropped', async () => {
    await handle.db.execute(sql`INSERT INTO coupon (code, kind, amount) VALUES ('WINTER', 'amount', 500)`);
    expect(await findCoupon('WINTER', goods([11, 1]))).toBeNull();
    expect(await mirrored('WINTER')).toMatchObject({ active: false });
    // Thelia compares codes as typed; the storefront sends its codes in capitals.
    expect(await findCoupon('sommer10', goods([11, 1]))).toBeNull();
  });

  it('passes on a Thelia out of reach rather than a verdict it did not give', async () => {
    thelia.down('close');
    await expect(findCoupon('SOMMER10', goods([11, 1]))).rejects.toBeInstanceOf(TheliaUnavailable);
  });
});
