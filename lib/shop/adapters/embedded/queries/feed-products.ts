import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { countryIdSchema } from '../../../schemas';
import type { FeedBatch } from '../../../feed-types';
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
  productUndeliverableCountry,
} from '../schema';
import { toEnergyLabel } from './energy-labels';
import { firstImageOf } from './first-images';
import { priceIn, toSaleElement, translated } from './joins';
import { currentUrlOf } from './urls';

// As in product-detail.ts: attribute 1 is the colour, any other the size.
const COLOUR_ATTRIBUTE = 1;

/** The title of a sale element's value of the colour attribute (or, `colour` false, of another one). */
function attributeTitle(colour: boolean, locale: string) {
  const which = colour
    ? eq(attributeCombination.attributeId, COLOUR_ATTRIBUTE)
    : ne(attributeCombination.attributeId, COLOUR_ATTRIBUTE);
  return sql<string | null>`(SELECT ${attributeAvI18n.title} FROM ${attributeCombination}
    JOIN ${attributeAvI18n} ON ${translated(attributeAvI18n, attributeCombination.attributeAvId, locale)}
    WHERE ${attributeCombination.productSaleElementsId} = ${productSaleElements.id} AND ${which}
    ORDER BY ${attributeCombination.attributeId} LIMIT 1)`;
}

function hasFreightBadge(productId: AnyPgColumn) {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${productAssociatedKeyword}
    JOIN ${associatedKeyword} ON ${associatedKeyword.id} = ${productAssociatedKeyword.keywordId}
    WHERE ${productAssociatedKeyword.productId} = ${productId} AND ${associatedKeyword.code} = 'freight')`;
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
  const rows = await db
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
      colour: attributeTitle(true, locale),
      size: attributeTitle(false, locale),
      freight: hasFreightBadge(product.id),
      saleElementCount: sql<number>`(SELECT count(*)::int FROM ${productSaleElements} s
        WHERE s.product_id = ${product.id})`,
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
      deliveryDays: { min: row.product.deliveryMinDays, max: row.product.deliveryMaxDays },
    },
    saleElement: {
      ...toSaleElement(row.pse, row.price),
      url: (row.pse.isDefault ? null : row.variantUrl) ?? row.url ?? '',
      colour: row.colour,
      size: row.size,
    },
  }));
  return { items, next: rows.length < limit ? null : (rows.at(-1)?.pse.id ?? null) };
}
