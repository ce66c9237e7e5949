import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { countryIdSchema } from '../../../shop/schemas';
import type { Badge, ProductSummary } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import {
  associatedKeyword,
  associatedKeywordI18n,
  brandI18n,
  product,
  productAssociatedKeyword,
  productCategory,
  productEnergyLabel,
  productI18n,
  productImage,
  productImageI18n,
  productPrice,
  productSaleElements,
  productRating,
  productUndeliverableCountry,
} from '../schema';
import {
  shownSaleElementOfProduct,
  priceIn,
  toSaleElement,
  translated,
  type ValueOrPlaceholder,
} from './joins';
import { currentUrlOf } from './urls';
import { toEnergyLabel } from './energy-labels';
import { firstImageOf, imageFromJson } from './first-images';

/** A product's badges in one locale, in keyword order, as a JSON list (empty when it has none). */
function badgesOf(productId: AnyPgColumn, locale: ValueOrPlaceholder<string>) {
  return sql<Badge[]>`coalesce((SELECT json_agg(json_build_object('code', ${associatedKeyword.code},
      'title', ${associatedKeywordI18n.title}, 'color', ${associatedKeyword.color},
      'announcesReduction', ${associatedKeyword.announcesReduction}) ORDER BY ${associatedKeyword.id})
    FROM ${productAssociatedKeyword}
    JOIN ${associatedKeyword} ON ${associatedKeyword.id} = ${productAssociatedKeyword.keywordId}
    JOIN ${associatedKeywordI18n} ON ${translated(associatedKeywordI18n, associatedKeyword.id, locale)}
    WHERE ${productAssociatedKeyword.productId} = ${productId}), '[]'::json)`;
}

/** The countries a product is not delivered to, in id order. */
function undeliverableTo(productId: AnyPgColumn) {
  const { countryId, productId: owner } = productUndeliverableCountry;
  const countries = sql`SELECT ${countryId} FROM ${productUndeliverableCountry} WHERE ${owner} = ${productId}`;
  return sql<number[]>`ARRAY(${countries} ORDER BY 1)`;
}

/**
 * The cards of the products `ids` in `locale`, priced in `currencyId`, as one statement: URLs, picture, badges
 * and countries come from correlated subqueries and the energy label from a join by key, so a card costs one
 * round trip instead of seven.
 */
function prepareCards(db: ShopDatabase) {
  const locale = sql.placeholder('locale');
  return (
    db
      .select({
        product,
        title: productI18n.title,
        brandTitle: brandI18n.title,
        pse: productSaleElements,
        price: productPrice,
        defaultCategoryId: productCategory.categoryId,
        energyLabel: productEnergyLabel,
        rating: productRating,
        url: currentUrlOf('product', product.id, locale),
        brandUrl: currentUrlOf('brand', product.brandId, locale),
        image: firstImageOf(productImage, productImage.productId, productImageI18n, product.id, locale),
        badges: badgesOf(product.id, locale),
        undeliverableCountryIds: undeliverableTo(product.id),
      })
      .from(product)
      .innerJoin(productI18n, translated(productI18n, product.id, locale))
      .innerJoin(productSaleElements, shownSaleElementOfProduct)
      .innerJoin(productPrice, priceIn(sql.placeholder('currencyId')))
      .leftJoin(brandI18n, translated(brandI18n, product.brandId, locale))
      .leftJoin(
        productCategory,
        and(eq(productCategory.productId, product.id), eq(productCategory.defaultCategory, true)),
      )
      .leftJoin(productEnergyLabel, eq(productEnergyLabel.productId, product.id))
      // The approved reviews' totals, one row by key: a card's stars cost no aggregation.
      .leftJoin(productRating, eq(productRating.productId, product.id))
      .where(and(sql`${product.id} = ANY(${sql.placeholder('ids')}::int[])`, eq(product.visible, true)))
      .prepare('product_cards')
  );
}

// Named, so PostgreSQL plans the statement once per connection: planning it took twice as long as running it.
const preparedCards = new WeakMap<ShopDatabase, ReturnType<typeof prepareCards>>();

/** Loads listing cards for product ids, keeping the order of `ids`; invisible or untranslated products drop out. */
export async function hydrateSummaries(
  db: ShopDatabase,
  ids: number[],
  locale: string,
  defaultCurrencyId: number,
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  let cards = preparedCards.get(db);
  if (!cards) {
    cards = prepareCards(db);
    preparedCards.set(db, cards);
  }
  const rows = await cards.execute({ ids, locale, currencyId: defaultCurrencyId });
  const byId = new Map(
    rows.map((row) => {
      const { product: p, brandTitle, pse, price } = row;
      const summary: ProductSummary = {
        id: p.id,
        ref: p.ref,
        title: row.title,
        url: row.url ?? '',
        kind: p.kind === 'service' ? 'service' : 'goods',
        brand: p.brandId && brandTitle ? { id: p.brandId, title: brandTitle, url: row.brandUrl ?? '' } : null,
        image: imageFromJson(row.image),
        taxRuleId: p.taxRuleId,
        defaultCategoryId: row.defaultCategoryId,
        defaultSaleElement: toSaleElement(pse, price),
        badges: row.badges,
        salesCount: p.salesCount,
        undeliverableCountryIds: row.undeliverableCountryIds.map((id) => countryIdSchema.parse(id)),
        energyLabel: toEnergyLabel(row.energyLabel),
        rating: row.rating && { count: row.rating.reviewCount, sum: row.rating.ratingSum },
      };
      return [p.id, summary] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
