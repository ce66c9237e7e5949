import { and, asc, eq, sql } from 'drizzle-orm';
import type { SearchCategoryCount } from '../../../shop/types';
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

/** How the database answers: a server with a pool runs statements side by side, PGlite one at a time. */
export type StatementShape = 'one-statement' | 'side-by-side';

/** What both shapes ask of the documents under an alias: the match, the narrowing and the counts. */
function partsOf(plan: SearchPlan, options: QuickSearchOptions, alias: string) {
  const table = sql.raw(alias);
  const narrowed =
    options.categoryId === undefined
      ? sql`true`
      : sql`${int(options.categoryId)} = ANY(${table}.category_ids)`;
  return {
    matches: sql`${table}.locale = ${plan.locale} AND ${documentMatches(plan, alias)}`,
    narrowed,
    /** The total (narrowed), then one count per category of countIn. */
    counts: sql.join(
      [
        sql`count(*) FILTER (WHERE ${narrowed})`,
        ...(options.countIn ?? []).map(
          ({ id }) => sql`count(*) FILTER (WHERE ${int(id)} = ANY(${table}.category_ids))`,
        ),
      ],
      sql`, `,
    ),
  };
}

const windowOf = (options: QuickSearchOptions) =>
  sql`LIMIT ${int(options.limit)} OFFSET ${int(options.offset)}`;

/**
 * Every match is read once (a prefix such as "wasc" matches a fifth of the catalogue) and ranked once; the
 * total, the page and the counts come from that one set, the counts in a single pass. PGlite's shape.
 */
async function inOneStatement(db: ShopDatabase, plan: SearchPlan, options: QuickSearchOptions) {
  const { exact, score } = relevanceOf(plan, 's');
  const kept = partsOf(plan, options, 'm');
  const [row] = await selectRows<{ counts: number[]; ids: number[] }>(
    db,
    sql`WITH m AS MATERIALIZED (
          SELECT s.product_id, s.category_ids, s.sales_count, ${exact ?? sql`false`} AS exact, ${score} AS score
          FROM product_search s WHERE ${partsOf(plan, options, 's').matches}
        )
        SELECT (SELECT ARRAY[${kept.counts}]::int[] FROM m) AS counts,
          ARRAY(SELECT m.product_id FROM m WHERE ${kept.narrowed}
            ORDER BY m.exact DESC, m.score DESC, m.sales_count DESC, m.product_id ${windowOf(options)}) AS ids`,
  );
  return { counts: (row?.counts ?? []).map(Number), ids: (row?.ids ?? []).map(Number) };
}

/**
 * The counts and the ranked page as two statements on two connections at once: a server's two cores each
 * take one, which halves the wait against one statement that keeps the matches for both (25 ms → 13 ms each
 * for "wasc" over 100,000 products).
 */
async function sideBySide(db: ShopDatabase, plan: SearchPlan, options: QuickSearchOptions) {
  const { matches, narrowed, counts } = partsOf(plan, options, 's');
  const { exact, score } = relevanceOf(plan, 's');
  const order = [
    ...(exact ? [sql`${exact} DESC`] : []),
    sql`${score} DESC, s.sales_count DESC, s.product_id`,
  ];
  const [countRows, pageRows] = await Promise.all([
    selectRows<{ counts: number[] }>(
      db,
      sql`SELECT ARRAY[${counts}]::int[] AS counts FROM product_search s WHERE ${matches}`,
    ),
    selectRows<{ product_id: number }>(
      db,
      sql`SELECT s.product_id FROM product_search s WHERE ${matches} AND ${narrowed}
          ORDER BY ${sql.join(order, sql`, `)} ${windowOf(options)}`,
    ),
  ]);
  return {
    counts: (countRows[0]?.counts ?? []).map(Number),
    ids: pageRows.map((row) => Number(row.product_id)),
  };
}

/**
 * The as-you-type search over the search documents alone. Counts ignore the chosen category, so the overlay
 * can offer the others; the total and page honour it.
 */
export async function selectQuickSearch(
  db: ShopDatabase,
  plan: SearchPlan,
  options: QuickSearchOptions,
  shape: StatementShape,
): Promise<QuickSearchPage> {
  const counted = options.countIn ?? [];
  const { counts, ids } = await (shape === 'side-by-side' ? sideBySide : inOneStatement)(db, plan, options);
  const [total = 0, ...perCategory] = counts;
  const countOf = new Map(counted.map((entry, index) => [entry.id, perCategory[index] ?? 0]));
  return {
    total,
    ids,
    categories: options.countIn ? categoriesHolding(counted, (id) => countOf.get(id) ?? 0) : null,
  };
}
