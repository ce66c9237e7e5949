import { sql } from 'drizzle-orm';
import type { OrderLine } from '../../../shop/order-types';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

/** Units of one sale element an order line takes from stock or gives back, and the line they are for. */
export interface StockMove {
  saleElementId: number;
  quantity: number;
  fulfilmentCentreId: number | null;
  /** The order line's own sale element: the set's for a part, the element's own otherwise. */
  lineSaleElementId: number;
}

/**
 * What lines move in stock: a set's parts (its quantity of each per set), every other line itself; in the order of
 * the sale elements, so two transactions moving the same ones lock them in the same order and never in a cycle.
 */
export function stockMoves(
  lines: Array<Pick<OrderLine, 'saleElementId' | 'quantity' | 'fulfilmentCentreId' | 'setParts'>>,
): StockMove[] {
  return lines
    .flatMap((line): StockMove[] => {
      const { saleElementId: lineSaleElementId, fulfilmentCentreId } = line;
      if (line.setParts.length === 0)
        return [
          {
            saleElementId: lineSaleElementId,
            quantity: line.quantity,
            fulfilmentCentreId,
            lineSaleElementId,
          },
        ];
      return line.setParts.map((part) => ({
        saleElementId: part.saleElementId,
        quantity: part.quantity * line.quantity,
        fulfilmentCentreId,
        lineSaleElementId,
      }));
    })
    .sort((a, b) => a.saleElementId - b.saleElementId);
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Sets the stock of every set holding one of `partIds` to what its parts allow now. Called after the parts'
 * rows changed, in the same transaction: the sets' rows are locked first (in order; NO KEY, so adding a set to a
 * cart meanwhile waits for nothing), so the statement that then reads the parts sees every change committed by
 * whoever held them before, and the last writer leaves the truth.
 */
export async function refreshSetStock(tx: ShopDatabase, partIds: number[]): Promise<void> {
  if (partIds.length === 0) return;
  const sets = await selectRows<{ id: number }>(
    tx,
    sql`SELECT id FROM product_sale_elements WHERE id IN (
        SELECT set_sale_element_id FROM product_set_part WHERE part_sale_element_id IN (${idList(partIds)}))
      ORDER BY id FOR NO KEY UPDATE`,
  );
  if (sets.length === 0) return;
  await tx.execute(sql`UPDATE product_sale_elements s SET quantity = allowed.quantity
    FROM (SELECT sp.set_sale_element_id AS id, MIN(part.quantity / sp.quantity) AS quantity
          FROM product_set_part sp JOIN product_sale_elements part ON part.id = sp.part_sale_element_id
          WHERE sp.set_sale_element_id IN (${idList(sets.map((set) => set.id))})
          GROUP BY sp.set_sale_element_id) allowed
    WHERE s.id = allowed.id AND s.quantity <> allowed.quantity`);
}

/**
 * The sale elements of the lines whose parts are not what the set holds now (a set line without its parts, or a
 * set whose contents changed since the cart was priced): placing them would take the wrong units.
 */
export async function setLinesOutOfDate(
  tx: ShopDatabase,
  lines: Array<Pick<OrderLine, 'saleElementId' | 'setParts'>>,
): Promise<number[]> {
  const held = await selectRows<{ set_id: number; part_id: number; quantity: number }>(
    tx,
    sql`SELECT set_sale_element_id AS set_id, part_sale_element_id AS part_id, quantity FROM product_set_part
        WHERE set_sale_element_id IN (${idList(lines.map((line) => line.saleElementId))})`,
  );
  const key = (parts: Array<{ id: number; quantity: number }>) =>
    parts
      .map((part) => `${part.id}×${part.quantity}`)
      .sort()
      .join(',');
  return lines
    .filter(
      (line) =>
        key(
          held
            .filter((row) => row.set_id === line.saleElementId)
            .map((row) => ({ id: row.part_id, quantity: row.quantity })),
        ) !== key(line.setParts.map((part) => ({ id: part.saleElementId, quantity: part.quantity }))),
    )
    .map((line) => line.saleElementId);
}
