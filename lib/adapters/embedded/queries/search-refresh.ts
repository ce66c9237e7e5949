import { sql, type SQL } from 'drizzle-orm';
import type { ShopDatabase } from '../database';
import { facetBase, FACET_SPAN } from './facet-keys';
import { int } from './listing-conditions';

/** PostgreSQL's stemming configuration for the row's locale; English for any other language. */
const textSearchConfig = sql.raw(
  `(CASE split_part(i.locale, '_', 1) WHEN 'de' THEN 'german' WHEN 'ro' THEN 'romanian' ELSE 'english' END)::regconfig`,
);

/**
 * The titles of one facet group's values a listing row `l` carries in the locale of `i` (its categories with
 * ancestors, its badges).
 */
export function titlesOfFacet(group: 'category' | 'badge', table: SQL): SQL {
  const base = facetBase(group);
  return sql`(SELECT string_agg(t.title, ' ') FROM unnest(l.facet_keys) k
    JOIN ${table} t ON t.id = k - ${int(base)} AND t.locale = i.locale
    WHERE k > ${int(base)} AND k < ${int(base + FACET_SPAN)})`;
}

/** As `c.codes`: the references of product `p` and of its sale elements, and their EANs, lower case. */
export const productCodes = sql`(
  SELECT array_agg(DISTINCT lower(code)) AS codes FROM (
    SELECT p.ref AS code
    UNION ALL SELECT e.ref FROM product_sale_elements e WHERE e.product_id = p.id
    UNION ALL SELECT e.ean_code FROM product_sale_elements e WHERE e.product_id = p.id AND e.ean_code IS NOT NULL
  ) all_codes
)`;

const categoryBase = facetBase('category');

/** The categories (with their ancestors) of listing row `l`, out of its facet keys. */
export const listedCategoryIds = sql`ARRAY(SELECT k - ${int(categoryBase)} FROM unnest(l.facet_keys) k
  WHERE k > ${int(categoryBase)} AND k < ${int(categoryBase + FACET_SPAN)})`;

/**
 * Rebuilds the search documents (schema/search.ts) of some products, or all, from their listing rows, which
 * already hold each product's categories with their ancestors and its badges: so it runs right after
 * refreshProductListing, in the same transaction. The vocabulary for typo correction follows; a partial
 * refresh only adds new words (a retired word left behind can only suggest a correction that finds nothing).
 */
export async function refreshProductSearch(db: ShopDatabase, productIds?: readonly number[]): Promise<void> {
  const only = productIds ? sql`AND l.product_id = ANY(${sql.param([...productIds])}::int[])` : sql``;
  if (productIds) {
    await db.execute(
      sql`DELETE FROM product_search WHERE product_id = ANY(${sql.param([...productIds])}::int[])`,
    );
  } else {
    await db.execute(sql`TRUNCATE product_search, search_term`);
  }
  const folded = (text: SQL) => sql`shop_fold(coalesce(${text}, ''))`;
  const context = sql`${folded(sql`b.title`)} || ' ' || ${folded(titlesOfFacet('category', sql`category_i18n`))}`;
  // Rows go in grouped by locale and kind (schema/search.ts): the matches of a word then share pages.
  await db.execute(sql`
    INSERT INTO product_search (product_id, locale, document, codes, sales_count, rating, category_ids)
    SELECT l.product_id, i.locale,
      setweight(to_tsvector(${textSearchConfig}, ${folded(sql`i.title`)}), 'A')
        || setweight(to_tsvector('simple', ${folded(sql`i.title`)}), 'A')
        || setweight(to_tsvector('simple', array_to_string(c.codes, ' ')), 'A')
        || setweight(to_tsvector(${textSearchConfig},
             ${folded(sql`i.meta_keywords`)} || ' ' || ${folded(titlesOfFacet('badge', sql`associated_keyword_i18n`))}), 'B')
        || setweight(to_tsvector(${textSearchConfig}, ${context}), 'C')
        || setweight(to_tsvector('simple', ${context}), 'C'),
      c.codes, l.sales_count, coalesce(r.rating_sum::real / nullif(r.review_count, 0), 0), ${listedCategoryIds}
    FROM product_listing l
    JOIN product_i18n i ON i.id = l.product_id
    JOIN product p ON p.id = l.product_id
    LEFT JOIN brand_i18n b ON b.id = l.brand_id AND b.locale = i.locale
    LEFT JOIN product_rating r ON r.product_id = l.product_id
    CROSS JOIN LATERAL ${productCodes} c
    WHERE true ${only}
    ORDER BY i.locale, l.default_category_id, i.title
  `);
  await db.execute(sql`
    INSERT INTO search_term (locale, term, products)
    SELECT s.locale, w.lexeme, count(*)::int FROM product_search s, unnest(s.document) w
    WHERE w.lexeme ~ '^[a-z0-9]{3,40}$' ${productIds ? sql`AND s.product_id = ANY(${sql.param([...productIds])}::int[])` : sql``}
    GROUP BY s.locale, w.lexeme
    ON CONFLICT (locale, term) DO NOTHING
  `);
  if (!productIds) await db.execute(sql`ANALYZE product_search, search_term`);
}
