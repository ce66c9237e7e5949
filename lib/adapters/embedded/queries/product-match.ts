import { sql, type SQL } from 'drizzle-orm';
import { productListing } from '../schema';
import { intArray } from './listing-conditions';
import { documentMatches, relevanceOf, type SearchPlan } from './search';

const id = productListing.productId;

/** What a search contributes to a listing query: which rows it finds and their order by relevance. */
export interface ProductMatch {
  /** The listing rows found, as a condition that stands alone (for facet counts). */
  condition: SQL;
  /** Brings in what the page's condition and order read, joined to the listing row. */
  join: SQL;
  /** The condition on what `join` brought in: the page matches once, through the join that also ranks. */
  joinedCondition: SQL;
  order: SQL;
}

/** The embedded full-text search: the product's document in the plan's locale matches and ranks. */
export function textMatch(plan: SearchPlan): ProductMatch {
  const { exact, score } = relevanceOf(plan, 'rs');
  return {
    condition: sql`${id} IN (SELECT s.product_id FROM product_search s
      WHERE s.locale = ${plan.locale} AND ${documentMatches(plan, 's')})`,
    join: sql`JOIN product_search rs ON rs.product_id = ${id} AND rs.locale = ${plan.locale}`,
    joinedCondition: documentMatches(plan, 'rs'),
    order: sql`${exact ? sql`${exact} DESC, ` : sql``}${score} DESC, rs.sales_count DESC, ${id}`,
  };
}

/** An external engine's answer: the products it found, in its order. */
export function rankedMatch(rankedIds: readonly number[]): ProductMatch {
  return {
    condition: sql`${id} = ANY(${intArray(rankedIds)})`,
    join: sql`JOIN unnest(${intArray(rankedIds)}) WITH ORDINALITY AS rs(product_id, position)
      ON rs.product_id = ${id}`,
    joinedCondition: sql`true`,
    order: sql`rs.position`,
  };
}
