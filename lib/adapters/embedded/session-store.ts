import { sql } from 'drizzle-orm';
import { storeCodeSchema } from '../../shop/schemas';
import type { SessionStore } from '../../shop/session-store';
import type { ShopDatabase } from './database';
import { selectRows } from './queries/raw';

interface SessionRow {
  store_code: string;
  cart_id: number | null;
  customer_id: number | null;
  last_seen_at: Date | string;
  expires_at: Date | string;
  absolute_expires_at: Date | string;
}

const iso = (date: Date) => date.toISOString();

/** Sessions and secrets in the embedded database (PGlite or PostgreSQL), beside the shop's own tables. */
export function embeddedSessionStore(db: ShopDatabase): SessionStore {
  return {
    async create({ idHash, store, cartId, customerId, now, idleMs, absoluteMs }) {
      const absolute = new Date(now.getTime() + absoluteMs);
      const expires = new Date(Math.min(now.getTime() + idleMs, absolute.getTime()));
      await db.execute(sql`INSERT INTO storefront_session
          (id_hash, store_code, cart_id, customer_id, created_at, last_seen_at, expires_at, absolute_expires_at)
        VALUES (${idHash}, ${store}, ${cartId}, ${customerId}, ${iso(now)}, ${iso(now)}, ${iso(expires)},
          ${iso(absolute)})`);
      return {
        store,
        cartId,
        customerId,
        lastSeenAt: now,
        expiresAt: expires,
        absoluteExpiresAt: absolute,
      };
    },
    async find(idHash, now) {
      const [row] = await selectRows<SessionRow>(
        db,
        sql`SELECT store_code, cart_id, customer_id, last_seen_at, expires_at, absolute_expires_at
            FROM storefront_session WHERE id_hash = ${idHash} AND expires_at > ${iso(now)}`,
      );
      if (!row) return null;
      return {
        store: storeCodeSchema.parse(row.store_code),
        cartId: row.cart_id,
        customerId: row.customer_id,
        lastSeenAt: new Date(row.last_seen_at),
        expiresAt: new Date(row.expires_at),
        absoluteExpiresAt: new Date(row.absolute_expires_at),
      };
    },
    async touch(idHash, now, idleMs) {
      const idle = new Date(now.getTime() + idleMs);
      await db.execute(sql`UPDATE storefront_session
        SET last_seen_at = ${iso(now)}, expires_at = LEAST(${iso(idle)}::timestamptz, absolute_expires_at)
        WHERE id_hash = ${idHash}`);
    },
    async setCart(idHash, cartId) {
      await db.execute(sql`UPDATE storefront_session SET cart_id = ${cartId} WHERE id_hash = ${idHash}`);
    },
    async saveCheckoutDraft(idHash, draft, expiresAt) {
      await db.execute(sql`UPDATE storefront_session
        SET checkout_draft = ${draft === null ? null : JSON.stringify(draft)}::jsonb,
          checkout_draft_expires_at = ${expiresAt ? iso(expiresAt) : null}
        WHERE id_hash = ${idHash}`);
    },
    async readCheckout(idHash, now) {
      const [row] = await selectRows<{ draft: unknown; last_order_id: number | null }>(
        db,
        sql`SELECT CASE WHEN checkout_draft_expires_at > ${iso(now)} THEN checkout_draft END AS draft,
            last_order_id FROM storefront_session WHERE id_hash = ${idHash}`,
      );
      return { draft: row?.draft ?? null, lastOrderId: row?.last_order_id ?? null };
    },
    async setLastOrder(idHash, orderId) {
      // The details stay for the next order (docs/product.md §4 express guest data); its key and consent never do.
      await db.execute(sql`UPDATE storefront_session
        SET last_order_id = ${orderId},
          checkout_draft = (checkout_draft #- '{values,checkoutKey}' #- '{values,acceptTerms}')
            || '{"error": null}'::jsonb
        WHERE id_hash = ${idHash}`);
    },
    async spendOnce(id, expiresAt) {
      const spent = await selectRows<{ id: string }>(
        db,
        sql`INSERT INTO storefront_spent_token (id, expires_at) VALUES (${id}, ${iso(expiresAt)})
            ON CONFLICT (id) DO NOTHING RETURNING id`,
      );
      return spent.length > 0;
    },
    async rotate(oldIdHash, newIdHash) {
      const moved = await selectRows<{ id_hash: string }>(
        db,
        sql`UPDATE storefront_session SET id_hash = ${newIdHash}, checkout_draft = NULL, checkout_draft_expires_at = NULL
          WHERE id_hash = ${oldIdHash} RETURNING id_hash`,
      );
      return moved.length > 0;
    },
    async remove(idHash) {
      await db.execute(sql`DELETE FROM storefront_session WHERE id_hash = ${idHash}`);
    },
    async removeForCustomer(customerId, exceptIdHash) {
      const removed = await selectRows<{ id_hash: string }>(
        db,
        sql`DELETE FROM storefront_session WHERE customer_id = ${customerId}
            AND id_hash IS DISTINCT FROM ${exceptIdHash} RETURNING id_hash`,
      );
      return removed.length;
    },
    async sweep(now) {
      const sessions = await selectRows<{ id_hash: string }>(
        db,
        sql`DELETE FROM storefront_session WHERE expires_at <= ${iso(now)} RETURNING id_hash`,
      );
      await db.execute(sql`DELETE FROM storefront_spent_token WHERE expires_at <= ${iso(now)}`);
      return sessions.length;
    },
    async heldCarts(cartIds) {
      if (cartIds.length === 0) return [];
      const held = await selectRows<{ cart_id: number }>(
        db,
        sql`SELECT DISTINCT cart_id FROM storefront_session
            WHERE cart_id IN (${sql.join(
              cartIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      return held.map((row) => row.cart_id);
    },
    async secret(name, make) {
      await db.execute(sql`INSERT INTO storefront_secret (name, value) VALUES (${name}, ${make()})
        ON CONFLICT (name) DO NOTHING`);
      const [row] = await selectRows<{ value: string }>(
        db,
        sql`SELECT value FROM storefront_secret WHERE name = ${name}`,
      );
      if (!row) throw new Error(`The secret ${name} could not be kept`);
      return row.value;
    },
  };
}
