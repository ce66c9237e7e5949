import { inArray } from 'drizzle-orm';
import type { ShopDatabase } from '../../embedded/database';
import * as s from '../../embedded/schema';
import { upsertRows } from './index-upserts';
import type { VariantRows } from './thelia-variant-rows';

/**
 * Features and attributes with their values come only inside products, so each page adds those it meets to the
 * dictionaries (the titles updated, the rest the shop's) and replaces its products' and sale elements' links.
 */
export async function writeFeatures(
  db: ShopDatabase,
  productIds: number[],
  features: VariantRows['features'],
): Promise<void> {
  await upsertRows(
    db,
    s.feature,
    features.map((f) => f.feature),
    [s.feature.id],
  );
  await upsertRows(
    db,
    s.featureI18n,
    features.flatMap((f) => f.featureI18n),
    [s.featureI18n.id, s.featureI18n.locale],
    ['title'],
  );
  await upsertRows(
    db,
    s.featureAv,
    features.map((f) => f.value),
    [s.featureAv.id],
  );
  await upsertRows(
    db,
    s.featureAvI18n,
    features.flatMap((f) => f.valueI18n),
    [s.featureAvI18n.id, s.featureAvI18n.locale],
    ['title'],
  );
  await db.delete(s.featureProduct).where(inArray(s.featureProduct.productId, productIds));
  await upsertRows(
    db,
    s.featureProduct,
    features.map((f) => f.link),
    [s.featureProduct.productId, s.featureProduct.featureId],
  );
}

export async function writeAttributes(
  db: ShopDatabase,
  saleElementIds: number[],
  attributes: VariantRows['attributes'],
): Promise<void> {
  await upsertRows(
    db,
    s.attribute,
    attributes.map((a) => a.attribute),
    [s.attribute.id],
  );
  await upsertRows(
    db,
    s.attributeI18n,
    attributes.flatMap((a) => a.attributeI18n),
    [s.attributeI18n.id, s.attributeI18n.locale],
    ['title'],
  );
  await upsertRows(
    db,
    s.attributeAv,
    attributes.map((a) => a.value),
    [s.attributeAv.id],
  );
  await upsertRows(
    db,
    s.attributeAvI18n,
    attributes.flatMap((a) => a.valueI18n),
    [s.attributeAvI18n.id, s.attributeAvI18n.locale],
    ['title'],
  );
  if (saleElementIds.length > 0) {
    await db
      .delete(s.attributeCombination)
      .where(inArray(s.attributeCombination.productSaleElementsId, saleElementIds));
  }
  const { attributeId, attributeAvId, productSaleElementsId } = s.attributeCombination;
  await upsertRows(
    db,
    s.attributeCombination,
    attributes.map((a) => a.link),
    [attributeId, attributeAvId, productSaleElementsId],
  );
}
