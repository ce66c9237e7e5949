import { sql } from 'drizzle-orm';
import type { StoreCode } from '../../../shop/codes';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

/**
 * docs/product.md §7 assignCustomer: at login the guest's cart becomes the customer's. When the customer already has a cart
 * in this store, the guest's lines are merged into it (quantities added up to `maxQuantity`, the prices that hold longer kept) and the
 * guest's cart goes. Answers the customer's cart now, or null when there is none. Both carts are locked.
 */
export function assignCartToCustomer(
  db: ShopDatabase,
  customerId: number,
  store: StoreCode,
  guestCartId: number | null,
  maxQuantity: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [own] = await selectRows<{ id: number }>(
      tx,
      sql`SELECT id FROM cart WHERE customer_id = ${customerId} AND store_code = ${store}
          ORDER BY updated_at DESC LIMIT 1 FOR UPDATE`,
    );
    const [guest] =
      guestCartId === null || guestCartId === own?.id
        ? []
        : await selectRows<{ id: number }>(
            tx,
            sql`SELECT id FROM cart WHERE id = ${guestCartId} AND store_code = ${store}
                AND customer_id IS NULL FOR UPDATE`,
          );
    if (!guest) return own?.id ?? null;
    if (!own) {
      await tx.execute(
        sql`UPDATE cart SET customer_id = ${customerId}, updated_at = now() WHERE id = ${guest.id}`,
      );
      return guest.id;
    }
    await tx.execute(sql`INSERT INTO cart_item (cart_id, product_id, product_sale_elements_id, quantity, price,
          promo_price, promo, listen_price, price_end_of_life, undeliverable, fulfilment_center_id)
        SELECT ${own.id}, product_id, product_sale_elements_id, quantity, price, promo_price, promo, listen_price,
          price_end_of_life, undeliverable, fulfilment_center_id
        FROM cart_item WHERE cart_id = ${guest.id}
        ON CONFLICT (cart_id, product_sale_elements_id) DO UPDATE SET
          quantity = LEAST(cart_item.quantity + EXCLUDED.quantity, ${maxQuantity}),
          price = CASE WHEN EXCLUDED.price_end_of_life > cart_item.price_end_of_life
            THEN EXCLUDED.price ELSE cart_item.price END,
          promo_price = CASE WHEN EXCLUDED.price_end_of_life > cart_item.price_end_of_life
            THEN EXCLUDED.promo_price ELSE cart_item.promo_price END,
          promo = CASE WHEN EXCLUDED.price_end_of_life > cart_item.price_end_of_life
            THEN EXCLUDED.promo ELSE cart_item.promo END,
          listen_price = CASE WHEN EXCLUDED.price_end_of_life > cart_item.price_end_of_life
            THEN EXCLUDED.listen_price ELSE cart_item.listen_price END,
          price_end_of_life = GREATEST(cart_item.price_end_of_life, EXCLUDED.price_end_of_life),
          updated_at = now()`);
    await tx.execute(sql`DELETE FROM cart WHERE id = ${guest.id}`);
    await tx.execute(sql`UPDATE cart SET updated_at = now() WHERE id = ${own.id}`);
    return own.id;
  });
}
