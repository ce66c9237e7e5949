import { sql, type SQL } from 'drizzle-orm';
import type { ProductPage, ProductQuery } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import { productListing, productListingI18n } from '../schema';
import {
  filterGroups,
  groupConditions,
  int,
  priceCondition,
  scopeConditions,
  shownPrice,
  where,
} from './listing-conditions';
import { selectFacets } from './listing-facets';
import { applyFilters } from './listing-filters';
import { selectListingVocabulary } from './listing-vocabulary';
import { hydrateSummaries } from './product-summaries';
import { selectRows } from './raw';
import type { ProductMatch } from './product-match';

const id = productListing.productId;

function orderFor(sort: ProductQuery['sort'], price: SQL, search: ProductMatch | null): SQL {
  // ICU's root collation sorts Ä with A and Ș with S on PGlite and PostgreSQL alike.
  const title = sql`${productListingI18n.title} COLLATE "und-x-icu"`;
  switch (sort) {
    case 'priceAsc':
      return sql`${price} ASC, ${id}`;
    case 'priceDesc':
      return sql`${price} DESC, ${id}`;
    case 'nameAsc':
      return sql`${title} ASC, ${id}`;
    case 'nameDesc':
      return sql`${title} DESC, ${id}`;
    case 'newest':
      return sql`${productListing.createdAt} DESC, ${id} DESC`;
    case 'relevance':
      if (search) return search.order;
    // falls through: without a search text there is nothing to be relevant to
    default:
      return sql`${productListing.salesCount} DESC, ${productListing.position}, ${id}`;
  }
}

const empty: ProductPage = { items: [], total: 0, facets: null };

/**
 * A page of a listing from the listing table (schema/listing.ts): scope, filters, order, and facets on request.
 * Filters are first checked against what the shop knows, so unknown values neither match nothing nor reach SQL.
 * A query with a search text comes with what the search found (`search`); null when the text holds nothing to
 * search for.
 */
export async function selectProductPage(
  db: ShopDatabase,
  query: ProductQuery,
  locale: string,
  defaultCurrencyId: number,
  search: ProductMatch | null,
): Promise<ProductPage> {
  if (query.productIds?.length === 0) return empty;
  const vocabulary =
    query.facets || query.filters || query.badgeCode ? await selectListingVocabulary(db, locale) : null;
  const badgeId = query.badgeCode
    ? (vocabulary?.badges.find((badge) => badge.code === query.badgeCode)?.id ?? null)
    : null;
  if (query.badgeCode && badgeId === null) return empty;

  const applied = vocabulary ? applyFilters(query.filters, vocabulary, query.categoryId) : null;
  const groups = applied && vocabulary ? filterGroups(applied, vocabulary.featureOfValue) : [];
  const price = shownPrice(query.pricing);
  const priceFilter = applied ? priceCondition(applied, price) : null;
  // A text with nothing to search for (only emoji, only punctuation) finds nothing, with empty facets to show.
  const nothingToSearch = query.searchText !== undefined && !search ? [sql`false`] : [];
  const scope = [...scopeConditions(query, badgeId), ...(search ? [search.condition] : nothingToSearch)];
  const refinements = [...groupConditions(groups), ...(priceFilter ? [priceFilter] : [])];
  // The page matches the search once, through the join that also ranks; facets keep the self-contained form.
  const pageConditions = [
    ...scopeConditions(query, badgeId),
    ...(search ? [search.joinedCondition] : nothingToSearch),
    ...refinements,
  ];
  const byName = query.sort === 'nameAsc' || query.sort === 'nameDesc';
  const joins = sql`${search ? search.join : sql``} ${
    byName
      ? sql`JOIN ${productListingI18n} ON ${productListingI18n.productId} = ${id}
          AND ${productListingI18n.locale} = ${locale}`
      : sql``
  }`;

  const matching = sql`FROM ${productListing} ${joins} ${where(pageConditions)}`;
  // The page alone, so its sort keeps only the best rows (a window's total would sort every match, 14,000 for
  // "Heizkörper": 55 ms against 20), and the cards follow it.
  const pageWithCards = async () => {
    const page = await selectRows<{ id: number }>(
      db,
      sql`SELECT ${id} AS id ${matching}
          ORDER BY ${orderFor(query.sort, price, search)} LIMIT ${int(query.limit)} OFFSET ${int(query.offset)}`,
    );
    return hydrateSummaries(
      db,
      page.map((row) => Number(row.id)),
      locale,
      defaultCurrencyId,
    );
  };
  const countMatching = async () =>
    Number(
      (await selectRows<{ total: number }>(db, sql`SELECT count(*)::int AS total ${matching}`))[0]?.total ??
        0,
    );
  // Independent reads: a server's pool answers the total and the facets while the page and its cards load.
  const [items, total, facets] = await Promise.all([
    pageWithCards(),
    countMatching(),
    query.facets && applied && vocabulary
      ? selectFacets(db, {
          scope,
          groups,
          shownPrice: price,
          priceFilter,
          applied,
          vocabulary,
          scopeCategoryId: query.categoryId,
        })
      : null,
  ]);
  return { items, total, facets };
}
