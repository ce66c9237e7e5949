import { sql, type SQL } from 'drizzle-orm';
import type { ShopDatabase } from '../database';
import { availabilityCodes, facetBase } from './facet-keys';
import { shownSaleElementOf } from './joins';
import { int } from './listing-conditions';
import { flushPendingIndexEntries } from './gin-pending';
import { refreshProductSearch } from './search-refresh';

/** `AND <column> = ANY(ids)` when refreshing some products, nothing when refreshing all. */
function onlyThese(column: SQL, productIds: readonly number[] | undefined): SQL {
  return productIds ? sql`AND ${column} = ANY(${sql.param([...productIds])}::int[])` : sql``;
}

/**
 * Rebuilds the listing rows (schema/listing.ts) and search documents of some products, or of all, from the normalised catalogue in
 * one statement per table, so it runs inside the caller's transaction: a seed or an import writes products and
 * their listing rows together. Invisible products get no row; a category counts for its visible ancestors too.
 */
export async function refreshProductListing(
  db: ShopDatabase,
  defaultCurrencyId: number,
  productIds?: readonly number[],
): Promise<void> {
  if (productIds?.length === 0) return;
  const ids = productIds ? [...new Set(productIds)] : undefined;
  if (ids) {
    await db.execute(sql`DELETE FROM product_listing_i18n WHERE product_id = ANY(${sql.param(ids)}::int[])`);
    await db.execute(sql`DELETE FROM product_listing WHERE product_id = ANY(${sql.param(ids)}::int[])`);
  } else {
    await db.execute(sql`TRUNCATE product_listing, product_listing_i18n`);
  }
  const { inStock, backorder, preorder, outOfStock } = availabilityCodes;
  await db.execute(sql`
    WITH RECURSIVE ancestry(category_id, ancestor_id) AS (
      SELECT id, id FROM category WHERE visible
      UNION ALL
      SELECT a.category_id, c.parent FROM ancestry a JOIN category c ON c.id = a.ancestor_id
      WHERE c.parent <> 0 AND EXISTS (SELECT 1 FROM category up WHERE up.id = c.parent AND up.visible)
    ),
    category_keys AS (
      SELECT pc.product_id, array_agg(DISTINCT ${int(facetBase('category'))} + a.ancestor_id) AS keys
      FROM product_category pc JOIN ancestry a ON a.category_id = pc.category_id
      WHERE true ${onlyThese(sql`pc.product_id`, ids)}
      GROUP BY pc.product_id
    ),
    attribute_keys AS (
      SELECT e.product_id, array_agg(DISTINCT CASE WHEN at.code = 'colour' THEN ${int(facetBase('colour'))}
        ELSE ${int(facetBase('size'))} END + ac.attribute_av_id) AS keys
      FROM product_sale_elements e
      JOIN attribute_combination ac ON ac.product_sale_elements_id = e.id
      JOIN attribute at ON at.id = ac.attribute_id
      WHERE true ${onlyThese(sql`e.product_id`, ids)}
      GROUP BY e.product_id
    ),
    badge_keys AS (
      SELECT product_id, array_agg(${int(facetBase('badge'))} + keyword_id) AS keys
      FROM product_associated_keyword WHERE true ${onlyThese(sql`product_id`, ids)}
      GROUP BY product_id
    ),
    feature_keys AS (
      SELECT fp.product_id, array_agg(${int(facetBase('featureValue'))} + fp.feature_av_id) AS keys
      FROM feature_product fp JOIN feature f ON f.id = fp.feature_id AND f.filterable
      WHERE fp.feature_av_id IS NOT NULL ${onlyThese(sql`fp.product_id`, ids)}
      GROUP BY fp.product_id
    ),
    listed AS (
      SELECT p.id, p.brand_id, p.tax_rule_id, dc.category_id AS default_category_id,
        CASE WHEN e.promo THEN pp.promo_price ELSE pp.price END AS net_price,
        p.sales_count, p.position, p.created_at,
        CASE WHEN e.quantity > 0 THEN ${int(inStock)} WHEN e.stock_policy = 'backorder' THEN ${int(backorder)}
          WHEN e.stock_policy = 'preorder' THEN ${int(preorder)} ELSE ${int(outOfStock)} END AS availability
      FROM product p
      JOIN product_sale_elements e ON e.id = ${shownSaleElementOf(sql`p.id`)}
      JOIN product_price pp ON pp.product_sale_elements_id = e.id AND pp.currency_id = ${int(defaultCurrencyId)}
      LEFT JOIN product_category dc ON dc.product_id = p.id AND dc.default_category
      WHERE p.visible ${onlyThese(sql`p.id`, ids)}
    )
    INSERT INTO product_listing (product_id, brand_id, tax_rule_id, default_category_id, net_price, sales_count,
      position, created_at, availability, facet_keys)
    SELECT l.id, l.brand_id, l.tax_rule_id, l.default_category_id, l.net_price, l.sales_count, l.position,
      l.created_at, l.availability,
      array_remove(ARRAY[${int(facetBase('brand'))} + l.brand_id], NULL)
        || (${int(facetBase('availability'))} + l.availability)::int
        || coalesce(ck.keys, '{}') || coalesce(ak.keys, '{}') || coalesce(bk.keys, '{}') || coalesce(fk.keys, '{}')
    FROM listed l
    LEFT JOIN category_keys ck ON ck.product_id = l.id
    LEFT JOIN attribute_keys ak ON ak.product_id = l.id
    LEFT JOIN badge_keys bk ON bk.product_id = l.id
    LEFT JOIN feature_keys fk ON fk.product_id = l.id
  `);
  await db.execute(sql`
    INSERT INTO product_listing_i18n (product_id, locale, title)
    SELECT i.id, i.locale, i.title FROM product_i18n i JOIN product_listing l ON l.product_id = i.id
    WHERE true ${onlyThese(sql`i.id`, ids)}
  `);
  // Fresh statistics keep the planner on the GIN index after a bulk change.
  if (!ids) await db.execute(sql`ANALYZE product_listing, product_listing_i18n`);
  await refreshProductSearch(db, ids);
  await flushPendingIndexEntries(db);
}
