import { and, asc, eq, sql } from 'drizzle-orm';
import type { SearchCategoryCount } from '../../../types';
import type { ShopDatabase } from '../database';
import { category, categoryI18n } from '../schema';
import { translated } from './joins';
import { int } from './listing-conditions';
import { selectRows } from './raw';
import { documentMatches, relevanceOf, type SearchPlan } from './search';

export interface QuickSearchPage {
  total: number;
  /** The page's product ids, best first. */
  ids: number[];
  /** How many matches each category of `countIn` holds (those with none left out), whatever narrows the page. */
  categories: SearchCategoryCount[] | null;
}

interface QuickSearchOptions {
  categoryId?: number;
  offset: number;
  limit: number;
  /** The categories to count the matches of (the overlay's first chunk: the top-level ones); none: no counts. */
  countIn: Array<{ id: number; title: string }> | null;
}

/** The categories with their counts, those holding no result left out, in the order given. */
export function categoriesHolding(
  categories: Array<{ id: number; title: string }>,
  countOf: (id: number) => number,
): SearchCategoryCount[] {
  return categories.flatMap((entry) => {
    const count = countOf(entry.id);
    return count > 0 ? [{ ...entry, count }] : [];
  });
}

/** The visible top-level categories in a locale, in menu order: the overlay's filter. */
export function selectTopCategories(db: ShopDatabase, locale: string) {
  return db
    .select({ id: category.id, title: categoryI18n.title })
    .from(category)
    .innerJoin(categoryI18n, translated(categoryI18n, category.id, locale))
    .where(and(eq(category.parent, 0), eq(category.visible, true)))
    .orderBy(asc(category.position), asc(category.id));
}

/**
 * The as-you-type search in one statement over the search documents alone: every match is read once (a
 * prefix such as "wasc" matches a fifth of the catalogue), ranked once, and the total, the page and the
 * category counts come from that one set, the counts in a single pass. Counts ignore the chosen category, so
 * the overlay can offer the others; the total and page honour it.
 */
export async function selectQuickSearch(
  db: ShopDatabase,
  plan: SearchPlan,
  options: QuickSearchOptions,
): Promise<QuickSearchPage> {
  const { exact, score } = relevanceOf(plan, 's');
  const narrowed =
    options.categoryId === undefined ? sql`true` : sql`${int(options.categoryId)} = ANY(m.category_ids)`;
  const counted = options.countIn ?? [];
  const counts = [
    sql`count(*) FILTER (WHERE ${narrowed})`,
    ...counted.map(({ id }) => sql`count(*) FILTER (WHERE ${int(id)} = ANY(m.category_ids))`),
  ];
  const [row] = await selectRows<{ counts: number[]; ids: number[] }>(
    db,
    sql`WITH m AS MATERIALIZED (
          SELECT s.product_id, s.category_ids, s.sales_count, ${exact ?? sql`false`} AS exact, ${score} AS score
          FROM product_search s WHERE s.locale = ${plan.locale} AND ${documentMatches(plan, 's')}
        )
        SELECT (SELECT ARRAY[${sql.join(counts, sql`, `)}]::int[] FROM m) AS counts,
          ARRAY(SELECT m.product_id FROM m WHERE ${narrowed}
            ORDER BY m.exact DESC, m.score DESC, m.sales_count DESC, m.product_id
            LIMIT ${int(options.limit)} OFFSET ${int(options.offset)}) AS ids`,
  );
  const [total = 0, ...perCategory] = (row?.counts ?? []).map(Number);
  const countOf = new Map(counted.map((entry, index) => [entry.id, perCategory[index] ?? 0]));
  return {
    total,
    ids: (row?.ids ?? []).map(Number),
    categories: options.countIn ? categoriesHolding(counted, (id) => countOf.get(id) ?? 0) : null,
  };
}
