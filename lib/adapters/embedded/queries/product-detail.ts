import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Feature, ProductDetail, SaleElement } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import {
  attributeAv,
  attributeAvI18n,
  attributeCombination,
  brand,
  feature,
  featureAvI18n,
  featureI18n,
  featureProduct,
  product,
  productDocument,
  productDocumentI18n,
  productI18n,
  productImage,
  productImageI18n,
  productPrice,
  productRelation,
  productSafetyI18n,
  productSaleElements,
} from '../schema';
import { selectCategoryPath } from './categories';
import { priceIn, toSaleElement, translated } from './joins';
import { hydrateSummaries } from './product-summaries';
import { productSafetyOf } from './product-safety';
import { currentUrls } from './urls';
import { setPartsOf, setsHolding } from './product-sets';

const COLOUR_ATTRIBUTE = 1;

async function saleElementsOf(
  db: ShopDatabase,
  productId: number,
  locale: string,
  currencyId: number,
): Promise<SaleElement[]> {
  const rows = await db
    .select({ pse: productSaleElements, price: productPrice })
    .from(productSaleElements)
    .innerJoin(productPrice, priceIn(currencyId))
    .where(eq(productSaleElements.productId, productId))
    .orderBy(asc(productSaleElements.id));
  const combinations = await db
    .select({
      pseId: attributeCombination.productSaleElementsId,
      attributeId: attributeCombination.attributeId,
      valueId: attributeAv.id,
      swatch: attributeAv.swatch,
      title: attributeAvI18n.title,
    })
    .from(attributeCombination)
    .innerJoin(attributeAv, eq(attributeAv.id, attributeCombination.attributeAvId))
    .innerJoin(attributeAvI18n, translated(attributeAvI18n, attributeAv.id, locale))
    .where(
      inArray(
        attributeCombination.productSaleElementsId,
        rows.map((row) => row.pse.id),
      ),
    );
  return rows.map(({ pse, price }) => {
    const own = combinations.filter((c) => c.pseId === pse.id);
    const colour = own.find((c) => c.attributeId === COLOUR_ATTRIBUTE);
    const size = own.find((c) => c.attributeId !== COLOUR_ATTRIBUTE);
    return {
      ...toSaleElement(pse, price),
      colour: colour ? { id: colour.valueId, title: colour.title, swatch: colour.swatch } : null,
      size: size ? { id: size.valueId, title: size.title } : null,
    };
  });
}

async function featuresOf(db: ShopDatabase, productId: number, locale: string): Promise<Feature[]> {
  const rows = await db
    .select({
      id: feature.id,
      code: feature.code,
      unit: feature.unit,
      title: featureI18n.title,
      valueId: featureProduct.featureAvId,
      listed: featureAvI18n.title,
      free: featureProduct.freeTextValue,
    })
    .from(featureProduct)
    .innerJoin(feature, eq(feature.id, featureProduct.featureId))
    .innerJoin(featureI18n, translated(featureI18n, feature.id, locale))
    .leftJoin(featureAvI18n, translated(featureAvI18n, featureProduct.featureAvId, locale))
    .where(eq(featureProduct.productId, productId))
    .orderBy(asc(featureProduct.position));
  return rows.flatMap((row): Feature[] => {
    if (row.valueId !== null && row.listed !== null) {
      return [
        {
          id: row.id,
          code: row.code,
          title: row.title,
          kind: 'listed',
          valueId: row.valueId,
          value: row.listed,
        },
      ];
    }
    const value = Number(row.free);
    return Number.isFinite(value)
      ? [{ id: row.id, code: row.code, title: row.title, kind: 'number', value, unit: row.unit }]
      : [];
  });
}

async function relatedOf(db: ShopDatabase, productId: number, locale: string, currencyId: number) {
  const rows = await db
    .select({ id: productRelation.relatedProductId, kind: productRelation.kind })
    .from(productRelation)
    .where(eq(productRelation.productId, productId))
    .orderBy(asc(productRelation.kind), asc(productRelation.position));
  const summaries = await hydrateSummaries(db, [...new Set(rows.map((row) => row.id))], locale, currencyId);
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  const of = (kind: string) =>
    rows.filter((row) => row.kind === kind).flatMap((row) => byId.get(row.id) ?? []);
  return {
    accessories: of('accessory'),
    related: of('related'),
    alternatives: of('alternative'),
    services: of('service'),
  };
}

export async function selectProductDetail(
  db: ShopDatabase,
  id: number,
  locale: string,
  currencyId: number,
): Promise<ProductDetail | null> {
  const [summary] = await hydrateSummaries(db, [id], locale, currencyId);
  if (!summary) return null;
  const [[row], saleElements, features, images, documents, relations, setParts, inSets] = await Promise.all([
    // The manufacturer and the warnings ride along on the product's own row: two joins by key, no extra trip.
    db
      .select({ product, i18n: productI18n, maker: brand, warnings: productSafetyI18n.warnings })
      .from(product)
      .innerJoin(productI18n, translated(productI18n, product.id, locale))
      .leftJoin(brand, eq(brand.id, product.brandId))
      .leftJoin(productSafetyI18n, translated(productSafetyI18n, product.id, locale))
      .where(eq(product.id, id)),
    saleElementsOf(db, id, locale, currencyId),
    featuresOf(db, id, locale),
    db
      .select({ image: productImage, alt: productImageI18n.title })
      .from(productImage)
      .leftJoin(productImageI18n, translated(productImageI18n, productImage.id, locale))
      .where(and(eq(productImage.productId, id), eq(productImage.visible, true)))
      .orderBy(asc(productImage.position)),
    db
      .select({ file: productDocument.file, title: productDocumentI18n.title })
      .from(productDocument)
      .innerJoin(productDocumentI18n, translated(productDocumentI18n, productDocument.id, locale))
      .where(and(eq(productDocument.productId, id), eq(productDocument.visible, true)))
      .orderBy(asc(productDocument.position)),
    relatedOf(db, id, locale, currencyId),
    setPartsOf(db, id, locale, currencyId),
    setsHolding(db, id, locale, currencyId),
  ]);
  if (!row) return null;
  const categoryPath = summary.defaultCategoryId
    ? await selectCategoryPath(db, summary.defaultCategoryId, locale)
    : [];
  const variantUrls = await currentUrls(
    db,
    'pse',
    saleElements.map((element) => element.id),
    locale,
  );
  return {
    ...summary,
    chapo: row.i18n.chapo,
    description: row.i18n.description,
    postscriptum: row.i18n.postscriptum,
    metaTitle: row.i18n.metaTitle,
    metaDescription: row.i18n.metaDescription,
    images: images.map(({ image, alt }) => ({
      url: `/media/${image.file}`,
      width: image.width,
      height: image.height,
      alt: alt ?? summary.title,
    })),
    documents: documents.map((doc) => ({ url: `/media/${doc.file}`, title: doc.title })),
    saleElements: saleElements.map((element) => ({
      ...element,
      url: variantUrls.get(element.id) ?? summary.url,
    })),
    features,
    unit: row.product.unit,
    minQuantity: row.product.minQuantity,
    orderMultiple: row.product.orderMultiple,
    deliveryDays: { min: row.product.deliveryMinDays, max: row.product.deliveryMaxDays },
    categoryPath,
    ...relations,
    setParts,
    inSets,
    safety: productSafetyOf(row.maker, row.warnings),
    createdAt: row.product.createdAt.toISOString(),
  };
}
