import { sql } from 'drizzle-orm';
import type { CartBackend } from '../../shop/cart-backend';
import type { CouponTerms } from '../../shop/order-types';
import { cartAdder, cartOf } from '../../testing/contract/cart-backend.contract';
import { databaseTargets } from '../../testing/databases';
import { startFakeThelia, type FakeThelia } from '../../testing/fake-thelia/fake-thelia-server';
import type { DatabaseHandle } from '../embedded/database';
import { selectRows } from '../embedded/queries/raw';
import { importTheliaCatalogue } from './import/thelia-import';
import { theliaCarts } from './thelia-carts';
import {
  createTheliaClient,
  TheliaSession,
  TheliaUnavailable,
  type TheliaSessionSnapshot,
} from './thelia-client';
import { theliaCoupons } from './thelia-coupons';

/**
 * Thelia's coupons judged on the shopper's cart at Thelia (the stand-in's SOMMER10: 10 %, FIX5: 5 €, AB500:
 * 5 % from 500 €, THERMO20: 20 % off TH-200 only, EINMAL: 10 € once), and kept in the index so that placing
 * an order counts its use, on both databases.
 */

const held = new Date('2030-06-30T21:59:59.999Z');

describe.each(databaseTargets())('Thelia coupons on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let thelia: FakeThelia;
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let carts: CartBackend;
  let findCoupon: (code: string, cartId?: number | null) => Promise<CouponTerms | null>;

  /** A new cart at Thelia with these sale elements and quantities. */
  const cartWith = async (...lines: Array<[saleElementId: number, quantity: number]>) => {
    let cartId: number | null = null;
    for (const [saleElementId, quantity] of lines)
      cartId = cartOf(await cartAdder(carts)({ cartId, saleElementId, quantity, pricesHeldUntil: held })).id;
    return cartId!;
  };
  const mirrored = async (code: string) =>
    (
      await selectRows<{ kind: string; amount: number; active: boolean }>(
        handle.db,
        sql`SELECT kind, amount::int AS amount, active FROM coupon WHERE code = ${code}`,
      )
    )[0];

  beforeAll(async () => {
    thelia = await startFakeThelia();
    handle = await open({ seed: 7, products: 0 });
    await importTheliaCatalogue(handle.db, { thelia: { baseUrl: thelia.baseUrl } });
    const options = { client: createTheliaClient({ baseUrl: thelia.baseUrl }), db: handle.db };
    carts = theliaCarts(options);
    ({ findCoupon } = theliaCoupons(options));
  }, 120_000);
  afterAll(async () => {
    await thelia?.close();
    await handle?.dispose();
  }, 30_000);
  beforeEach(() => thelia.up());

  it('reads a percentage off the whole cart as Thelia applied it, and keeps it in the index', async () => {
    const cartId = await cartWith([11, 1]);
    expect(await findCoupon('SOMMER10', cartId)).toMatchObject({
      code: 'SOMMER10',
      kind: 'percent',
      amount: 1_000,
      active: true,
      maxUses: null,
    });
    expect(await mirrored('SOMMER10')).toEqual({ kind: 'percent', amount: 1_000, active: true });
  });

  it('prices a coupon limited to some goods at what Thelia takes off this cart', async () => {
    // 20 % of TH-200's promotion price of 23.80 €, nothing of WT-100's 119 €.
    const cartId = await cartWith([11, 1], [21, 1]);
    expect(await findCoupon('THERMO20', cartId)).toMatchObject({ kind: 'amount', amount: 476 });
  });

  it('refuses for this cart a coupon whose conditions it does not meet, and takes it once it does', async () => {
    const small = await cartWith([11, 1]);
    expect(await findCoupon('AB500', small)).toMatchObject({ refusedForCart: true });
    const large = await cartWith([11, 5]);
    expect(await findCoupon('AB500', large)).toMatchObject({ kind: 'percent', amount: 500 });
    expect((await findCoupon('AB500', large))?.refusedForCart).toBeUndefined();
  });

  it('refuses a coupon whose uses Thelia counts up', async () => {
    thelia.world.carts.countCouponUses(['EINMAL']);
    expect(await findCoupon('EINMAL', await cartWith([11, 1]))).toMatchObject({ refusedForCart: true });
  });

  it('keeps one coupon in the cart’s Thelia session, the one asked for last', async () => {
    const cartId = await cartWith([11, 1]);
    await findCoupon('FIX5', cartId);
    expect(await findCoupon('SOMMER10', cartId)).toMatchObject({ kind: 'percent' });
    const [row] = await selectRows<{ session: TheliaSessionSnapshot }>(
      handle.db,
      sql`SELECT session FROM thelia_cart WHERE id = ${cartId}`,
    );
    const sessionId = TheliaSession.fromSnapshot(row!.session).sessionId!;
    // SOMMER10 is coupon 1, FIX5 coupon 2.
    expect(thelia.session(sessionId)?.couponIds).toEqual([1]);
  });

  it('knows no code Thelia does not know, and switches off the index’s row of one Thelia dropped', async () => {
    await handle.db.execute(sql`INSERT INTO coupon (code, kind, amount) VALUES ('WINTER', 'amount', 500)`);
    expect(await findCoupon('WINTER', await cartWith([11, 1]))).toBeNull();
    expect(await mirrored('WINTER')).toMatchObject({ active: false });
    // Thelia compares codes as typed; the storefront sends its codes in capitals.
    expect(await findCoupon('sommer10', await cartWith([11, 1]))).toBeNull();
  });

  it('passes on a Thelia out of reach rather than a verdict it did not give', async () => {
    const cartId = await cartWith([11, 1]);
    thelia.down('close');
    await expect(findCoupon('SOMMER10', cartId)).rejects.toBeInstanceOf(TheliaUnavailable);
  });
});
