import { sql, type SQL } from 'drizzle-orm';
import type { ListingFilters, PricingBasis, ProductQuery } from '../../../shop/types';
import { productListing } from '../schema';
import { availabilityCodes, facetKey, type FacetGroup } from './facet-keys';

/** A constant of our own code as an SQL integer literal (a bound parameter would arrive untyped). */
export function int(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not an integer`);
  return sql.raw(String(value));
}

export function intArray(values: readonly number[]): SQL {
  return sql`${sql.param([...values])}::int[]`;
}

const keys = productListing.facetKeys;

/** The product has at least one of these facet keys. */
function anyOf(facetKeys: number[]): SQL {
  return sql`${keys} && ${intArray(facetKeys)}`;
}

/**
 * The price a shopper sees, in minor units, computed in SQL exactly as lib/pricing's displayPrice does: convert
 * (half up), then add the VAT of the product's tax rule (half up), 0 % for the store's exempt categories.
 * Integer division of non-negative bigints truncates, so `(x + d/2) / d` is rounding half up.
 */
export function shownPrice(pricing: PricingBasis | undefined): SQL {
  if (!pricing) return sql`${productListing.netPrice}`;
  const byRule = Object.entries(pricing.vatByTaxRule).map(
    ([ruleId, rate]) => sql`WHEN ${int(Number(ruleId))} THEN ${int(rate)}`,
  );
  const ruleRate =
    byRule.length > 0 ? sql`CASE ${productListing.taxRuleId} ${sql.join(byRule, sql` `)} ELSE 0 END` : sql`0`;
  const rate =
    pricing.zeroVatCategoryIds.length > 0
      ? sql`CASE WHEN ${productListing.defaultCategoryId} = ANY(${intArray(pricing.zeroVatCategoryIds)}) THEN 0 ELSE ${ruleRate} END`
      : ruleRate;
  const converted = sql`((${productListing.netPrice} * ${int(pricing.ratePerMillion)} + 500000) / 1000000)`;
  return sql`((${converted} * (10000 + ${rate}) + 5000) / 10000)`;
}

/** Where a listing looks: a category with its subcategories, a brand, a badge, or given products. */
export function scopeConditions(query: ProductQuery, badgeId: number | null): SQL[] {
  const conditions: SQL[] = [];
  if (query.categoryId !== undefined) conditions.push(anyOf([facetKey('category', query.categoryId)]));
  if (query.brandId !== undefined) conditions.push(anyOf([facetKey('brand', query.brandId)]));
  if (badgeId !== null) conditions.push(anyOf([facetKey('badge', badgeId)]));
  if (query.productIds !== undefined)
    conditions.push(sql`${productListing.productId} = ANY(${intArray(query.productIds)})`);
  return conditions;
}

/** A filter group: one of its values must match (OR); groups combine with AND. */
export interface FilterGroup {
  /** 'feature:12' for a specification, else the facet group. */
  name: string;
  keys: number[];
}

export function filterGroups(filters: ListingFilters, featureOfValue: Map<number, number>): FilterGroup[] {
  const group = (name: FacetGroup, values: number[]): FilterGroup[] =>
    values.length > 0 ? [{ name, keys: values.map((id) => facetKey(name, id)) }] : [];
  const byFeature = new Map<number, number[]>();
  for (const valueId of filters.featureValueIds) {
    const featureId = featureOfValue.get(valueId);
    if (featureId !== undefined) byFeature.set(featureId, [...(byFeature.get(featureId) ?? []), valueId]);
  }
  return [
    ...group('category', filters.categoryIds),
    ...group('brand', filters.brandIds),
    ...group('colour', filters.colourIds),
    ...group('size', filters.sizeIds),
    ...group('badge', filters.badgeIds),
    ...group(
      'availability',
      filters.availability.map((value) => availabilityCodes[value]),
    ),
    ...[...byFeature].map(([featureId, values]) => ({
      name: `feature:${featureId}`,
      keys: values.map((id) => facetKey('featureValue', id)),
    })),
  ];
}

export function groupConditions(groups: FilterGroup[], except?: string): SQL[] {
  return groups.filter((group) => group.name !== except).map((group) => anyOf(group.keys));
}

export function priceCondition(filters: ListingFilters, price: SQL): SQL | null {
  const parts: SQL[] = [];
  if (filters.priceMin !== undefined) parts.push(sql`${price} >= ${int(filters.priceMin)}`);
  if (filters.priceMax !== undefined) parts.push(sql`${price} <= ${int(filters.priceMax)}`);
  return parts.length > 0 ? sql.join(parts, sql` AND `) : null;
}

export function where(conditions: SQL[]): SQL {
  return conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}
