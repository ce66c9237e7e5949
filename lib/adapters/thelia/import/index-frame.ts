import { eq, inArray, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../../embedded/database';
import { selectRows } from '../../embedded/queries/raw';
import {
  attribute,
  brand,
  category,
  coupon,
  couponUse,
  currency,
  feature,
  product,
  rewritingUrl,
  seedRun,
  store,
  storeConfig,
  taxRule,
} from '../../embedded/schema';
import { importedViews } from './index-addresses';

/** The index cannot take Thelia's catalogue: the message says what to do first. */
export class TheliaImportRefused extends Error {
  override readonly name = 'TheliaImportRefused';
}

export interface IndexFrame {
  currencyId: number;
  /** What a product new to the index is taxed by: the module sends no tax rule. */
  taxRuleId: number;
  /** No product yet: the catalogue the frame's seed wrote around its stores is still there, to be replaced. */
  firstImport: boolean;
}

/**
 * The shop frame the import fills: stores, countries, tax rules, delivery and contents come from the storefront's
 * own seed with no products (runSeed with `products: 0`). A database with the demo products is refused.
 */
export async function readFrame(db: ShopDatabase): Promise<IndexFrame> {
  const [run] = await db.select({ products: seedRun.products }).from(seedRun).limit(1);
  const [anyStore] = await db.select({ code: store.code }).from(store).limit(1);
  if (!run || !anyStore) {
    throw new TheliaImportRefused(
      'The database has no shop frame (stores, tax rules, delivery): seed it with no products first.',
    );
  }
  if (run.products > 0) {
    throw new TheliaImportRefused(
      `The database holds the demo catalogue (${run.products} products), whose ids would mix with Thelia's: ` +
        'import into an empty database, which gets the shop frame without products.',
    );
  }
  const [money] = await db.select({ id: currency.id }).from(currency).where(eq(currency.byDefault, true));
  const [rule] = await db.select({ id: taxRule.id }).from(taxRule).where(eq(taxRule.isDefault, true));
  if (!money || !rule) throw new TheliaImportRefused('The shop frame has no default currency or tax rule.');
  const [anyProduct] = await db.select({ id: product.id }).from(product).limit(1);
  return { currencyId: money.id, taxRuleId: rule.id, firstImport: !anyProduct };
}

/**
 * Before the first import: the seed's demo categories, brands, features and attributes and their addresses go.
 * No product refers to them yet, and their ids would otherwise pass for Thelia's (a demo brand's manufacturer
 * under a Thelia brand of the same id). The menus' category icons name demo categories too. So do the demo's
 * coupons: on a real shop anyone could redeem WILLKOMMEN10 or BAD20. No order has used them yet.
 */
export async function clearSeedCatalogue(db: ShopDatabase): Promise<void> {
  await db.delete(rewritingUrl).where(inArray(rewritingUrl.view, [...importedViews]));
  for (const table of [category, brand, feature, attribute, couponUse, coupon]) await db.delete(table);
  await db.update(storeConfig).set({ value: '{}' }).where(eq(storeConfig.name, 'category_icon'));
}

/** The stores' menus after the first import: Thelia's visible top categories, as the seed's menus list its own. */
export async function writeMenus(db: ShopDatabase): Promise<void> {
  await db.execute(sql`UPDATE store_config SET value = coalesce(
      (SELECT string_agg(id::text, ',' ORDER BY position, id) FROM category WHERE parent = 0 AND visible), '')
    WHERE name = 'menu_category_ids'`);
}

/** Hides the rows of a table Thelia no longer gave; returns how many were shown until now. */
export async function hideAllBut(
  db: ShopDatabase,
  table: 'product' | 'category' | 'brand',
  ids: ReadonlySet<number>,
): Promise<number> {
  const hidden = await selectRows<{ id: number }>(
    db,
    sql`UPDATE ${sql.raw(table)} SET visible = false
      WHERE visible AND NOT (id = ANY(${sql.param([...ids])}::int[])) RETURNING id`,
  );
  return hidden.length;
}
