import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { countryIdSchema } from '../../../shop/schemas';
import type { FeedBatch } from '../../../shop/feed-types';
import type { ShopDatabase } from '../database';
import {
  associatedKeyword,
  attributeAvI18n,
  attributeCombination,
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
  productSetPart,
  productUndeliverableCountry,
} from '../schema';
import { toEnergyLabel } from './energy-labels';
import { firstImageOf } from './first-images';
import { priceIn, toSaleElement, translated } from './joins';
import { currentUrlOf } from './urls';

// As in product-detail.ts: attribute 1 is the colour, any other the size.
const COLOUR_ATTRIBUTE = 1;

/**
 * The value a sale element has of the colour attribute (or, `colour` false, of the first other one), by id: its
 * title comes from a map read once per batch. Joined to the titles instead, the planner scanned the (small) table of
 * titles again for every row, a third of a feed batch's time on PGlite (EXPLAIN ANALYZE).
 */
function attributeValueId(colour: boolean) {
  const which = colour
    ? eq(attributeCombination.attributeId, COLOUR_ATTRIBUTE)
    : ne(attributeCombination.attributeId, COLOUR_ATTRIBUTE);
  return sql<number | null>`(SELECT ${attributeCombination.attributeAvId} FROM ${attributeCombination}
    WHERE ${attributeCombination.productSaleElementsId} = ${productSaleElements.id} AND ${which}
    ORDER BY ${attributeCombination.attributeId} LIMIT 1)`;
}

/**
 * Whether the product carries the freight badge, the badge's id found once (its code is unique): joined to the
 * badges instead, each batch hashed a join of every product's badges, three times the work (EXPLAIN ANALYZE).
 */
function hasFreightBadge(productId: AnyPgColumn) {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${productAssociatedKeyword}
    WHERE ${productAssociatedKeyword.productId} = ${productId} AND ${productAssociatedKeyword.keywordId} =
      (SELECT ${associatedKeyword.id} FROM ${associatedKeyword} WHERE ${associatedKeyword.code} = 'freight'))`;
}

/**
 * A batch of the sale elements a product feed lists, in id order after `after`: goods shown and translated in the
 * locale with a current URL, priced by the same rows and mapping as the product page (toSaleElement). Keyset
 * pagination keeps every batch as cheap as the first however far into the catalogue it reads.
 */
export async function selectFeedProducts(
  db: ShopDatabase,
  locale: string,
  currencyId: number,
  after: number,
  limit: number,
): Promise<FeedBatch> {
  const productUrl = currentUrlOf('product', product.id, locale);
  const { rows, attributeTitles } = await db.transaction(async (tx) => {
    // The planner costs each batch like the whole catalogue, so PostgreSQL compiles its plan to machine code:
    // a third of a batch's time at 100,000 products, paid again on each of some 130 batches (EXPLAIN ANALYZE).
    await tx.execute(sql`SET LOCAL jit = off`);
    const titles = await tx
      .select({ id: attributeAvI18n.id, title: attributeAvI18n.title })
      .from(attributeAvI18n)
      .where(eq(attributeAvI18n.locale, locale));
    const saleElements = await tx
      .select({
        product,
        title: productI18n.title,
        chapo: productI18n.chapo,
        brand: brandI18n.title,
        pse: productSaleElements,
        price: productPrice,
        defaultCategoryId: productCategory.categoryId,
        energyLabel: productEnergyLabel,
        url: productUrl,
        variantUrl: currentUrlOf('pse', productSaleElements.id, locale),
        image: firstImageOf(productImage, productImage.productId, productImageI18n, product.id, locale),
        colourValueId: attributeValueId(true),
        sizeValueId: attributeValueId(false),
        freight: hasFreightBadge(product.id),
        saleElementCount: sql<number>`(SELECT count(*)::int FROM ${productSaleElements} s
        WHERE s.product_id = ${product.id})`,
        isSet: sql<boolean>`EXISTS (SELECT 1 FROM ${productSetPart} sp
        WHERE sp.set_sale_element_id = ${productSaleElements.id})`,
        undeliverable: sql<number[]>`ARRAY(SELECT ${productUndeliverableCountry.countryId}
        FROM ${productUndeliverableCountry} WHERE ${productUndeliverableCountry.productId} = ${product.id} ORDER BY 1)`,
      })
      .from(productSaleElements)
      .innerJoin(product, eq(product.id, productSaleElements.productId))
      .innerJoin(productI18n, translated(productI18n, product.id, locale))
      .innerJoin(productPrice, priceIn(currencyId))
      .leftJoin(brandI18n, translated(brandI18n, product.brandId, locale))
      .leftJoin(
        productCategory,
        and(eq(productCategory.productId, product.id), eq(productCategory.defaultCategory, true)),
      )
      .leftJoin(productEnergyLabel, eq(productEnergyLabel.productId, product.id))
      .where(
        and(
          gt(productSaleElements.id, after),
          eq(product.visible, true),
          eq(product.kind, 'goods'),
          sql`${productUrl} IS NOT NULL`,
        ),
      )
      .orderBy(asc(productSaleElements.id))
      .limit(limit);
    return { rows: saleElements, attributeTitles: new Map(titles.map((row) => [row.id, row.title])) };
  });
  const titleOf = (valueId: number | null) =>
    valueId === null ? null : (attributeTitles.get(valueId) ?? null);
  const items = rows.map((row) => ({
    product: {
      id: row.product.id,
      ref: row.product.ref,
      title: row.title,
      chapo: row.chapo,
      url: row.url ?? '',
      brand: row.brand,
      image: row.image ? `/media/${row.image.file}` : null,
      taxRuleId: row.product.taxRuleId,
      defaultCategoryId: row.defaultCategoryId,
      undeliverableCountryIds: row.undeliverable.map((id) => countryIdSchema.parse(Number(id))),
      freight: row.freight,
      energyLabel: toEnergyLabel(row.energyLabel),
      saleElementCount: Number(row.saleElementCount),
      isSet: Boolean(row.isSet),
      deliveryDays: { min: row.product.deliveryMinDays, max: row.product.deliveryMaxDays },
    },
    saleElement: {
      ...toSaleElement(row.pse, row.price),
      url: row.variantUrl ?? row.url ?? '',
      colour: titleOf(row.colourValueId),
      size: titleOf(row.sizeValueId),
    },
  }));
  return { items, next: rows.length < limit ? null : (rows.at(-1)?.pse.id ?? null) };
}
