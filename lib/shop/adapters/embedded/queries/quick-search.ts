import { sql } from 'drizzle-orm';
import type { SearchCategoryCount } from '../../../types';
import type { ShopDatabase } from '../database';
import { int } from './listing-conditions';
import { selectRows } from './raw';
import { documentMatches, relevanceOf, type SearchPlan } from './search';

export interface QuickSearchPage {
  total: number;
  /** The page's product ids, best first. */
  ids: number[];
  /** Per visible top-level category, how many matches it holds, whatever category narrows the page. */
  categories: SearchCategoryCount[] | null;
}

interface QuickSearchOptions {
  categoryId?: number;
  offset: number;
  limit: number;
  /** Count the matches per top-level category (the overlay's first chunk). */
  categoryCounts: boolean;
}

/**
 * The as-you-type search in one statement over the search documents alone: every match is read once (a
 * prefix such as "wasc" matches a fifth of the catalogue), ranked once, and the total, the page and the
 * category counts come from that one set. Counts ignore the chosen category, so the overlay can offer the
 * others; the total and page honour it.
 */
export async function selectQuickSearch(
  db: ShopDatabase,
  plan: SearchPlan,
  options: QuickSearchOptions,
): Promise<QuickSearchPage> {
  const { exact, score } = relevanceOf(plan, 's');
  const narrowed =
    options.categoryId === undefined ? sql`true` : sql`${int(options.categoryId)} = ANY(m.category_ids)`;
  const counts = options.categoryCounts
    ? sql`(SELECT json_agg(json_build_object('id', c.id, 'title', ci.title, 'count', k.n)
            ORDER BY c.position, c.id)
          FROM category c
          JOIN category_i18n ci ON ci.id = c.id AND ci.locale = ${plan.locale}
          CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM m WHERE c.id = ANY(m.category_ids)) k
          WHERE c.parent = 0 AND c.visible AND k.n > 0)`
    : sql`NULL`;
  const [row] = await selectRows<{ total: number; ids: number[]; categories: SearchCategoryCount[] | null }>(
    db,
    sql`WITH m AS MATERIALIZED (
          SELECT s.product_id, s.category_ids, s.sales_count, ${exact ?? sql`false`} AS exact, ${score} AS score
          FROM product_search s WHERE s.locale = ${plan.locale} AND ${documentMatches(plan, 's')}
        )
        SELECT (SELECT count(*)::int FROM m WHERE ${narrowed}) AS total,
          ARRAY(SELECT m.product_id FROM m WHERE ${narrowed}
            ORDER BY m.exact DESC, m.score DESC, m.sales_count DESC, m.product_id
            LIMIT ${int(options.limit)} OFFSET ${int(options.offset)}) AS ids,
          ${counts} AS categories`,
  );
  return {
    total: Number(row?.total ?? 0),
    ids: (row?.ids ?? []).map(Number),
    categories: row?.categories ?? (options.categoryCounts ? [] : null),
  };
}
