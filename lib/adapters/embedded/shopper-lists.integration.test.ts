import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../testing/databases';
import type { ShopBackend, ShopperListStore } from '../../shop/backend';
import type { ShopperListOwner } from '../../shop/list-types';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { embeddedShopperLists } from './shopper-list-store';
import { selectRows } from './queries/raw';
import { embeddedSessionStore } from './session-store';

const HOUR = 3_600_000;

describe.each(databaseTargets())(
  'wishlist and compare lists on the embedded backend ($name)',
  ({ open, skip }) => {
    if (skip) {
      it.skip(`skipped: ${skip}`, () => undefined);
      return;
    }
    let handle: DatabaseHandle & { dispose(): Promise<void> };
    let shop: ShopBackend;
    let lists: ShopperListStore;
    let shown: number[];
    let hidden: number;
    let sessionCount = 0;

    const newSession = async (customerId: number | null = null) => {
      const idHash = `${'s'.repeat(60)}${String(++sessionCount).padStart(4, '0')}`;
      await embeddedSessionStore(handle.db).create({
        idHash,
        store: 'at',
        cartId: null,
        customerId,
        now: new Date(),
        idleMs: HOUR,
        absoluteMs: HOUR,
      });
      return idHash;
    };
    const newCustomer = async (email: string) =>
      (
        await shop.registerCustomer({
          title: 'mr',
          firstname: 'Lukas',
          lastname: 'Gruber',
          email,
          company: null,
          vatNumber: null,
          store: 'at',
          language: 'de',
        })
      ).customer.id;
    const guestList = (kind: 'wishlist' | 'compare', sessionHash: string): ShopperListOwner => ({
      kind,
      store: 'at',
      sessionHash,
    });

    beforeAll(async () => {
      handle = await open({ seed: 11, products: 60 });
      shop = await createEmbeddedBackend(handle);
      lists = embeddedShopperLists(handle.db);
      shown = (
        await selectRows<{ id: number }>(
          handle.db,
          sql`SELECT id FROM product WHERE visible ORDER BY id LIMIT 8`,
        )
      ).map((row) => Number(row.id));
      await handle.db.execute(sql`UPDATE product SET visible = false WHERE id = ${shown[7]!}`);
      hidden = shown.pop()!;
    }, 120_000);

    afterAll(async () => {
      await handle?.dispose();
    }, 30_000);

    it('adds, keeps the order added, removes and clears, each product once', async () => {
      const owner = guestList('wishlist', await newSession());
      expect(await lists.listShopperList(owner)).toEqual([]);
      await lists.changeShopperList(owner, { op: 'add', productId: shown[2]! }, 100);
      await lists.changeShopperList(owner, { op: 'add', productId: shown[0]! }, 100);
      const again = await lists.changeShopperList(owner, { op: 'add', productId: shown[2]! }, 100);
      expect(again).toEqual({ ok: true, productIds: [shown[2], shown[0]], changed: false });
      expect(await lists.changeShopperList(owner, { op: 'remove', productId: shown[2]! }, 100)).toEqual({
        ok: true,
        productIds: [shown[0]],
        changed: true,
      });
      expect(await lists.changeShopperList(owner, { op: 'clear' }, 100)).toMatchObject({
        ok: true,
        productIds: [],
      });
    });

    it('takes no fifth product to compare and no hidden or unknown product, even when changes race', async () => {
      const owner = guestList('compare', await newSession());
      const results = await Promise.all(
        shown.slice(0, 6).map((productId) => lists.changeShopperList(owner, { op: 'add', productId }, 4)),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(4);
      expect(results.filter((result) => !result.ok && result.reason === 'full')).toHaveLength(2);
      expect(await lists.listShopperList(owner)).toHaveLength(4);
      const stillFull = await lists.changeShopperList(owner, { op: 'add', productId: shown[6]! }, 4);
      expect(stillFull).toMatchObject({ ok: false, reason: 'full' });
      const other = guestList('compare', await newSession());
      expect(await lists.changeShopperList(other, { op: 'add', productId: hidden }, 4)).toMatchObject({
        ok: false,
        reason: 'productNotFound',
      });
      expect(await lists.changeShopperList(other, { op: 'add', productId: 999_999_999 }, 4)).toMatchObject({
        ok: false,
        reason: 'productNotFound',
      });
    });

    it('keeps one owner’s list from another: sessions and customers each see only their own', async () => {
      const first = guestList('wishlist', await newSession());
      const second = guestList('wishlist', await newSession());
      const customerId = await newCustomer('lists-owner@example.at');
      const customer: ShopperListOwner = { kind: 'wishlist', store: 'at', customerId };
      await lists.changeShopperList(first, { op: 'add', productId: shown[0]! }, 100);
      await lists.changeShopperList(customer, { op: 'add', productId: shown[1]! }, 100);
      expect(await lists.listShopperList(second)).toEqual([]);
      expect(await lists.changeShopperList(second, { op: 'clear' }, 100)).toMatchObject({ productIds: [] });
      expect(await lists.listShopperList(first)).toEqual([shown[0]]);
      expect(await lists.listShopperList(customer)).toEqual([shown[1]]);
      expect(await lists.listShopperList({ ...customer, store: 'de' })).toEqual([]);
    });

    it('hands a guest’s lists over at login: the wishlist merged up to its limit, compare to the new session', async () => {
      const guest = await newSession();
      const customerId = await newCustomer('lists-login@example.at');
      const own: ShopperListOwner = { kind: 'wishlist', store: 'at', customerId };
      await lists.changeShopperList(own, { op: 'add', productId: shown[0]! }, 100);
      for (const productId of [shown[3]!, shown[0]!, shown[1]!, shown[2]!])
        await lists.changeShopperList(guestList('wishlist', guest), { op: 'add', productId }, 100);
      await lists.changeShopperList(guestList('compare', guest), { op: 'add', productId: shown[4]! }, 4);
      const signedIn = await newSession(customerId);
      await lists.adoptGuestLists({
        guestSessionHash: guest,
        customerSessionHash: signedIn,
        customerId,
        store: 'at',
        wishlistLimit: 3,
      });
      expect(await lists.listShopperList(own)).toEqual([shown[0], shown[3], shown[1]]);
      expect(await lists.listShopperList(guestList('wishlist', guest))).toEqual([]);
      expect(await lists.listShopperList(guestList('compare', signedIn))).toEqual([shown[4]]);
      expect(await lists.listShopperList(guestList('compare', guest))).toEqual([]);
    });

    it('lets a session’s lists go with the session', async () => {
      const session = await newSession();
      await lists.changeShopperList(guestList('compare', session), { op: 'add', productId: shown[0]! }, 4);
      await embeddedSessionStore(handle.db).remove(session);
      const [left] = await selectRows<{ count: number }>(
        handle.db,
        sql`SELECT count(*)::int AS count FROM shopper_list WHERE session_hash = ${session}`,
      );
      expect(Number(left!.count)).toBe(0);
    });
  },
);
